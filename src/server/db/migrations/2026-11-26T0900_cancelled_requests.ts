import type SqliteDatabase from 'better-sqlite3'
import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { rewriteTableDefinition } from '../sqlite-schema-edit'

/**
 * An approved absence request can be cancelled, and with it the records it made taken back
 * (ADR 023). The day then has no record, as if never recorded; the audit keeps what happened.
 *
 * - `absence_requests.cancelled_by`, `cancelled_at`: who cancelled it and when (the decision's columns
 *   keep who approved it).
 * - `attendance_audit.audit_record_fk` is dropped: an audit row outlives the record it is about.
 *   `record_id` stays NOT NULL, the id the record had, so a day's history still reads as one chain.
 * - `attendance_audit.new_status` may be null: the record was taken back (deleted) by `changed_by`.
 *
 * SQLite: both are constraints removed, which SQLite's documentation allows by editing the table's
 * statement in place (sqlite-schema-edit.ts), as 2026-11-25T1600_families does for a CHECK.
 */
const FK = `, constraint "audit_record_fk" foreign key ("school_id", "record_id") references "attendance_records" ("school_id", "id")`
const PRIMARY_KEY = `constraint "attendance_audit_pk" primary key ("school_id", "id")`
const NEW_STATUS = `"new_status" text not null`
const NEW_STATUS_NULLABLE = `"new_status" text`

export async function up(db: Kysely<any>, sqlite?: SqliteDatabase.Database): Promise<void> {
  await db.schema.alterTable('absence_requests').addColumn('cancelled_by', 'text').execute()
  await db.schema.alterTable('absence_requests').addColumn('cancelled_at', 'text').execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table attendance_audit drop constraint audit_record_fk`.execute(db)
    await sql`alter table attendance_audit alter column new_status drop not null`.execute(db)
    return
  }
  if (!sqlite) throw new Error('This migration changes constraints on SQLite: run it through migrateToLatest')
  rewriteTableDefinition(sqlite, 'attendance_audit', [[FK, ''], [NEW_STATUS, NEW_STATUS_NULLABLE]])
}

/** Back: the audit of every record taken back goes (its rows would break the constraints restored). */
export async function down(db: Kysely<any>, sqlite?: SqliteDatabase.Database): Promise<void> {
  await db.schema.alterTable('absence_requests').dropColumn('cancelled_at').execute()
  await db.schema.alterTable('absence_requests').dropColumn('cancelled_by').execute()
  await db
    .deleteFrom('attendance_audit as h')
    .where((eb) =>
      eb.or([
        eb('h.new_status', 'is', null),
        eb.not(eb.exists(eb.selectFrom('attendance_records as r').select('r.id').whereRef('r.school_id', '=', 'h.school_id').whereRef('r.id', '=', 'h.record_id'))),
      ]))
    .execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table attendance_audit alter column new_status set not null`.execute(db)
    await sql`alter table attendance_audit add constraint audit_record_fk foreign key (school_id, record_id)
      references attendance_records (school_id, id)`.execute(db)
    return
  }
  if (!sqlite) throw new Error('This migration changes constraints on SQLite: run it through the migrator')
  rewriteTableDefinition(sqlite, 'attendance_audit', [[NEW_STATUS_NULLABLE + ',', NEW_STATUS + ','], [`${PRIMARY_KEY})`, `${PRIMARY_KEY}${FK})`]])
}
