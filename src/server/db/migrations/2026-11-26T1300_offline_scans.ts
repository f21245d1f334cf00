import { type Kysely, sql } from 'kysely'

/**
 * Scans a device took with no network and sent later (ADR 027), one row a device nonce: the
 * answer the server gave, so a re-sent batch is answered the same and records nothing twice. An accepted
 * row is what marks its record as taken offline (the student, the day, when it happened and on which
 * device); `synced_at` says when it arrived.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offline_scans')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('scanned_by', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text')
    .addColumn('scanned_at', 'text', (c) => c.notNull())
    .addColumn('device_scanned_at', 'text', (c) => c.notNull())
    .addColumn('synced_at', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text')
    .addColumn('date', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('accepted', 'alreadyCheckedIn', 'refused')`))
    .addColumn('answer', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('offline_scans_pk', ['school_id', 'nonce'])
    .addForeignKeyConstraint('offline_scans_scanned_by_fk', ['school_id', 'scanned_by'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('offline_scans_record_ix').on('offline_scans').columns(['school_id', 'date', 'student_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offline_scans').execute()
}
