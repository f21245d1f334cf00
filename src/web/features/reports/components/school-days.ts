import { addDays } from '#shared/dates'
import { onSchoolWeekday, type SchoolWeek } from '#shared/school-days'

interface Calendar {
  schoolWeek: SchoolWeek
  holidays: { date: string }[]
}

/** The latest school day before `date` (each day judged by the weekdays in force on it, holidays left out), or null within a year. */
export function previousSchoolDay(date: string, calendar: Calendar): string | null {
  const holidays = new Set(calendar.holidays.map((h) => h.date))
  for (let day = addDays(date, -1), n = 0; n < 366; day = addDays(day, -1), n++) {
    if (onSchoolWeekday(calendar.schoolWeek, day) && !holidays.has(day)) return day
  }
  return null
}
