import type { Kysely } from 'kysely'

/**
 * External ids for the roster sync (ADR 036): the id a district's student information system gives a
 * student, teacher or class, unique within a school (school_id leads each index, as every key of school
 * data must, ADR 032). Null for rows that were never synced; both engines allow many nulls in a unique index.
 */
const TABLES = ['students', 'teachers', 'classes'] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('external_id', 'text').execute()
    await db.schema.createIndex(`${table}_external_id_uq`).on(table).columns(['school_id', 'external_id']).unique().execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_external_id_uq`).execute()
    await db.schema.alterTable(table).dropColumn('external_id').execute()
  }
}
