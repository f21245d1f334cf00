import { type Insertable, sql } from 'kysely'
import type { AttendanceStatus } from '#shared/school'
import type { Db } from '../../db/create-db'
import type { AttendanceCalendarsTable, AttendanceDayCountsTable } from '../../db/schema'
import { calendarRows, calendarYear, dayOfYear, EMPTY_CALENDAR, STATUS_CODES } from './attendance-calendar'

/** Rows to a multi-row statement: well under either engine's limit on parameters. */
const WRITE_BATCH = 500

/**
 * Sets one day (`date`) of each student's calendar to their new status, creating the year's row where
 * needed: one statement for any number of students (the record's transaction). Each student once.
 */
export async function setCalendarDays(
  db: Db,
  schoolId: string,
  date: string,
  changes: readonly { studentId: string; status: AttendanceStatus }[],
) {
  const day = dayOfYear(date)
  const year = calendarYear(date)
  const before = EMPTY_CALENDAR.slice(0, day - 1)
  const after = EMPTY_CALENDAR.slice(day)
  for (let i = 0; i < changes.length; i += WRITE_BATCH) {
    const rows = changes.slice(i, i + WRITE_BATCH).map(({ studentId, status }) => ({
      school_id: schoolId, student_id: studentId, year, days: before + STATUS_CODES[status] + after,
    }))
    await db
      .insertInto('attendance_calendars')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['school_id', 'year', 'student_id']).doUpdateSet({
          // The new row holds the day's code at the day's place: copy that one character in.
          days: sql<string>`substr(attendance_calendars.days, 1, ${day - 1}) || substr(excluded.days, ${day}, 1) || substr(attendance_calendars.days, ${day + 1})`,
        }),
      )
      .execute()
  }
}

/** Adds each `n` (positive or negative) to the school's count of its status and bucket on `date`; each (status, bucket) once. */
export async function addToDayCounts(
  db: Db,
  schoolId: string,
  date: string,
  deltas: readonly { status: AttendanceStatus; bucket: string; n: number }[],
) {
  for (let i = 0; i < deltas.length; i += WRITE_BATCH) {
    await db
      .insertInto('attendance_day_counts')
      .values(deltas.slice(i, i + WRITE_BATCH).map(({ status, bucket, n }) => ({ school_id: schoolId, date, status, bucket, n })))
      .onConflict((oc) =>
        oc.columns(['school_id', 'date', 'status', 'bucket']).doUpdateSet({ n: sql<number>`attendance_day_counts.n + excluded.n` }),
      )
      .execute()
  }
}

export async function insertDayCounts(db: Db, rows: readonly Insertable<AttendanceDayCountsTable>[]) {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('attendance_day_counts').values(rows.slice(i, i + 200)).execute()
}

export async function insertCalendars(db: Db, rows: readonly Insertable<AttendanceCalendarsTable>[]) {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('attendance_calendars').values(rows.slice(i, i + 200)).execute()
}

const REBUILD_BATCH = 20_000

/**
 * Rebuilds a school's report summaries (ADR 008) from its records, for a school whose records were
 * bulk-loaded around the write path (a benchmark's seed): the day counts in one statement, the
 * calendars reading the records once, one student after another.
 */
export async function rebuildReportSummaries(db: Db, schoolId: string): Promise<void> {
  await db.deleteFrom('attendance_day_counts').where('school_id', '=', schoolId).execute()
  const bucket = sql<string>`substr(student_id, length(student_id), 1)`
  await db
    .insertInto('attendance_day_counts')
    .columns(['school_id', 'date', 'status', 'bucket', 'n'])
    .expression(
      db
        .selectFrom('attendance_records')
        .select(['school_id', 'date', 'status', bucket.as('bucket'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('school_id', '=', schoolId)
        .groupBy(['school_id', 'date', 'status', bucket]),
    )
    .execute()
  await db.deleteFrom('attendance_calendars').where('school_id', '=', schoolId).execute()
  let after: { student_id: string; date: string } | undefined
  let pending: { school_id: string; student_id: string; date: string; status: AttendanceStatus }[] = []
  for (;;) {
    let query = db
      .selectFrom('attendance_records')
      .select(['school_id', 'student_id', 'date', 'status'])
      .where('school_id', '=', schoolId)
      .orderBy('student_id')
      .orderBy('date')
      .limit(REBUILD_BATCH)
    if (after) query = query.where(sql<boolean>`(student_id, date) > (${after.student_id}, ${after.date})`)
    const records = await query.execute()
    after = records.at(-1)
    const done = !after || records.length < REBUILD_BATCH
    // The batch's last student may go on in the next one: their records wait for it.
    if (done) return insertCalendars(db, calendarRows([...pending, ...records]))
    const cut = records.findIndex((r) => r.student_id === after!.student_id)
    if (cut > 0) await insertCalendars(db, calendarRows([...pending, ...records.slice(0, cut)]))
    pending = cut > 0 ? records.slice(cut) : [...pending, ...records]
  }
}
