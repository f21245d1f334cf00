import { addDays, isoWeekday } from '#shared/dates'

/** One month of the calendar: weeks Monday to Sunday; null where a cell falls outside the range. */
export interface CalendarMonth {
  key: string
  first: string
  weeks: (string | null)[][]
}

/** Every month from `from` to `to`, as weeks of dates (only the dates inside the range are given). */
export function calendarMonths(from: string, to: string): CalendarMonth[] {
  const months: CalendarMonth[] = []
  let cursor = `${from.slice(0, 8)}01`
  // A few years at most: a typed range of decades would draw hundreds of tables.
  for (let guard = 0; cursor <= to && guard < 60; guard++) {
    const key = cursor.slice(0, 7)
    const weeks: (string | null)[][] = []
    let week: (string | null)[] = Array.from({ length: isoWeekday(cursor) - 1 }, () => null)
    for (let day = cursor; day.slice(0, 7) === key; day = addDays(day, 1)) {
      week.push(day >= from && day <= to ? day : null)
      if (week.length === 7) {
        weeks.push(week)
        week = []
      }
    }
    if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)])
    // Weeks wholly outside the range are left out, so a short range draws a short month.
    months.push({ key, first: cursor, weeks: weeks.filter((w) => w.some((d) => d !== null)) })
    cursor = addDays(`${key}-01`, 32).slice(0, 8) + '01'
  }
  return months
}
