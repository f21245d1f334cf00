import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * Student photos (ADR 025): at most one a student, kept as the two images the server made
 * from the upload (a thumbnail of at most 12 KB and a larger one, metadata stripped), never the file
 * that was sent. In the database, as the absence requests' attachments are, so a backup holds them.
 * `length()` of a BLOB (SQLite) or a bytea (PostgreSQL) is its size in bytes on both engines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob'
  await db.schema
    .createTable('student_photos')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('thumb', bytes, (c) => c.notNull())
    .addColumn('large', bytes, (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_photos_pk', ['school_id', 'student_id'])
    .addForeignKeyConstraint('student_photos_student_fk', ['school_id', 'student_id'], 'students', ['school_id', 'user_id'], (c) =>
      c.onDelete('cascade'))
    .addCheckConstraint('student_photos_thumb_ck', sql`length(thumb) <= 12288`)
    .addCheckConstraint('student_photos_type_ck', sql`mime_type in ('image/webp', 'image/jpeg')`)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('student_photos').execute()
}
