import { sql } from 'kysely'
import type { Db } from '../../src/server/db/create-db'

export interface StoredRecord {
  schoolId: string
  studentId: string
  method: string
}

/** Every attendance record of one day, every school: what the check counts. */
export async function recordsOfDay(db: Db, date: string): Promise<StoredRecord[]> {
  const rows = await db
    .selectFrom('attendance_records')
    .select(['school_id', 'student_id', 'method'])
    .where('date', '=', date)
    .execute()
  return rows.map((r) => ({ schoolId: r.school_id, studentId: r.student_id, method: r.method }))
}

/** Records whose student is enrolled in another school than the record's: a school's data in another's. */
export async function recordsOfAnotherSchoolsStudents(db: Db, date: string): Promise<number> {
  const row = await db
    .selectFrom('attendance_records as r')
    .innerJoin('students as s', 's.user_id', 'r.student_id')
    .where('r.date', '=', date)
    .whereRef('s.school_id', '<>', 'r.school_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The server processes of every connection to this database but the asking one (PostgreSQL on this host). */
export async function backendPids(db: Db): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db)
  return rows.map((r) => Number(r.pid))
}
