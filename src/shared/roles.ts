/**
 * Roles and the permission table (docs/security.md: every route checks it on the server).
 * The server checks these on every request; the UI derives navigation and
 * buttons from the same table, so the two can never disagree.
 */
export const STAFF_ROLES = ['headmaster', 'homeroom_teacher', 'subject_teacher'] as const
/** A parent (or another adult a student's family names) signs in with email and password and sees only their own children. */
export const ROLES = [...STAFF_ROLES, 'student', 'parent'] as const

export type StaffRole = (typeof STAFF_ROLES)[number]
export type Role = (typeof ROLES)[number]

export const PERMISSION_NAMES = [
  'canCreateStudent',
  'canEditStudent',
  'canDeleteStudent',
  'canViewStudent',
  'canCreateTeacher',
  'canEditTeacher',
  'canDeleteTeacher',
  'canViewTeacher',
  'canManageClasses',
  'canTakeAttendance',
] as const

export type Permission = (typeof PERMISSION_NAMES)[number]
export type Permissions = Record<Permission, boolean>

const GRANTS: Record<Role, readonly Permission[]> = {
  headmaster: PERMISSION_NAMES,
  homeroom_teacher: [
    'canCreateStudent',
    'canEditStudent',
    'canViewStudent',
    'canViewTeacher',
    'canManageClasses',
    'canTakeAttendance',
  ],
  subject_teacher: ['canViewStudent', 'canViewTeacher', 'canTakeAttendance'],
  student: [],
  // None of the staff permissions: what a parent may see is decided per child (families.policy.ts, ADR 020).
  parent: [],
}

export function permissionsFor(role: Role | null | undefined): Permissions {
  const granted = new Set<Permission>(role ? GRANTS[role] : [])
  return Object.fromEntries(PERMISSION_NAMES.map((name) => [name, granted.has(name)])) as Permissions
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? GRANTS[role].includes(permission) : false
}

export function isStaffRole(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role)
}

/** "homeroom_teacher" → "homeroom teacher", as the dashboard header shows it. */
export function roleLabel(role: Role): string {
  return role.replaceAll('_', ' ')
}
