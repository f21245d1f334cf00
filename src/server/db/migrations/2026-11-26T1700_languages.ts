import type { Kysely } from 'kysely'

/**
 * Languages (ADR 030). `users.language`: the language a person chose, null while they take the
 * school's; `schools.default_language`: the headmaster's choice for everyone who has not chosen, English
 * unless changed. Codes from LANGUAGES (src/shared/school.ts); the API refuses any other.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute()
  await db.schema.alterTable('schools').addColumn('default_language', 'text', (c) => c.notNull().defaultTo('en')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').dropColumn('default_language').execute()
  await db.schema.alterTable('users').dropColumn('language').execute()
}
