import { can, type Role } from '#shared/roles'
import { permission } from '../../security/access'

/** Importing needs one of the two; which rows a file may hold is decided when it is applied. */
export const importStudents = permission('canCreateStudent', 'canEditStudent')

/**
 * What a file's rows ask of the person applying it: adding a student needs canCreateStudent,
 * changing one canEditStudent. The message key of the refusal, or null when they may.
 */
export function studentImportRefusal(role: Role, plan: { wantsAdd: boolean; wantsUpdate: boolean }): string | null {
  if (plan.wantsAdd && !can(role, 'canCreateStudent')) return 'import.errors.cannotAdd'
  if (plan.wantsUpdate && !can(role, 'canEditStudent')) return 'import.errors.cannotUpdate'
  return null
}
