import type { Insertable, Selectable, Updateable } from 'kysely'
import type { Db } from '../../db/create-db'
import type { UsersTable } from '../../db/schema'

export type UserRow = Selectable<UsersTable>

export async function findStudentByParentNumber(db: Db, schoolId: string, parentNumber: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('parent_number', '=', parentNumber)
    .where('role', '=', 'student')
    .where('archived_at', 'is', null)
    .executeTakeFirst()
}

export async function findStaffByEmail(db: Db, schoolId: string, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('email', '=', email)
    .where('role', '<>', 'student')
    .where('archived_at', 'is', null)
    .executeTakeFirst()
}

export async function findUserById(db: Db, schoolId: string, id: string) {
  return db.selectFrom('users').selectAll().where('school_id', '=', schoolId).where('id', '=', id).executeTakeFirst()
}

export async function isEmailTakenByOther(db: Db, schoolId: string, email: string, userId: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('email', '=', email)
    .where('id', '<>', userId)
    .executeTakeFirst()
  return row !== undefined
}

type UserChanges = Pick<
  Updateable<UsersTable>,
  'name' | 'email' | 'parent_number' | 'password_hash' | 'must_change_password' | 'theme' | 'email_notifications' | 'push_notifications'
>

export async function updateUser(db: Db, schoolId: string, id: string, changes: UserChanges, now: string) {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute()
}

export async function insertUser(db: Db, user: Insertable<UsersTable>) {
  await db.insertInto('users').values(user).execute()
}
