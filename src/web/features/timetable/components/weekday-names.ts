import { useTranslation } from 'react-i18next'

/** ISO weekdays, 1 = Monday … 7 = Sunday: their full names (the Timetable's) and short ones (School settings'). */
const LONG = [
  'timetable.weekdays.mon',
  'timetable.weekdays.tue',
  'timetable.weekdays.wed',
  'timetable.weekdays.thu',
  'timetable.weekdays.fri',
  'timetable.weekdays.sat',
  'timetable.weekdays.sun',
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
