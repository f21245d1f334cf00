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
