import { addDays } from '#shared/dates'
import type { AppContext } from '../../context'
import { dayStartsAt, loadHolidays, type School, schoolDaysBetween, todayAt } from '../schools'
import { type CalendarLayout, calendarLayout, type Calendars } from './attendance-tally'
import { type CalendarFilter, classNamesOf, firstRecordDate, packCalendarSegments } from './reports.queries'

// What the reports read before counting: the school days, the calendars, and class names for the rows shown.

/** The school days of a range (none after today), where they fall in the calendars, and who counts them. */
export type RangeDays = Awaited<ReturnType<typeof rangeDays>>

export async function rangeDays(ctx: AppContext, school: School, from: string, to: string) {
  const today = todayAt(school, ctx.now())
  const end = to < today ? to : today
  const holidays = from <= end ? await loadHolidays(ctx.db, ctx.schoolId, from, end) : new Map<string, string>()
  const days = from <= end ? await countedSchoolDays(ctx, schoolDaysBetween(school, holidays, from, end)) : []
  /** Students whose account is from this instant on joined after the range: not in the report. */
  const createdBefore = dayStartsAt(school, addDays(to, 1))
  return { days, layout: calendarLayout(days), dayEnds: dayEndsOf(school, days), createdBefore }
}

/**
 * Of these school days (ascending), those a rate counts: from the school's first attendance record
 * on. Before it the school was not using the app, and a school that has recorded nothing yet counts
 * nothing (a school imported today has no one below the threshold).
 */
export async function countedSchoolDays(ctx: AppContext, days: string[]): Promise<string[]> {
  if (days.length === 0) return days
  const start = await firstRecordDate(ctx.db, ctx.schoolId)
  if (start === null) return []
  return start <= days[0]! ? days : days.filter((date) => date >= start)
}

/**
 * Each student with `createdAt` turned into the instant they start counting: the later of their
 * account's creation and the start of their enrolment day (`students.enrolled_on`, set to the day a
 * student is added or imported) in the school's time zone. Every tally (attendance-tally.ts) and
 * the early warnings count a student's school days from there; one definition for every rate.
 */
export function countingFrom<T extends { createdAt: string; enrolledOn: string | null }>(school: School, students: T[]): T[] {
  const starts = new Map<string, string>()
  for (const student of students) {
    if (!student.enrolledOn) continue
    let start = starts.get(student.enrolledOn)
    if (start === undefined) starts.set(student.enrolledOn, (start = dayStartsAt(school, student.enrolledOn)))
    if (start > student.createdAt) student.createdAt = start
  }
  return students
}

/** The calendars the filter names, for the layout's segments, by student. */
export async function loadCalendars(ctx: AppContext, layout: CalendarLayout, filter: CalendarFilter): Promise<Calendars> {
  const calendars = new Map<string, (string | undefined)[]>()
  const years = await Promise.all(layout.segments.map((segment) => packCalendarSegments(ctx.db, ctx.schoolId, segment, filter)))
  years.forEach((packed, index) => {
    const length = layout.segments[index]!.length
    // Each student: `length` day characters, their id, a line feed (packCalendarSegments).
    for (let at = 0; at < packed.length; ) {
      const end = packed.indexOf('\n', at + length)
      if (end < 0) break
      const id = packed.slice(at + length, end)
      let mine = calendars.get(id)
      if (!mine) calendars.set(id, (mine = []))
      mine[index] = packed.slice(at, at + length)
      at = end + 1
    }
  })
  return calendars
}

/** The first instant after each of `days` in the school's time zone: who was enrolled by then counts the day. */
export const dayEndsOf = (school: School, days: readonly string[]) => days.map((date) => dayStartsAt(school, addDays(date, 1)))

/**
 * The rows that will be shown or exported, given their class names. The rows are taken over (each
 * gets its `className`), not copied: the early warnings name 100,000 at most, and copying them cost
 * more than reading the names.
 */
export async function withClassNames<T extends { studentId: string }>(ctx: AppContext, rows: T[]): Promise<(T & { className: string })[]> {
  const names = await classNamesOf(ctx.db, ctx.schoolId, rows.map((r) => r.studentId))
  for (const row of rows) (row as T & { className: string }).className = names.get(row.studentId) ?? ''
  return rows as (T & { className: string })[]
}
