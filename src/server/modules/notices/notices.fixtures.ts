import type { Db } from '../../db/create-db'
import { insertUser } from '../users/users.queries'
import { noticesDb } from './notices-db'

/**
 * Test fixtures: a parent account linked to a student, made directly in the tables until the parent
 * API exists (issue 19's link codes are built elsewhere).
 */
export async function linkParent(
  db: Db,
  schoolId: string,
  studentId: string,
  options: { id?: string; name?: string; email?: string; notices?: boolean; archived?: boolean } = {},
): Promise<{ id: string; email: string; name: string }> {
  const id = options.id ?? `parent-${studentId}-${Math.random().toString(36).slice(2, 8)}`
  const email = options.email ?? `${id}@parents.test`
  const name = options.name ?? `Parent of ${studentId}`
  const at = '2030-01-01T00:00:00.000Z'
  await insertUser(db, {
    school_id: schoolId, id, role: 'parent', name, email, parent_number: null, password_hash: 'not-a-hash',
    email_notifications: options.notices === false ? 0 : 1, created_at: at, updated_at: at,
    archived_at: options.archived ? at : null,
  })
  await db.insertInto('guardians').values({ school_id: schoolId, student_id: studentId, parent_id: id, linked_at: at, code_created_by: null }).execute()
  return { id, email, name }
}

/** Every message in the outbox, oldest first. */
export async function outbox(db: Db, schoolId: string) {
  return noticesDb(db).selectFrom('outbox_messages').selectAll().where('school_id', '=', schoolId).orderBy('created_at').orderBy('kind').execute()
}

/** Some students of the demo school's biggest class, with its id. */
export async function demoClass(db: Db) {
  const { class_id } = await db
    .selectFrom('students').select((eb) => ['class_id', eb.fn.countAll().as('n')]).groupBy('class_id').orderBy('n', 'desc').executeTakeFirstOrThrow()
  const students = await db.selectFrom('students as s').innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id as id', 'u.name']).where('s.class_id', '=', class_id).orderBy('s.user_id').execute()
  return { classId: class_id, students }
}
