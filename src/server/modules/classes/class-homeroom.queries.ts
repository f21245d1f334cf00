import type { StaffRole } from '#shared/roles'
import { STAFF_ROLES } from '#shared/roles'
import type { Db } from '../../db/create-db'

/**
 * A staff member chosen as a class's teacher, with what decides whether they become its homeroom
 * teacher: their role, whether they have a teacher's record, and the live class that is their homeroom.
 */
export async function findClassTeacherChoice(db: Db, schoolId: string, userId: string) {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('teachers as t', (j) => j.onRef('t.school_id', '=', 'u.school_id').onRef('t.user_id', '=', 'u.id'))
    .leftJoin('classes as h', (j) =>
      j.onRef('h.school_id', '=', 't.school_id').onRef('h.id', '=', 't.homeroom_class_id').on('h.archived_at', 'is', null),
    )
    .select(['u.id', 'u.name', 'u.role', 't.user_id as teacherRow', 'h.id as homeroomId', 'h.name as homeroomName'])
    .where('u.school_id', '=', schoolId)
    .where('u.id', '=', userId)
    .where('u.role', 'in', STAFF_ROLES)
    .where('u.archived_at', 'is', null)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    name: row.name,
    role: row.role as StaffRole,
    hasTeacherRow: row.teacherRow !== null,
    homeroom: row.homeroomId && row.homeroomName ? { id: row.homeroomId, name: row.homeroomName } : null,
  }
}

/** The teacher's homeroom class (null: none). At most one teacher per class: the teachers_homeroom_uq index. */
export async function setHomeroomClass(db: Db, schoolId: string, userId: string, classId: string | null) {
  await db.updateTable('teachers').set({ homeroom_class_id: classId }).where('school_id', '=', schoolId).where('user_id', '=', userId).execute()
}

/** A teacher's role follows their homeroom: homeroom_teacher with one, subject_teacher without. */
export async function setTeacherRole(db: Db, schoolId: string, userId: string, role: 'homeroom_teacher' | 'subject_teacher', at: string) {
  await db.updateTable('users').set({ role, updated_at: at }).where('school_id', '=', schoolId).where('id', '=', userId).execute()
}
