import { useTranslation } from '#web/lib/translation'

/** ISO weekdays, 1 = Monday … 7 = Sunday: their full names (the calendar's, which the Timetable shares) and short ones (School settings'). */
const LONG = [
  'reports.calendar.weekdays.mon',
  'reports.calendar.weekdays.tue',
  'reports.calendar.weekdays.wed',
  'reports.calendar.weekdays.thu',
  'reports.calendar.weekdays.fri',
  'reports.calendar.weekdays.sat',
  'reports.calendar.weekdays.sun',
] as const
const SHORT = [
  'schoolSettings.weekdays.mon',
  'schoolSettings.weekdays.tue',
  'schoolSettings.weekdays.wed',
  'schoolSettings.weekdays.thu',
  'schoolSettings.weekdays.fri',
  'schoolSettings.weekdays.sat',
  'schoolSettings.weekdays.sun',
] as const

/** A weekday's name, full or short, in the reader's language. */
export function useWeekdayNames() {
  const { t } = useTranslation()
  return {
    long: (weekday: number) => t(LONG[weekday - 1] ?? LONG[0]),
    short: (weekday: number) => t(SHORT[weekday - 1] ?? SHORT[0]),
  }
}
