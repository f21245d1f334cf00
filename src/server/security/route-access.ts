import type { Permission, Role } from '#shared/roles'
import { can } from '#shared/roles'

/**
 * Who may call each route, derived from the seed's permission table (src/shared/roles.ts).
 * The authorization matrix test checks every route of the server against this list, and
 * fails on a route that is missing here: a new route must say who may use it.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'role'; roles: Role[] }
  | { kind: 'permission'; any: Permission[] }

const everyone: Access = { kind: 'public' }
const signedIn: Access = { kind: 'signed-in' }
const role = (...roles: Role[]): Access => ({ kind: 'role', roles })
const permission = (...any: Permission[]): Access => ({ kind: 'permission', any })

export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': everyone,
  'POST /api/auth/login': everyone,
  'POST /api/auth/logout': everyone,
  'GET /api/auth/demo-accounts': everyone,
  'GET /api/auth/me': signedIn,

  'PATCH /api/account/profile': signedIn,
  'POST /api/account/password': signedIn,
  'PATCH /api/account/preferences': signedIn,
  'GET /api/school/settings': signedIn,
  'PUT /api/school/settings': role('headmaster'),
  'GET /api/school/setup': role('headmaster'),

  // A student reads only their own profile, code and check-in stream: no route takes a student id from them.
  'GET /api/student/profile': role('student'),
  'GET /api/student/events': role('student'),
  'GET /api/student/history': role('student'),
  'GET /api/student/history/export': role('student'),
  'POST /api/qr/codes': role('student'),
  'POST /api/qr/scan': permission('canTakeAttendance'),

  'GET /api/attendance/day': permission('canViewStudent'),
  'GET /api/attendance/history': permission('canViewStudent'),
  'GET /api/attendance/events': permission('canViewStudent'),
  'PUT /api/attendance/records': permission('canTakeAttendance'),
  'GET /api/attendance/roll': permission('canTakeAttendance'),
  'PUT /api/attendance/roll': permission('canTakeAttendance'),

  // Reports cover every class for every staff role; a student's own history is /api/student/history.
  'GET /api/reports/day': permission('canViewStudent'),
  'GET /api/reports/day/export': permission('canViewStudent'),
  'GET /api/reports/range': permission('canViewStudent'),
  'GET /api/reports/range/export': permission('canViewStudent'),
  'GET /api/reports/students/:id/history': permission('canViewStudent'),
  'GET /api/reports/students/:id/history/export': permission('canViewStudent'),
  'GET /api/reports/warnings': permission('canViewStudent'),
  'GET /api/reports/warnings/export': permission('canViewStudent'),

  'GET /api/departments': permission('canViewStudent'),
  // Departments are the headmaster's alone, as school settings are (the seed's table has no permission for them).
  'GET /api/departments/manage': role('headmaster'),
  'POST /api/departments': role('headmaster'),
  'PATCH /api/departments/:id': role('headmaster'),
  'POST /api/departments/:id/archive': role('headmaster'),
  'GET /api/students': permission('canViewStudent'),
  'GET /api/students/export': permission('canViewStudent'),
  'GET /api/students/:id': permission('canViewStudent'),
  'POST /api/students': permission('canCreateStudent'),
  'PATCH /api/students/:id': permission('canEditStudent'),
  'POST /api/students/:id/password': permission('canEditStudent'),
  'DELETE /api/students/:id': permission('canDeleteStudent'),
  'GET /api/students/import/template': permission('canCreateStudent', 'canEditStudent'),
  'POST /api/students/import/preview': permission('canCreateStudent', 'canEditStudent'),
  'POST /api/students/import': permission('canCreateStudent', 'canEditStudent'),

  'GET /api/classes': permission('canViewStudent'),
  'GET /api/classes/export': permission('canViewStudent'),
  'POST /api/classes': permission('canManageClasses'),
  'PATCH /api/classes/:id': permission('canManageClasses'),
  'DELETE /api/classes/:id': permission('canManageClasses'),

  'GET /api/teachers': permission('canViewTeacher'),
  'GET /api/teachers/options': permission('canViewTeacher', 'canManageClasses'),
  'GET /api/teachers/export': permission('canViewTeacher'),
  'GET /api/teachers/:id': permission('canViewTeacher'),
  'POST /api/teachers': permission('canCreateTeacher'),
  'PATCH /api/teachers/:id': permission('canEditTeacher'),
  'POST /api/teachers/:id/password': permission('canEditTeacher'),
  'DELETE /api/teachers/:id': permission('canDeleteTeacher'),
  'GET /api/teachers/import/template': permission('canCreateTeacher', 'canEditTeacher'),
  'POST /api/teachers/import/preview': permission('canCreateTeacher', 'canEditTeacher'),
  'POST /api/teachers/import': permission('canCreateTeacher', 'canEditTeacher'),

  // "Create passwords" for everyone without one: whoever may reset one student's (teacher's) password.
  'POST /api/students/passwords': permission('canEditStudent'),
  'POST /api/teachers/passwords': permission('canEditTeacher'),
}

/** Whether `who` (a role, or null when signed out) may use a route with this access. */
export function allows(access: Access, who: Role | null): boolean {
  switch (access.kind) {
    case 'public':
      return true
    case 'signed-in':
      return who !== null
    case 'role':
      return who !== null && access.roles.includes(who)
    case 'permission':
      return who !== null && access.any.some((p) => can(who, p))
  }
}
