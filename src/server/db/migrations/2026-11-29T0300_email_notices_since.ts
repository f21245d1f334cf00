import type { Kysely } from 'kysely'

/**
 * When an adult last turned email notices on: an unsubscribe link issued before then no longer
 * turns them off, so a forwarded or scanned old email cannot undo the adult's later choice. Null: on since
 * the account was made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_notices_since', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_notices_since').execute()
}
