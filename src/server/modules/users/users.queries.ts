import type { Insertable, Selectable, Updateable } from 'kysely'
import { STAFF_ROLES } from '#shared/roles'
import type { Db } from '../../db/create-db'
import type { UsersTable } from '../../db/schema'
import { renaming, withSearchName } from '../../db/search-name'

export type UserRow = Selectable<UsersTable>
/** A new account as a service builds it; the query adds its search_name. */
export type NewUser = Omit<Insertable<UsersTable>, 'search_name'>

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

export async function findParentByEmail(db: Db, schoolId: string, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('email', '=', email)
    .where('role', '=', 'parent')
    .where('archived_at', 'is', null)
    .executeTakeFirst()
}

export async function findStaffByEmail(db: Db, schoolId: string, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('email', '=', email)
    .where('role', 'in', STAFF_ROLES)
    .where('archived_at', 'is', null)
    .executeTakeFirst()
}

export async function findUserById(db: Db, schoolId: string, id: string) {
  return db.selectFrom('users').selectAll().where('school_id', '=', schoolId).where('id', '=', id).executeTakeFirst()
}

/**
 * Whether another account (any role, archived ones included: their identifier is `archived:<id>`)
 * signs in with this email or parent number; `exceptUserId` is the account being edited.
 */
async function isIdentifierTaken(db: Db, schoolId: string, column: 'email' | 'parent_number', value: string, exceptUserId?: string) {
  let query = db.selectFrom('users').select('id').where('school_id', '=', schoolId).where(column, '=', value)
  if (exceptUserId) query = query.where('id', '<>', exceptUserId)
  return (await query.executeTakeFirst()) !== undefined
}

export const isEmailTaken = (db: Db, schoolId: string, email: string, exceptUserId?: string) =>
  isIdentifierTaken(db, schoolId, 'email', email, exceptUserId)

export const isParentNumberTaken = (db: Db, schoolId: string, parentNumber: string, exceptUserId?: string) =>
  isIdentifierTaken(db, schoolId, 'parent_number', parentNumber, exceptUserId)

type UserChanges = Pick<
  Updateable<UsersTable>,
  'name' | 'email' | 'parent_number' | 'password_hash' | 'must_change_password' | 'theme' | 'email_notifications' | 'email_notices_since' | 'language'
>

export async function updateUser(db: Db, schoolId: string, id: string, changes: UserChanges, now: string) {
  await db
    .updateTable('users')
    .set({ ...renaming(changes), updated_at: now })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute()
}

export async function insertUser(db: Db, user: NewUser) {
  await db.insertInto('users').values(withSearchName(user)).execute()
}
