import type { Db } from '../../db/create-db'
import { NO_PASSWORD_HASH } from '../../lib/password'
import { listedStudents } from '../enrolment'

/** Students who get a one-time password: those without one (or, re-issuing, all of the class), in class then name order. */
export async function studentsForPasswords(db: Db, schoolId: string, filter: { classId?: string; reissue: boolean }) {
  let query = listedStudents(db, schoolId)
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .select(['u.id', 'u.name', 'u.parent_number as parentNumber', 's.student_number as studentNumber', 's.nisn', 'c.name as className'])
  if (filter.classId) query = query.where('s.class_id', '=', filter.classId)
  if (!filter.reissue) query = query.where('u.password_hash', '=', NO_PASSWORD_HASH)
  const rows = await query.orderBy('c.name').orderBy('u.name').orderBy('u.id').execute()
  return rows.map((r) => ({ ...r, parentNumber: r.parentNumber ?? '' }))
}

/** Staff accounts without a password (a teacher import makes them), in name order. */
export async function teachersWithoutPassword(db: Db, schoolId: string) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('school_id', '=', schoolId)
    .where('role', '<>', 'student')
    .where('archived_at', 'is', null)
    .where('password_hash', '=', NO_PASSWORD_HASH)
    .orderBy('name')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ ...r, email: r.email ?? '' }))
}

/**
 * Gives one account its one-time password. `onlyIfNone`: only while it still has none, so that a
 * password set a moment before (a reset, another sheet) is never overwritten. Whether it was set.
 */
export async function setOneTimePassword(db: Db, schoolId: string, id: string, hash: string, onlyIfNone: boolean, now: string) {
  let query = db
    .updateTable('users')
    .set({ password_hash: hash, must_change_password: 1, updated_at: now })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
  if (onlyIfNone) query = query.where('password_hash', '=', NO_PASSWORD_HASH)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
