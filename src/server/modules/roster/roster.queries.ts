import { sql } from 'kysely'
import type { Db } from '../../db/create-db'
import { batches, LOOKUP_BATCH } from '../../lib/csv-import/batches'

/** The student number of each student with one of these external ids, by external id. */
export async function studentNumbersByExternalId(db: Db, schoolId: string, externalIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (const batch of batches(externalIds, LOOKUP_BATCH)) {
    if (batch.length === 0) continue
    const rows = await db
      .selectFrom('students')
      .where('school_id', '=', schoolId)
      .where('external_id', 'in', batch)
      .select(['external_id', 'student_number'])
      .execute()
    for (const row of rows) found.set(row.external_id!, row.student_number)
  }
  return found
}

/** Gives new students their external ids. */
export async function setStudentExternalIds(db: Db, schoolId: string, pairs: { userId: string; externalId: string }[]): Promise<void> {
  for (const batch of batches(pairs)) {
    if (batch.length === 0) continue
    const values = sql.join(batch.map((p) => sql`(${p.userId}, ${p.externalId})`))
    await sql`update students set external_id = v.column2
      from (values ${values}) as v
      where students.school_id = ${schoolId} and students.user_id = v.column1`.execute(db)
  }
}

/** The (lower-case) email of each teacher with one of these external ids, by external id. */
export async function teacherEmailsByExternalId(db: Db, schoolId: string, externalIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (const batch of batches(externalIds, LOOKUP_BATCH)) {
    if (batch.length === 0) continue
    const rows = await db
      .selectFrom('teachers as t')
      .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 't.school_id').onRef('u.id', '=', 't.user_id'))
      .where('t.school_id', '=', schoolId)
      .where('t.external_id', 'in', batch)
      .select(['t.external_id', 'u.email'])
      .execute()
    for (const row of rows) found.set(row.external_id!, (row.email ?? '').toLowerCase())
  }
  return found
}

/** Gives teachers, found by their account's email, their external ids. */
export async function setTeacherExternalIds(db: Db, schoolId: string, pairs: { email: string; externalId: string }[]): Promise<void> {
  for (const batch of batches(pairs)) {
    if (batch.length === 0) continue
    const values = sql.join(batch.map((p) => sql`(${p.email}, ${p.externalId})`))
    await sql`update teachers set external_id = v.column2
      from (values ${values}) as v, users
      where teachers.school_id = ${schoolId} and users.school_id = teachers.school_id and users.id = teachers.user_id
        and users.email = v.column1`.execute(db)
  }
}
