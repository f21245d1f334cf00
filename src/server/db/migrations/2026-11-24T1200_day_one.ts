import { type Kysely, sql } from 'kysely'

/**
 * Day one of a real school (README, "Day one of a real school"):
 *
 * - `departments.archived_at`: a school renames or archives its departments; archived ones stay for
 *   history and leave every list and select.
 * - `users.must_change_password`: a password handed out by staff (generated, printed on a sign-in
 *   sheet) is one-time; the first sign-in asks for a new one before anything else.
 * - `students.enrolled_on`: the school day a student joined; a rate counts only school days from then
 *   (early warnings no longer flag a student on the day they were imported). Existing students get the
 *   date their account was created.
 * - `qr_codes.short_code`: the 8 characters a student can read out or a teacher can type when the
 *   camera cannot read the code; looked up on the server, valid as long as the code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('departments').addColumn('archived_at', 'text').execute()
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('students').addColumn('enrolled_on', 'text').execute()
  await sql`update students set enrolled_on = (
    select substr(users.created_at, 1, 10) from users
    where users.school_id = students.school_id and users.id = students.user_id
  )`.execute(db)
  await db.schema.alterTable('qr_codes').addColumn('short_code', 'text').execute()
  await db.schema.createIndex('qr_codes_short_code_ix').on('qr_codes').columns(['school_id', 'short_code']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('qr_codes_short_code_ix').execute()
  await db.schema.alterTable('qr_codes').dropColumn('short_code').execute()
  await db.schema.alterTable('students').dropColumn('enrolled_on').execute()
  await db.schema.alterTable('users').dropColumn('must_change_password').execute()
  await db.schema.alterTable('departments').dropColumn('archived_at').execute()
}
