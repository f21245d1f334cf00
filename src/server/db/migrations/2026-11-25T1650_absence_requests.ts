import type SqliteDatabase from 'better-sqlite3'
import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { rewriteTableCheck } from '../sqlite-schema-edit'

/**
 * Absence requests (ADR 020): a parent or the student asks, the homeroom teacher or the
 * headmaster decides; approval records the days with the new method `request`.
 *
 * - `attendance_records.method` may be `request` (the CHECK loosened in place on SQLite, as in
 *   2026-11-25T1600_families; the audit table has no CHECK on it).
 * - `absence_requests`: the child, the days asked for, sick or permission, a note, who asked, and the
 *   decision (state, by whom, when, a note, and the days it did not record because staff had).
 * - `request_attachments`: at most one file a request (a doctor's letter), its bytes in the database
 *   so a backup holds it, and the type read from those bytes.
 */
const OLD = `method in ('qr', 'manual')`
const NEW = `method in ('qr', 'manual', 'request')`

export async function up(db: Kysely<any>, sqlite?: SqliteDatabase.Database): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  if (postgres) {
    await sql`alter table attendance_records drop constraint attendance_method_ck`.execute(db)
    await sql`alter table attendance_records add constraint attendance_method_ck check (${sql.raw(NEW)})`.execute(db)
  } else {
    if (!sqlite) throw new Error('This migration changes a constraint on SQLite: run it through migrateToLatest')
    rewriteTableCheck(sqlite, 'attendance_records', OLD, NEW)
  }

  await db.schema
    .createTable('absence_requests')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decision_note', 'text')
    /** JSON array of the days approval left alone because staff had recorded them. */
    .addColumn('skipped_days', 'text')
    .addPrimaryKeyConstraint('absence_requests_pk', ['school_id', 'id'])
    .addForeignKeyConstraint('absence_requests_student_fk', ['school_id', 'student_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addCheckConstraint('absence_requests_reason_ck', sql`reason in ('sick', 'permission')`)
    .addCheckConstraint('absence_requests_state_ck', sql`state in ('pending', 'approved', 'rejected', 'withdrawn', 'cancelled')`)
    .addCheckConstraint('absence_requests_range_ck', sql`from_date <= to_date`)
    .execute()
  await db.schema.createIndex('absence_requests_student_ix').on('absence_requests').columns(['school_id', 'student_id', 'from_date']).execute()
  await db.schema.createIndex('absence_requests_state_ix').on('absence_requests').columns(['school_id', 'state', 'from_date']).execute()

  await db.schema
    .createTable('request_attachments')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_attachments_pk', ['school_id', 'request_id'])
    .addForeignKeyConstraint('request_attachments_request_fk', ['school_id', 'request_id'], 'absence_requests', ['school_id', 'id'], (c) =>
      c.onDelete('cascade'))
    .execute()
}

export async function down(db: Kysely<any>, sqlite?: SqliteDatabase.Database): Promise<void> {
  await db.schema.dropTable('request_attachments').execute()
  await db.schema.dropTable('absence_requests').execute()
  await db.deleteFrom('attendance_records').where('method', '=', 'request').execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table attendance_records drop constraint attendance_method_ck`.execute(db)
    await sql`alter table attendance_records add constraint attendance_method_ck check (${sql.raw(OLD)})`.execute(db)
  } else {
    if (!sqlite) throw new Error('This migration changes a constraint on SQLite: run it through the migrator')
    rewriteTableCheck(sqlite, 'attendance_records', NEW, OLD)
  }
}
