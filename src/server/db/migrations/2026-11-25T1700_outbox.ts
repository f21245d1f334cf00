import { type Kysely, sql } from 'kysely'

/**
 * The outbox of absence notices (ADR 021).
 *
 * - `outbox_messages`: every message the app means to send, written in the transaction of the record
 *   that caused it. `idempotency_key` is unique per school: a write retried, or a check run twice,
 *   queues nothing more. `message_id` (RFC 5322) is fixed when queued, so a message sent again after
 *   a crash carries the same one. A worker claims due rows (`state`, `next_attempt_at`), sends them and
 *   marks them sent, or queued again with a back-off, or failed after its last try.
 * - `schools`: the notices' settings: minutes after the late time at which a student still not recorded
 *   is notified (30), whether a late mark is notified (off), the contact line every notice ends with.
 * - `notice_preferences`: an adult's quiet hours and language, a row only for an adult who differs from
 *   the defaults (21:00–06:00, English), so the `users` row every request reads is left as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('about_record_id', 'text')
    .addColumn('about_student_id', 'text')
    .addColumn('about_date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('outbox_messages_pk', ['school_id', 'id'])
    .addUniqueConstraint('outbox_messages_key_uq', ['school_id', 'idempotency_key'])
    .addCheckConstraint('outbox_messages_state_ck', sql`state in ('queued', 'sending', 'sent', 'failed', 'held')`)
    .addCheckConstraint('outbox_messages_channel_ck', sql`channel in ('email', 'webhook')`)
    .addForeignKeyConstraint('outbox_messages_recipient_fk', ['school_id', 'recipient_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute()
  // What the worker claims: due messages, oldest due first.
  await db.schema.createIndex('outbox_messages_due_ix').on('outbox_messages').columns(['school_id', 'state', 'next_attempt_at']).execute()
  // The Notices page (by date of the day it is about) and a parent's "notices sent" (by student).
  await db.schema.createIndex('outbox_messages_date_ix').on('outbox_messages').columns(['school_id', 'about_date', 'created_at']).execute()
  await db.schema.createIndex('outbox_messages_student_ix').on('outbox_messages').columns(['school_id', 'about_student_id', 'recipient_id']).execute()

  await db.schema.alterTable('schools').addColumn('notice_cutoff_minutes', 'integer', (c) => c.notNull().defaultTo(30)).execute()
  await db.schema.alterTable('schools').addColumn('notify_late', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('schools').addColumn('notice_contact', 'text').execute()

  await db.schema
    .createTable('notice_preferences')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('quiet_start', 'text', (c) => c.notNull().defaultTo('21:00'))
    .addColumn('quiet_end', 'text', (c) => c.notNull().defaultTo('06:00'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addPrimaryKeyConstraint('notice_preferences_pk', ['school_id', 'user_id'])
    .addForeignKeyConstraint('notice_preferences_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notice_preferences').execute()
  await db.schema.alterTable('schools').dropColumn('notice_contact').execute()
  await db.schema.alterTable('schools').dropColumn('notify_late').execute()
  await db.schema.alterTable('schools').dropColumn('notice_cutoff_minutes').execute()
  await db.schema.dropTable('outbox_messages').execute()
}
