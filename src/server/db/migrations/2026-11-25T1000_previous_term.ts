import type { Kysely } from 'kysely'

/**
 * `schools.previous_term_start`: attendance may be corrected back to the start of the
 * previous term and no further. When the headmaster moves the term on, the old term's start is kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('previous_term_start', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').dropColumn('previous_term_start').execute()
}
