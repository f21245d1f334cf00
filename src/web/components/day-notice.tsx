import { CalendarX2 } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { formatSchoolDate } from '#web/lib/dates'

/** Why attendance cannot be recorded for this date: a day off, or a day still to come. */
export function DayNotice({ date, today, isSchoolDay }: { date: string; today: string; isSchoolDay: boolean }) {
  const { t } = useTranslation()
  const text = date > today ? t('attendance.futureDate', { date: formatSchoolDate(date) }) : t('attendance.notSchoolDay', { date: formatSchoolDate(date) })
  if (isSchoolDay && date <= today) return null
  return (
    <p role="status" data-notice={isSchoolDay ? 'future' : 'not-school-day'} className="mb-4 flex items-start gap-3 rounded-xl border border-amber-600 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
      <CalendarX2 aria-hidden className="mt-0.5 size-5 shrink-0" />
      {text}
    </p>
  )
}
