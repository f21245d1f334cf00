import type { Insertable, Selectable } from 'kysely'
import type { Db } from '../../db/create-db'
import type { SchoolsTable } from '../../db/schema'

export type School = Selectable<SchoolsTable>

export async function listSchools(db: Db, limit: number): Promise<School[]> {
  return db.selectFrom('schools').selectAll().orderBy('created_at').limit(limit).execute()
}

export async function insertSchool(db: Db, school: Insertable<SchoolsTable>): Promise<void> {
  await db.insertInto('schools').values(school).execute()
}
