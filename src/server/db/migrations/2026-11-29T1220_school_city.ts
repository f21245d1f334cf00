import type { Kysely } from 'kysely'

/**
 * The school's city (ADR 047): the place written before the date above the signatures of the
 * monthly attendance sheet ("Jakarta, 30 November 2026"). Optional; a school without one gets a blank line.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('city', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').dropColumn('city').execute()
}
