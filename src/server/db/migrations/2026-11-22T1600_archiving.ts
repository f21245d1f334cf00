import { type Kysely, sql } from 'kysely'

/**
 * Deleting a student, teacher or class that history still refers to archives it instead
 * (ADR 006). An archived user's sign-in identifier (parent number or email) moves to
 * `archived_identifier`, and an archived class's name to `archived_name`: the live columns
 * then hold a value no sign-in or form can produce, so the number, email or class name is
 * free for someone new while the unique constraints stay as they are.
 *
 * A class has at most one homeroom teacher: teachers (school_id, homeroom_class_id) is unique
 * (NULLs never collide, on SQLite and PostgreSQL alike).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('archived_at', 'text').execute()
  await db.schema.alterTable('users').addColumn('archived_identifier', 'text').execute()
  await db.schema.alterTable('classes').addColumn('archived_at', 'text').execute()
  await db.schema.alterTable('classes').addColumn('archived_name', 'text').execute()
  await db.schema
    .createIndex('teachers_homeroom_uq')
    .on('teachers')
    .columns(['school_id', 'homeroom_class_id'])
    .unique()
    .execute()
  await db.schema.createIndex('classes_teacher_ix').on('classes').columns(['school_id', 'teacher_id']).execute()
  // Whole-school counts take the (few) archived students off; this finds them without a scan.
  await db.schema
    .createIndex('users_archived_ix')
    .on('users')
    .columns(['school_id', 'role'])
    .where(sql.ref('archived_at'), 'is not', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_archived_ix').execute()
  await db.schema.dropIndex('classes_teacher_ix').execute()
  await db.schema.dropIndex('teachers_homeroom_uq').execute()
  await db.schema.alterTable('classes').dropColumn('archived_name').execute()
  await db.schema.alterTable('classes').dropColumn('archived_at').execute()
  await db.schema.alterTable('users').dropColumn('archived_identifier').execute()
  await db.schema.alterTable('users').dropColumn('archived_at').execute()
}
