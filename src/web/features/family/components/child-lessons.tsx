import { useTranslation } from '#web/lib/translation'
import { SubjectLessonsTable } from '#web/components/subject-lessons-table'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { formatShortDate } from '#web/lib/dates'
import { errorMessage } from '#web/lib/error-message'
import { useSchoolSettings } from '#web/lib/use-school-settings'
import { useChildLessons } from '../api/get-child-lessons'

/** The term so far when the school has one under way, else this month so far. */
function lessonsRange(today: string, termStart: string | null, termEnd: string | null) {
  if (termStart && termEnd && termStart <= today) return { from: termStart, to: termEnd < today ? termEnd : today }
  return { from: `${today.slice(0, 8)}01`, to: today }
}

/** A child's lessons by subject (ADR 052): what the registers of their lessons say, this term so far. */
export function ChildLessons({ childId, today }: { childId: string; today: string }) {
  const { t } = useTranslation()
  const settings = useSchoolSettings().data?.settings
  const range = settings ? lessonsRange(today, settings.termStart, settings.termEnd) : null
  const lessons = useChildLessons(childId, range)
  return (
    <Card aria-labelledby="child-lessons-title" aria-busy={lessons.isFetching || undefined} data-child-lessons>
      <CardTitle id="child-lessons-title">{t('lessonReports.title')}</CardTitle>
      {range ? (
        <CardDescription>{t('reports.range.periodText', { from: formatShortDate(range.from), to: formatShortDate(range.to) })}</CardDescription>
      ) : null}
      <div className="mt-3">
        {lessons.isError ? (
          <FormAlert message={errorMessage(lessons.error)} />
        ) : lessons.data ? (
          <SubjectLessonsTable data={lessons.data} caption={t('lessonReports.tableCaption', { name: lessons.data.student.name })} />
        ) : (
          <p role="status" className="flex items-center gap-2 py-4 text-muted">
            <Spinner /> {t('app.loading')}
          </p>
        )}
      </div>
      <p className="mt-2 text-xs text-muted">{t('lessonReports.definition')}</p>
    </Card>
  )
}
