import type { AttendanceStatus } from '#shared/school'

/**
 * How the read model (ADR 016) encodes what the records say; the one place that knows it.
 *
 * - A calendar: one student's year of statuses in one string. Character N − 1 is day N of the
 *   year, holding the status code of that day's record or NO_RECORD, so a report reads one short
 *   row per student instead of every record (ADR 008).
 * - The day counts: the school's records counted per day and status, split into buckets by the
 *   last character of the student id, so concurrent check-ins rarely wait for the same row.
 */
export const STATUS_CODES: Record<AttendanceStatus, string> = { present: 'P', late: 'L', absent: 'A', sick: 'S', permission: 'E' }
export const NO_RECORD = '.'
export const CALENDAR_DAYS = 366
export const EMPTY_CALENDAR = NO_RECORD.repeat(CALENDAR_DAYS)

/** 1 for 1 January … 366 for 31 December of a leap year. */
export function dayOfYear(isoDate: string): number {
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${isoDate.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000) + 1
}

export const calendarYear = (isoDate: string) => Number(isoDate.slice(0, 4))

/**
 * A calendar holding one day's status and nothing else: what the write path upserts, and (on a
 * conflict) copies the day's one character from into the student's existing row. Null: no record
 * (a record taken back), NO_RECORD copied in.
 */
export function oneDayCalendar(isoDate: string, status: AttendanceStatus | null): string {
  const { before, after } = oneDayCalendarAround(isoDate)
  return before + dayCode(status) + after
}

/** A day's one character in a calendar: its record's status code, or NO_RECORD. */
export const dayCode = (status: AttendanceStatus | null) => (status ? STATUS_CODES[status] : NO_RECORD)

/** oneDayCalendar around the day's character: `before + dayCode(status) + after`, for a statement that puts it in. */
export function oneDayCalendarAround(isoDate: string): { before: string; after: string } {
  const day = dayOfYear(isoDate)
  return { before: EMPTY_CALENDAR.slice(0, day - 1), after: EMPTY_CALENDAR.slice(day) }
}

/** Whether a calendar holds no record at all: the same as no row. */
export const isEmptyCalendar = (days: string) => days === EMPTY_CALENDAR

/** Which day-count row a student's records are counted in. */
export const dayCountBucket = (studentId: string) => studentId.slice(-1)
