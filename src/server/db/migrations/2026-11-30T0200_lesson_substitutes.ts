import type { Kysely } from 'kysely'

/**
 * A teacher's lessons of a day include those they substitute (ADR 052): found by the substitute and the date,
 * not by reading every change of the date. The same index serves the substitute's foreign key when a person is
 * removed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('lesson_changes_substitute_ix').on('lesson_changes').columns(['school_id', 'substitute_id', 'date']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lesson_changes_substitute_ix').execute()
}
