import type { Kysely } from 'kysely'

/**
 * "Missing from lesson" notices (ADR 052): 1 when a pupil at school that day who is marked absent in a lesson is
 * told to their linked adults. Off unless the school turns it on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('notify_lesson_missing', 'integer', (c) => c.notNull().defaultTo(0)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').dropColumn('notify_lesson_missing').execute()
}
