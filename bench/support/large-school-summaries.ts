import type { AttendanceStatus } from '../../src/shared/school'
import type { DatabaseKind, Db } from '../../src/server/db/create-db'
import { calendarYear, CALENDAR_DAYS, dayCountBucket, dayOfYear, NO_RECORD, STATUS_CODES } from '../../src/server/modules/attendance/attendance-calendar'
import { BATCH_ROWS, insertTextRows } from './large-school.queries'

/**
 * The reports' summaries of the large school's history (ADR 008): each student's year of
 * statuses, and the school's records counted per day, status and bucket; what the app's write
 * path keeps beside every record, in the app's own encoding. Collected while the history is
 * generated and written once at the end: rebuilding them from 17.6 million records with
 * rebuildReportSummaries() would take minutes (it does the same, and is the reference for tests).
 */
export class ReportSummaries {
  private readonly calendars = new Map<number, Uint8Array>()
  private readonly dayCounts = new Map<string, number>()
  private readonly codes = Object.fromEntries(Object.entries(STATUS_CODES).map(([s, c]) => [s, c.charCodeAt(0)])) as Record<AttendanceStatus, number>

  constructor(
    private readonly students: number,
    private readonly studentId: (i: number) => string,
  ) {}

  /** A day's records: `statuses[i]` for student i, null where nothing was recorded. */
  addDay(date: string, statuses: readonly (AttendanceStatus | null)[]): void {
    const year = calendarYear(date)
    let calendar = this.calendars.get(year)
    if (!calendar) this.calendars.set(year, (calendar = new Uint8Array(this.students * CALENDAR_DAYS).fill(NO_RECORD.charCodeAt(0))))
    const day = dayOfYear(date) - 1
    statuses.forEach((status, i) => {
      if (status === null) return
      calendar[i * CALENDAR_DAYS + day] = this.codes[status]
      const key = `${date}\u0000${status}\u0000${dayCountBucket(this.studentId(i))}`
      this.dayCounts.set(key, (this.dayCounts.get(key) ?? 0) + 1)
    })
  }

  async write(db: Db, kind: DatabaseKind, schoolId: string): Promise<void> {
    const counts = [...this.dayCounts].map(([key, n]) => [schoolId, ...key.split('\u0000'), n] as (string | number)[])
    for (let i = 0; i < counts.length; i += BATCH_ROWS) {
      await insertTextRows(db, kind, 'attendance_day_counts', ['school_id', 'date', 'status', 'bucket', 'n'], counts.slice(i, i + BATCH_ROWS), ['n'])
    }
    for (const [year, calendar] of this.calendars) {
      for (let from = 0; from < this.students; from += BATCH_ROWS) {
        const rows: (string | number)[][] = []
        for (let i = from; i < Math.min(this.students, from + BATCH_ROWS); i++) {
          const days = Buffer.from(calendar.subarray(i * CALENDAR_DAYS, (i + 1) * CALENDAR_DAYS)).toString('latin1')
          rows.push([schoolId, this.studentId(i), year, days])
        }
        await insertTextRows(db, kind, 'attendance_calendars', ['school_id', 'student_id', 'year', 'days'], rows, ['year'])
      }
    }
  }
}
