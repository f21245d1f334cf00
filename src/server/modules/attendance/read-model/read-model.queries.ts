import { sql } from 'kysely'
import type { AttendanceStatus } from '#shared/school'
import { textRowsRelation } from '../../../db/bulk-insert.queries'
import type { Db } from '../../../db/create-db'
import { arg, precompiled } from '../../../db/precompiled'
import { listedStudents } from '../../enrolment'
import { calendarYear, dayCode, dayOfYear, oneDayCalendar, oneDayCalendarAround } from './encoding'
import type { CalendarRow, DayCountRow } from './summaries'

/**
 * The read model's statements (ADR 016): the write path's, which keep the summaries a day at a time
 * beside the records, and the rebuild's, which compare them with the records and fix them.
 */

/** Rows to a multi-row statement: well under either engine's limit on parameters. */
const WRITE_BATCH = 500

function chunks<T>(rows: readonly T[], size = WRITE_BATCH): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

/** One student's calendar day: args school, student, year, the one-day calendar, then the day's place three times (n − 1, n, n + 1). */
const setOneCalendarDay = precompiled((db) =>
  db
    .insertInto('attendance_calendars')
    .values({ school_id: arg(0), student_id: arg(1), year: arg(2), days: arg(3) })
    .onConflict((oc) =>
      oc.columns(['school_id', 'year', 'student_id']).doUpdateSet({
        days: sql<string>`substr(attendance_calendars.days, 1, ${arg(4)}) || substr(excluded.days, ${arg(5)}, 1) || substr(attendance_calendars.days, ${arg(6)})`,
      }),
    ),
)
/** One day count moved: args school, date, status, bucket, n. */
const addToOneDayCount = precompiled((db) =>
  db
    .insertInto('attendance_day_counts')
    .values({ school_id: arg(0), date: arg(1), status: arg(2), bucket: arg(3), n: arg(4) })
    .onConflict((oc) => oc.columns(['school_id', 'date', 'status', 'bucket']).doUpdateSet({ n: sql<number>`attendance_day_counts.n + excluded.n` })),
)

/**
 * Sets one day (`date`) of each student's calendar to their new status (null: no record), creating the
 * year's row where needed: one statement for any number of students (the record's transaction). Each student once.
 */
export async function setCalendarDays(db: Db, schoolId: string, date: string, changes: readonly { studentId: string; status: AttendanceStatus | null }[]) {
  const day = dayOfYear(date)
  const year = calendarYear(date)
  if (changes.length === 1) {
    const { studentId, status } = changes[0]!
    return void (await setOneCalendarDay.run(db, [schoolId, studentId, year, oneDayCalendar(date, status), day - 1, day, day + 1]))
  }
  // Many students: their ids and the day's character only, each calendar built by the statement (the rows' text
  // would otherwise be 366 characters a student).
  const { before, after } = oneDayCalendarAround(date)
  const students = textRowsRelation(db, ['student_id', 'code'], changes.map(({ studentId, status }) => [studentId, dayCode(status)]))
  // The statement's own values are written into it as literals (Kysely quotes them): Citus, which reads the rows
  // on its coordinator first for an insert from a select, cannot type a parameter outside them.
  const { lit } = sql
  await sql`insert into attendance_calendars (school_id, student_id, year, days)
    select ${lit(schoolId)}, r.student_id, ${lit(year)}, ${lit(before)} || r.code || ${lit(after)} from (${students}) as r where true
    on conflict (school_id, year, student_id) do update set days = substr(attendance_calendars.days, 1, ${lit(day - 1)})
      || substr(excluded.days, ${lit(day)}, 1) || substr(attendance_calendars.days, ${lit(day + 1)})`.execute(db)
}

/** Adds each `n` (positive or negative) to the school's count of its status and bucket on `date`; each (status, bucket) once. */
export async function addToDayCounts(db: Db, schoolId: string, date: string, deltas: readonly { status: AttendanceStatus; bucket: string; n: number }[]) {
  if (deltas.length === 1) return void (await addToOneDayCount.run(db, [schoolId, date, deltas[0]!.status, deltas[0]!.bucket, deltas[0]!.n]))
  for (const some of chunks(deltas)) {
    await db
      .insertInto('attendance_day_counts')
      .values(some.map(({ status, bucket, n }) => ({ school_id: schoolId, date, status, bucket, n })))
      .onConflict((oc) => oc.columns(['school_id', 'date', 'status', 'bucket']).doUpdateSet({ n: sql<number>`attendance_day_counts.n + excluded.n` }))
      .execute()
  }
}

