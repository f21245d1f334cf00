import { addDays, isoWeekday } from '#shared/dates'

interface Calendar {
  schoolDays: number[]
  holidays: { date: string }[]
}

/** The latest school day before `date` (the school's weekdays, holidays left out), or null within a year. */
export function previousSchoolDay(date: string, calendar: Calendar): string | null {
  const holidays = new Set(calendar.holidays.map((h) => h.date))
  for (let day = addDays(date, -1), n = 0; n < 366; day = addDays(day, -1), n++) {
    if (calendar.schoolDays.includes(isoWeekday(day)) && !holidays.has(day)) return day
  }
  return null
}
