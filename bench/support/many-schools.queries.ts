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

/**
 * Every enrolment, as (school, student) pairs: the check compares a record's school with its student's
 * in the benchmark's process. The join on the student's id alone that would do it in SQL is one Citus
 * refuses (students and records are distributed by school, so matching them across schools is a
 * repartition join); two plain reads work on PostgreSQL and on the cluster alike.
 */
export async function enrolments(db: Db): Promise<{ schoolId: string; studentId: string }[]> {
  const rows = await db.selectFrom('students').select(['school_id', 'user_id']).execute()
  return rows.map((r) => ({ schoolId: r.school_id, studentId: r.user_id }))
}
