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

/** The school a slug names (a host name's first label, or the code typed on the sign-in screen). */
export async function findSchoolBySlug(db: Db, slug: string): Promise<School | undefined> {
  return db.selectFrom('schools').selectAll().where('slug', '=', slug).executeTakeFirst()
}

/** Every school's id, oldest first: for the work done in the background for each (notices, digests). */
export async function listSchoolIds(db: Db): Promise<string[]> {
  return (await db.selectFrom('schools').select('id').orderBy('created_at').orderBy('id').execute()).map((s) => s.id)
}
