import type { Role } from '#shared/roles'
import { allows, roles } from '../../security/access'

/**
 * Departments are the headmaster's to manage: the permission table (src/shared/roles.ts) has no
 * permission for them, and canManageClasses is a homeroom teacher's too; as with school settings,
 * the headmaster's role decides. The department routes declare it, and so does an import that
 * would create a department the file names (a homeroom teacher's file is told to ask).
 */
export const manageDepartments = roles(['headmaster'])

export function mayManageDepartments(role: Role): boolean {
  return allows(manageDepartments, role)
}
