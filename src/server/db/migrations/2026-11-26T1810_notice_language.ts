import type { Kysely } from 'kysely'

/**
 * An adult's notice language becomes optional (ADR 030, addendum on notices): `notice_preferences.language`
 * null means "the same as my account", so a message is written in the person's own language, else the
 * school's default, else English. Until now English was the only language offered, so no stored 'en'
 * was a choice: every existing row takes the account's language (null). Portable on both engines: the
 * old column is renamed, a nullable one added and the old one dropped (SQLite cannot drop NOT NULL).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notice_preferences').renameColumn('language', 'language_before').execute()
  await db.schema.alterTable('notice_preferences').addColumn('language', 'text').execute()
  await db.schema.alterTable('notice_preferences').dropColumn('language_before').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notice_preferences').renameColumn('language', 'language_chosen').execute()
  await db.schema.alterTable('notice_preferences').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute()
  await db.updateTable('notice_preferences').set({ language: 'en' }).execute()
  await db.schema.alterTable('notice_preferences').dropColumn('language_chosen').execute()
}
