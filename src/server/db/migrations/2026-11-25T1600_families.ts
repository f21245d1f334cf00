import type SqliteDatabase from 'better-sqlite3'
import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { rewriteTableCheck } from '../sqlite-schema-edit'

/**
 * Families (ADR 020): parents are accounts of their own role, linked to their children.
 *
 * - `users.role` may be `parent` (an email and a password, like staff: users_identifier_ck holds).
 * - `guardians`: which adult is linked to which student (at most 4 a student, checked by the service
 *   in the linking transaction); a link goes with either account.
 * - `link_codes`: the single-use codes staff hand out for a student; only their hash is kept, with who
 *   made it, when it expires (14 days) and who used it.
 */
const OLD_ROLES = `role in ('headmaster', 'homeroom_teacher', 'subject_teacher', 'student')`
const NEW_ROLES = `role in ('headmaster', 'homeroom_teacher', 'subject_teacher', 'student', 'parent')`

export async function up(db: Kysely<any>, sqlite?: SqliteDatabase.Database): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table users drop constraint users_role_ck`.execute(db)
    await sql`alter table users add constraint users_role_ck check (${sql.raw(NEW_ROLES)})`.execute(db)
  } else {
    if (!sqlite) throw new Error('This migration changes a constraint on SQLite: run it through migrateToLatest')
    rewriteTableCheck(sqlite, 'users', OLD_ROLES, NEW_ROLES)
  }

  await db.schema
    .createTable('guardians')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'text', (c) => c.notNull())
    /** The staff member whose code it was. */
    .addColumn('code_created_by', 'text')
    .addPrimaryKeyConstraint('guardians_pk', ['school_id', 'student_id', 'parent_id'])
    .addForeignKeyConstraint('guardians_student_fk', ['school_id', 'student_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('guardians_parent_fk', ['school_id', 'parent_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('guardians_parent_ix').on('guardians').columns(['school_id', 'parent_id']).execute()

  await db.schema
    .createTable('link_codes')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'text')
    .addPrimaryKeyConstraint('link_codes_pk', ['school_id', 'id'])
    .addUniqueConstraint('link_codes_hash_uq', ['school_id', 'code_hash'])
    .addForeignKeyConstraint('link_codes_student_fk', ['school_id', 'student_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('link_codes_student_ix').on('link_codes').columns(['school_id', 'student_id']).execute()
}

export async function down(db: Kysely<any>, sqlite?: SqliteDatabase.Database): Promise<void> {
  await db.schema.dropTable('link_codes').execute()
  await db.schema.dropTable('guardians').execute()
  await db.deleteFrom('users').where('role', '=', 'parent').execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table users drop constraint users_role_ck`.execute(db)
    await sql`alter table users add constraint users_role_ck check (${sql.raw(OLD_ROLES)})`.execute(db)
  } else {
    if (!sqlite) throw new Error('This migration changes a constraint on SQLite: run it through the migrator')
    rewriteTableCheck(sqlite, 'users', NEW_ROLES, OLD_ROLES)
  }
}
