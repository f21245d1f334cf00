import type { Kysely } from 'kysely'

/**
 * The past stays as it was (ADR 043): a change of a school's weekdays takes effect from a date.
 * `schools.school_days` keeps the weekdays the school started with; `school_day_changes` lists each later
 * choice, `[{ "from": "YYYY-MM-DD", "days": [1, …] }]`, oldest first. A column of the school's own row
 * (a reference table, ADR 032), not a table: the history is a few entries, always read whole with the
 * school, which every request loads already. Existing schools have no change: their weekdays are as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('school_day_changes', 'text', (c) => c.notNull().defaultTo('[]')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').dropColumn('school_day_changes').execute()
}
