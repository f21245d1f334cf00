import type { Kysely } from 'kysely'

/**
 * Lists of students (dashboard, roll call) are ordered by name, then id, within a school
 * and role: this index gives that order without a sort, on SQLite and PostgreSQL alike.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_role_name_ix').on('users').columns(['school_id', 'role', 'name', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_role_name_ix').execute()
}
