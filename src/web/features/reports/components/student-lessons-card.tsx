import { useTranslation } from '#web/lib/translation'
import type { StudentLessonsResponse } from '#shared/contracts/lesson-reports'
import { SubjectLessonsTable } from '#web/components/subject-lessons-table'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { ApiError } from '#web/lib/api-client'
import { QueryState } from './query-state'

interface LessonsQuery {
  data: StudentLessonsResponse | undefined
  isPending: boolean
  isFetching: boolean
  error: unknown
}

/** A student's lessons by subject, under their calendar: staff's history page and the student's own. */
export function StudentLessonsCard({ lessons, enabled }: { lessons: LessonsQuery; enabled: boolean }) {
  const { t } = useTranslation()
  if (!enabled) return null
  const refused = lessons.error instanceof ApiError && lessons.error.status === 403
  return (
    <Card aria-labelledby="student-lessons-title" className="mt-4 p-4 print:break-inside-avoid" data-student-lessons>
      <CardTitle id="student-lessons-title">{t('lessonReports.title')}</CardTitle>
      <CardDescription className="mb-3">{t('lessonReports.definition')}</CardDescription>
      {lessons.data ? (
        <SubjectLessonsTable data={lessons.data} caption={t('lessonReports.tableCaption', { name: lessons.data.student.name })} busy={lessons.isFetching} />
      ) : refused ? (
        <p className="text-sm text-muted">{t('lessonReports.forbidden')}</p>
      ) : (
        <QueryState pending={lessons.isPending} error={lessons.error} failedText={t('lessonReports.loadFailed')} />
      )}
    </Card>
  )
}
