import type SqliteDatabase from 'better-sqlite3'
import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { rewriteTableCheck } from '../sqlite-schema-edit'

/**
 * Departure scans, "going home" (ADR 029). A school may turn them on (`schools.departure_scans`)
 * from a time of day (`departures_from`); a departure before `school_day_end` is "left early".
 *
 * - `departures`: one row a student and day, beside the day's attendance record, never in it: arrival
 *   stays the attendance record, a departure changes no status, rate or summary. The first wins (the key).
 *   `time` is HH:MM in the school's zone and `left_early` is judged once, when it is recorded, against the
 *   end of the day then in force (as a late mark is against the late time).
 * - `offline_scans.outcome` also allows `departed` and `alreadyDeparted` (a loosened CHECK; SQLite edits
 *   the table's statement in place, sqlite-schema-edit.ts).
 */
const OLD_CHECK = `outcome in ('accepted', 'alreadyCheckedIn', 'refused')`
const NEW_CHECK = `outcome in ('accepted', 'alreadyCheckedIn', 'refused', 'departed', 'alreadyDeparted')`

export async function up(db: Kysely<any>, sqlite?: SqliteDatabase.Database): Promise<void> {
  await db.schema.alterTable('schools').addColumn('departure_scans', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('schools').addColumn('departures_from', 'text', (c) => c.notNull().defaultTo('13:00')).execute()
  await db.schema.alterTable('schools').addColumn('school_day_end', 'text', (c) => c.notNull().defaultTo('14:00')).execute()
  await db.schema
    .createTable('departures')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('left_at', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('left_early', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('qr', 'manual')`))
    .addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recorded_by', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('departures_pk', ['school_id', 'student_id', 'date'])
    .addForeignKeyConstraint('departures_student_fk', ['school_id', 'student_id'], 'students', ['school_id', 'user_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('departures_recorded_by_fk', ['school_id', 'recorded_by'], 'users', ['school_id', 'id'], (c) => c.onDelete('set null'))
    .execute()
  // The reports count a range's early departures by day.
  await db.schema.createIndex('departures_date_ix').on('departures').columns(['school_id', 'date']).execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table offline_scans drop constraint offline_scans_outcome_check`.execute(db)
    await sql.raw(`alter table offline_scans add constraint offline_scans_outcome_check check (${NEW_CHECK})`).execute(db)
    return
  }
  if (!sqlite) throw new Error('This migration changes a CHECK on SQLite: run it through migrateToLatest')
  rewriteTableCheck(sqlite, 'offline_scans', OLD_CHECK, NEW_CHECK)
}

export async function down(db: Kysely<any>, sqlite?: SqliteDatabase.Database): Promise<void> {
  await db.deleteFrom('offline_scans').where('outcome', 'in', ['departed', 'alreadyDeparted']).execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table offline_scans drop constraint offline_scans_outcome_check`.execute(db)
    await sql.raw(`alter table offline_scans add constraint offline_scans_outcome_check check (${OLD_CHECK})`).execute(db)
  } else {
    if (!sqlite) throw new Error('This migration changes a CHECK on SQLite: run it through the migrator')
    rewriteTableCheck(sqlite, 'offline_scans', NEW_CHECK, OLD_CHECK)
  }
  await db.schema.dropTable('departures').execute()
  await db.schema.alterTable('schools').dropColumn('school_day_end').execute()
  await db.schema.alterTable('schools').dropColumn('departures_from').execute()
  await db.schema.alterTable('schools').dropColumn('departure_scans').execute()
}
