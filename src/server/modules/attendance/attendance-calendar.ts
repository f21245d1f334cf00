import type { Insertable } from 'kysely'
import type { AttendanceStatus } from '#shared/school'
import type { AttendanceCalendarsTable, AttendanceDayCountsTable } from '../../db/schema'

/**
 * The reports' two summaries of the records (ADR 008), kept beside them by the write path:
 * - a student's year of statuses in one string: character N − 1 is day N of the year, holding
 *   the status code of that day's record or NO_RECORD, so a report reads one short row per student
 *   instead of every record;
 * - the whole school's records counted per day and status, split into buckets by the last
 *   character of the student id, so concurrent check-ins rarely wait for the same row.
 */
export const STATUS_CODES: Record<AttendanceStatus, string> = { present: 'P', late: 'L', absent: 'A', sick: 'S', permission: 'E' }
export const NO_RECORD = '.'
export const CALENDAR_DAYS = 366
export const EMPTY_CALENDAR = NO_RECORD.repeat(CALENDAR_DAYS)

const STATUS_OF_CODE = new Map(Object.entries(STATUS_CODES).map(([status, code]) => [code, status as AttendanceStatus]))

/** The status a calendar character stands for, or null for a day without a record. */
export function statusOfCode(code: string | undefined): AttendanceStatus | null {
  return (code && STATUS_OF_CODE.get(code)) || null
}

/** 1 for 1 January … 366 for 31 December of a leap year. */
export function dayOfYear(isoDate: string): number {
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${isoDate.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000) + 1
}

export const calendarYear = (isoDate: string) => Number(isoDate.slice(0, 4))

/** Calendar rows for a set of records (a seeded or bulk-loaded school): one per student and year. */
export function calendarRows(
  records: readonly { school_id: string; student_id: string; date: string; status: AttendanceStatus }[],
): Insertable<AttendanceCalendarsTable>[] {
  const years = new Map<string, { school_id: string; student_id: string; year: number; days: string[] }>()
  for (const r of records) {
    const year = calendarYear(r.date)
    const key = `${r.school_id}\u0000${r.student_id}\u0000${year}`
    let row = years.get(key)
    if (!row) years.set(key, (row = { school_id: r.school_id, student_id: r.student_id, year, days: [...EMPTY_CALENDAR] }))
    row.days[dayOfYear(r.date) - 1] = STATUS_CODES[r.status]
  }
  return [...years.values()].map((row) => ({ ...row, days: row.days.join('') }))
}

/** Which day-count row a student's records are counted in. */
export const dayCountBucket = (studentId: string) => studentId.slice(-1)

/** Day-count rows for a set of records (a seeded or bulk-loaded school). */
export function dayCountRows(
  records: readonly { school_id: string; student_id: string; date: string; status: AttendanceStatus }[],
): Insertable<AttendanceDayCountsTable>[] {
  const counts = new Map<string, Insertable<AttendanceDayCountsTable>>()
  for (const r of records) {
    const bucket = dayCountBucket(r.student_id)
    const key = `${r.school_id}\u0000${r.date}\u0000${r.status}\u0000${bucket}`
    const row = counts.get(key)
    if (row) row.n!++
    else counts.set(key, { school_id: r.school_id, date: r.date, status: r.status, bucket, n: 1 })
  }
  return [...counts.values()]
}
