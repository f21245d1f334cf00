import { can, ROLES } from '#shared/roles'
import type { Db } from '../../db/create-db'
import { forbidden } from '../../errors'
import { permission, roles } from '../../security/access'
import { assertLinkedToStudent } from '../families'
import type { UserRow } from '../users'

/** Adding, replacing, removing and importing photos: whoever may edit a student (ADR 025). */
export const editPhotos = permission('canEditStudent')

/** Reading one: every role reaches the route; which student's photo a role may see is mayViewPhoto's. */
export const viewPhotos = roles(ROLES)

/**
 * A photo is personal data: staff of the school see every student's (as they see the students), a
 * student their own, a parent their linked children's (families.policy.ts). Anyone else's is a 403,
 * the same whether that student exists or not.
 */
export async function assertMayViewPhoto(db: Db, schoolId: string, user: UserRow, studentId: string): Promise<void> {
  if (can(user.role, 'canViewStudent')) return
  if (user.role === 'student') {
    if (user.id !== studentId) throw forbidden()
    return
  }
  await assertLinkedToStudent(db, schoolId, user, studentId)
}
