import { useTranslation } from '#web/lib/translation'
import type { Lesson, LessonChange } from '#shared/contracts/timetable'
import { Badge } from '#web/components/ui/badge'
import { formatSchoolDate, formatShortDay } from '#web/lib/dates'

/** The lessons cancelled or given to a substitute in the seven days from the chosen date, by date and period. */
export function UpcomingChanges({ from, changes, lessons }: { from: string; changes: readonly LessonChange[]; lessons: readonly Lesson[] }) {
  const { t } = useTranslation()
  const byId = new Map(lessons.map((l) => [l.id, l]))
  const rows = changes
    .flatMap((change) => {
      const lesson = byId.get(change.lessonId)
      return lesson ? [{ change, lesson }] : []
    })
    .sort((a, b) => a.change.date.localeCompare(b.change.date) || a.lesson.period - b.lesson.period || a.lesson.className.localeCompare(b.lesson.className))
  return (
    <section aria-labelledby="upcoming-changes-title" className="mt-6">
      <h3 id="upcoming-changes-title" className="text-sm font-semibold text-fg">
        {t('timetableDay.upcoming', { date: formatSchoolDate(from) })}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('timetableDay.noUpcoming')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
          {rows.map(({ change, lesson }) => (
            <li key={`${change.lessonId} ${change.date}`} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
              <span className="break-words text-fg">
                {t('timetableDay.upcomingItem', { day: formatShortDay(change.date), number: String(lesson.period), subject: lesson.subject, className: lesson.className })}
              </span>
              <Badge tone={change.kind === 'cancelled' ? 'neutral' : 'accent'} className="self-start sm:self-auto">
                {change.kind === 'cancelled' ? t('timetableDay.cancelled') : t('timetableDay.substitutedBy', { name: change.substitute?.name ?? '' })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
