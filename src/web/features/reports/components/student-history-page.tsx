import { useTranslation } from '#web/lib/translation'
import { useParams } from 'react-router'
import { studentHistoryExportUrl } from '../api/export-urls'
import { useStudentHistory } from '../api/get-student-history'
import { useStudentLessons } from '../api/get-student-lessons'
import { HistoryRange, useHistoryRange } from './history-range'
import { StudentLessonsCard } from './student-lessons-card'

/** /reports/students/:id: one student's calendar, for staff who may view students, and their lessons by subject (for those who teach their class). */
export function StudentHistoryPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const state = useHistoryRange()
  const history = useStudentHistory(id, state.range)
  const lessons = useStudentLessons(id, state.range)
  const data = history.data
  return (
    <>
      <HistoryRange
        state={state}
        history={history}
        exportUrl={(format, range) => studentHistoryExportUrl(id, format, range)}
        heading={
          <div className="mb-4">
            <h2 className="text-xl font-bold" data-history-student={id}>
              {data ? t('reports.history.titleFor', { name: data.student.name }) : t('reports.history.title')}
            </h2>
            {data ? <p className="text-sm text-muted">{t('reports.history.classLine', { className: data.student.className })}</p> : null}
          </div>
        }
      />
      <StudentLessonsCard lessons={lessons} enabled={state.range !== null && Boolean(data)} />
    </>
  )
}
