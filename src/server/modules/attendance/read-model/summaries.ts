import type { AttendanceStatus } from '#shared/school'
import { ATTENDANCE_STATUSES } from '#shared/school'
import { CALENDAR_DAYS, calendarYear, dayCountBucket, dayOfYear, NO_RECORD, STATUS_CODES } from './encoding'

/** A calendar row: one student's year (encoding.ts). */
export interface CalendarRow {
  studentId: string
  year: number
  days: string
}

/** A day-count row: the school's records of one status on one day, in one bucket. */
export interface DayCountRow {
  date: string
  status: AttendanceStatus
  bucket: string
  n: number
}

const NO_RECORD_BYTE = NO_RECORD.charCodeAt(0)
const CODE_BYTES = ATTENDANCE_STATUSES.map((status) => STATUS_CODES[status].charCodeAt(0))
const STATUS_INDEX = new Map(ATTENDANCE_STATUSES.map((status, i) => [status, i]))

/**
 * The read model's summaries of a set of one school's records, record by record: the one encoder
 * from records to rows (ADR 016). The demo seed, the benchmarks' schools and the rebuild all use it;
 * the write path keeps the same rows a record at a time (read-model.queries.ts). Sized for a whole
 * large school's history (17.6 million records): a byte per day, and counts in a typed array per day.
 */
export class SummaryBuilder {
  private readonly calendars = new Map<number, Map<string, Uint8Array>>()
  private readonly dayCounts = new Map<string, Map<string, Int32Array>>()

  add(studentId: string, date: string, status: AttendanceStatus): void {
    const year = calendarYear(date)
    let students = this.calendars.get(year)
    if (!students) this.calendars.set(year, (students = new Map()))
    let days = students.get(studentId)
    if (!days) students.set(studentId, (days = new Uint8Array(CALENDAR_DAYS).fill(NO_RECORD_BYTE)))
    const index = STATUS_INDEX.get(status)!
    days[dayOfYear(date) - 1] = CODE_BYTES[index]!

    let buckets = this.dayCounts.get(date)
    if (!buckets) this.dayCounts.set(date, (buckets = new Map()))
    const bucket = dayCountBucket(studentId)
    let counts = buckets.get(bucket)
    if (!counts) buckets.set(bucket, (counts = new Int32Array(ATTENDANCE_STATUSES.length)))
    counts[index]!++
  }

  /** One row per student and year with a record. */
  *calendarRows(): Generator<CalendarRow> {
    for (const [year, students] of this.calendars) {
      for (const [studentId, days] of students) yield { studentId, year, days: Buffer.from(days).toString('latin1') }
    }
  }

  /** One row per day, status and bucket with a record. */
  *dayCountRows(): Generator<DayCountRow> {
    for (const [date, buckets] of this.dayCounts) {
      for (const [bucket, counts] of buckets) {
        for (let i = 0; i < counts.length; i++) if (counts[i]) yield { date, status: ATTENDANCE_STATUSES[i]!, bucket, n: counts[i]! }
      }
    }
  }
}

/** The summaries of these records (any number of schools), as rows to insert: a seeded or bulk-loaded school. */
export function summaryRowsOf(records: readonly { school_id: string; student_id: string; date: string; status: AttendanceStatus }[]) {
  const bySchool = new Map<string, SummaryBuilder>()
  for (const r of records) {
    let builder = bySchool.get(r.school_id)
    if (!builder) bySchool.set(r.school_id, (builder = new SummaryBuilder()))
    builder.add(r.student_id, r.date, r.status)
  }
  const calendars = []
  const dayCounts = []
  for (const [schoolId, builder] of bySchool) {
    for (const row of builder.calendarRows()) calendars.push({ school_id: schoolId, student_id: row.studentId, year: row.year, days: row.days })
    for (const row of builder.dayCountRows()) dayCounts.push({ school_id: schoolId, ...row })
  }
  return { attendance_calendars: calendars, attendance_day_counts: dayCounts }
}

/** A student's status on one day moving: from `before` (null: no record yet) to `after` (null: the record taken back). */
export interface StatusMove {
  studentId: string
  before: AttendanceStatus | null
  after: AttendanceStatus | null
}

/**
 * How one day's counts move with these changes: −1 for each status left, +1 for each taken, summed per
 * (status, bucket), those that sum to nothing left out, in one order (one lock order for concurrent writers).
 */
export function dayCountDeltas(moves: readonly StatusMove[]): { status: AttendanceStatus; bucket: string; n: number }[] {
  const deltas = new Map<string, { status: AttendanceStatus; bucket: string; n: number }>()
  const add = (status: AttendanceStatus, bucket: string, n: number) => {
    const key = `${status}\u0000${bucket}`
    const delta = deltas.get(key)
    if (delta) delta.n += n
    else deltas.set(key, { status, bucket, n })
  }
  for (const { studentId, before, after } of moves) {
    if (before === after) continue
    const bucket = dayCountBucket(studentId)
    if (before) add(before, bucket, -1)
    if (after) add(after, bucket, 1)
  }
  return [...deltas].filter(([, d]) => d.n !== 0).sort(([a], [b]) => (a < b ? -1 : 1)).map(([, d]) => d)
}
