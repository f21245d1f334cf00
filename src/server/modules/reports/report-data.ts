import { addDays } from '#shared/dates'
import type { AppContext } from '../../context'
import { dayStartsAt, loadHolidays, schoolDaysBetween, todayAt } from '../school/school-calendar'
import type { School } from '../schools/schools.queries'
import { type CalendarLayout, calendarLayout, type Calendars } from './attendance-tally'
import { type CalendarFilter, classNamesOf, listCalendarSegments } from './reports.queries'

// What the reports read before counting: the school days, the calendars, and class names for the rows shown.

/** The school days of a range (none after today), where they fall in the calendars, and who counts them. */
export async function rangeDays(ctx: AppContext, school: School, from: string, to: string) {
  const today = todayAt(school, ctx.now())
  const end = to < today ? to : today
  const holidays = from <= end ? await loadHolidays(ctx.db, ctx.schoolId, from, end) : new Map<string, string>()
  const days = from <= end ? schoolDaysBetween(school, holidays, from, end) : []
  /** Students whose account is from this instant on joined after the range: not in the report. */
  const createdBefore = dayStartsAt(school, addDays(to, 1))
  return { days, layout: calendarLayout(days), dayEnds: dayEndsOf(school, days), createdBefore }
}

/** The calendars the filter names, for the layout's segments, by student. */
export async function loadCalendars(ctx: AppContext, layout: CalendarLayout, filter: CalendarFilter): Promise<Calendars> {
  const calendars = new Map<string, (string | undefined)[]>()
  const years = await Promise.all(layout.segments.map((segment) => listCalendarSegments(ctx.db, ctx.schoolId, segment, filter)))
  years.forEach((rows, index) => {
    for (const row of rows) {
      let mine = calendars.get(row.studentId)
      if (!mine) calendars.set(row.studentId, (mine = []))
      mine[index] = row.days
    }
  })
  return calendars
}

/** The first instant after each of `days` in the school's time zone: who was enrolled by then counts the day. */
export const dayEndsOf = (school: School, days: readonly string[]) => days.map((date) => dayStartsAt(school, addDays(date, 1)))

/** The rows that will be shown or exported, with their class names. */
export async function withClassNames<T extends { studentId: string }>(ctx: AppContext, rows: readonly T[]): Promise<(T & { className: string })[]> {
  const names = await classNamesOf(ctx.db, ctx.schoolId, rows.map((r) => r.studentId))
  return rows.map((row) => ({ ...row, className: names.get(row.studentId) ?? '' }))
}