// The rebuild's statements.

export async function listSchools(db: Db) {
  return db.selectFrom('schools').select(['id', 'name']).orderBy('name').orderBy('id').execute()
}

/**
 * PostgreSQL: no record is written until the transaction ends (a writer's transaction that has already
 * written waits for nothing and is waited for), so the records read and the summaries fixed stay one
 * picture. SQLite's transactions already run one at a time.
 */
export async function holdRecordWriters(db: Db) {
  await sql`lock table attendance_records in share mode`.execute(db)
}

const RECORD_BATCH = 20_000

/** Every record of the school (student, date, status), a batch at a time in (student, date) order. */
export async function* schoolRecords(db: Db, schoolId: string) {
  let after: { student_id: string; date: string } | undefined
  for (;;) {
    let query = db
      .selectFrom('attendance_records')
      .select(['student_id', 'date', 'status'])
      .where('school_id', '=', schoolId)
      .orderBy('student_id')
      .orderBy('date')
      .limit(RECORD_BATCH)
    if (after) {
      const { student_id, date } = after
      query = query.where((eb) => eb.or([eb('student_id', '>', student_id), eb.and([eb('student_id', '=', student_id), eb('date', '>', date)])]))
    }
    const records = await query.execute()
    yield records
    if (records.length < RECORD_BATCH) return
    after = records.at(-1)
  }
}

export async function listCalendars(db: Db, schoolId: string): Promise<CalendarRow[]> {
  return db.selectFrom('attendance_calendars').select(['student_id as studentId', 'year', 'days']).where('school_id', '=', schoolId).execute()
}

export async function listDayCounts(db: Db, schoolId: string): Promise<DayCountRow[]> {
  const rows = await db.selectFrom('attendance_day_counts').select(['date', 'status', 'bucket', 'n']).where('school_id', '=', schoolId).execute()
  return rows.map((r) => ({ ...r, n: Number(r.n) }))
}

/** Writes these calendars over what the school has for their student and year. */
export async function putCalendars(db: Db, schoolId: string, rows: readonly CalendarRow[]) {
  for (const some of chunks(rows, 200)) {
    await db
      .insertInto('attendance_calendars')
      .values(some.map((r) => ({ school_id: schoolId, student_id: r.studentId, year: r.year, days: r.days })))
      .onConflict((oc) => oc.columns(['school_id', 'year', 'student_id']).doUpdateSet({ days: (eb) => eb.ref('excluded.days') }))
      .execute()
  }
}

export async function deleteCalendar(db: Db, schoolId: string, row: { studentId: string; year: number }) {
  await db.deleteFrom('attendance_calendars').where('school_id', '=', schoolId).where('year', '=', row.year).where('student_id', '=', row.studentId).execute()
}

/** Writes these counts over what the school has for their day, status and bucket. */
export async function putDayCounts(db: Db, schoolId: string, rows: readonly DayCountRow[]) {
  for (const some of chunks(rows, 200)) {
    await db
      .insertInto('attendance_day_counts')
      .values(some.map((r) => ({ school_id: schoolId, ...r })))
      .onConflict((oc) => oc.columns(['school_id', 'date', 'status', 'bucket']).doUpdateSet({ n: (eb) => eb.ref('excluded.n') }))
      .execute()
  }
}

/** The names the school's listed students have: what `student_names` must hold (SQLite). */
export async function listedStudentNames(db: Db, schoolId: string): Promise<Map<string, string>> {
  const rows = await listedStudents(db, schoolId).select(['u.id', 'u.name']).execute()
  return new Map(rows.map((r) => [r.id, r.name]))
}

/**
 * SQLite: the school's enrolment count as its triggers kept it (enrolment_counts) against the
 * students it has; puts it right when they differ. Returns whether it was wrong.
 */
export async function fixEnrolmentCount(db: Db, schoolId: string): Promise<boolean> {
  const { rows } = await sql<{ kept: number | null; counted: number }>`select
      (select n from enrolment_counts where school_id = ${schoolId}) as kept,
      (select count(*) from students where school_id = ${schoolId}) as counted`.execute(db)
  const { kept, counted } = rows[0]!
  if (Number(kept ?? 0) === Number(counted)) return false
  await sql`insert into enrolment_counts (school_id, n) values (${schoolId}, ${counted})
    on conflict (school_id) do update set n = excluded.n`.execute(db)
  return true
}
