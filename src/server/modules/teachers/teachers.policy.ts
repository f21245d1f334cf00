import { can, type Role } from '#shared/roles'
import { permission } from '../../security/access'

/** Importing needs one of the two; which rows a file may hold is decided when it is applied. */
export const importTeachers = permission('canCreateTeacher', 'canEditTeacher')

/**
 * What a file's rows ask of the person applying it: adding a teacher needs canCreateTeacher,
 * changing one canEditTeacher. The message key of the refusal, or null when they may.
 */
export function teacherImportRefusal(role: Role, plan: { wantsAdd: boolean; wantsUpdate: boolean }): string | null {
  if (plan.wantsAdd && !can(role, 'canCreateTeacher')) return 'import.teachers.cannotAdd'
  if (plan.wantsUpdate && !can(role, 'canEditTeacher')) return 'import.teachers.cannotUpdate'
  return null
}
