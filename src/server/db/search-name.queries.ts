import { sql } from 'kysely'
import { searchFold } from '#shared/search-fold'
import type { Db } from './create-db'

/**
 * Rewrites the school's `search_name`s that are not searchFold(name) (ADR 019): none, unless a row
 * was written around the query modules or the fold itself changed (a new Unicode version in a new
 * Node.js). Returns how many rows were fixed. Part of the read-model rebuild.
 */
export async function refoldSearchNames(db: Db, schoolId: string): Promise<number> {
  let fixed = 0
  for (const table of ['users', 'classes'] as const) {
    const rows = await db.selectFrom(table).select(['id', 'name', 'search_name']).where('school_id', '=', schoolId).execute()
    const wrong = rows.filter((r) => r.search_name !== searchFold(r.name))
    for (let i = 0; i < wrong.length; i += 500) {
      const values = sql.join(wrong.slice(i, i + 500).map((r) => sql`(${r.id}, ${searchFold(r.name)})`))
      await sql`update ${sql.table(table)} set search_name = v.column2 from (values ${values}) as v
        where ${sql.ref(`${table}.school_id`)} = ${schoolId} and ${sql.ref(`${table}.id`)} = v.column1`.execute(db)
    }
    fixed += wrong.length
  }
  return fixed
}
