import type { ApiScope } from '#shared/contracts/tokens'
import { can, type Permission, type Role } from '#shared/roles'

/**
 * Who may call a route, declared on the route (`route({ access })`, openapi/route.ts) and decided before
 * any handler code runs: caller.plugin.ts resolves who is calling once, judge.ts decides (ADR 017). The
 * vocabulary is the permission table's (src/shared/roles.ts). What depends on the row a request touches
 * (a student's own data, a field only staff may change) is a policy function in the domain's `*.policy.ts`,
 * called by the handler.
 */
export type Access = (
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'role'; roles: readonly Role[] }
  | { kind: 'permission'; any: readonly Permission[] }
  /** A district user (modules/district): above the schools, and a principal of none of them. */
  | { kind: 'district' }
) & {
  /**
   * Also open to a session signed in with a one-time password, which may otherwise do nothing
   * until the user chooses their own (docs/security.md). Public routes always are.
   */
  beforeNewPassword?: boolean
  /** The 403's message when it says more than "not allowed" (a staff member asking for a student's code). */
  refusal?: string
  /**
   * The API token scope that also admits a request with `Authorization: Bearer` (ADR 036). A token is
   * refused on every route that does not declare one of its scopes, whatever the route's other access.
   */
  scope?: ApiScope
}

interface AccessOptions {
  beforeNewPassword?: boolean
  refusal?: string
}

/** Anyone, signed in or not. */
export const everyone: Access = { kind: 'public' }

/** Anyone signed in, whatever their role. */
export const signedIn = (options: AccessOptions = {}): Access => ({ kind: 'signed-in', ...options })

/** Only these roles. */
export const roles = (list: readonly Role[], options: AccessOptions = {}): Access => ({ kind: 'role', roles: list, ...options })

/** Whoever holds any one of these permissions. */
export const permission = (...any: Permission[]): Access => ({ kind: 'permission', any })

/** The same access, also open to an API token holding `scope` (`withScope(permission('canViewStudent'), 'attendance:read')`). */
export const withScope = (access: Access, scope: ApiScope): Access => ({ ...access, scope })

/** Only district users, signed in with the district's own cookie. */
export const district = (): Access => ({ kind: 'district' })

/** Who calls: a school role, a district user, or null when signed out. */
export type Principal = Role | 'district' | null

/** Whether `who` may call a route declared with `access`. A district user is no one in any school. */
export function allows(access: Access, who: Principal): boolean {
  switch (access.kind) {
    case 'public':
      return true
    case 'district':
      return who === 'district'
    case 'signed-in':
      return who !== null && who !== 'district'
    case 'role':
      return who !== null && who !== 'district' && access.roles.includes(who)
    case 'permission':
      return who !== null && who !== 'district' && access.any.some((p) => can(who, p))
  }
}

/** Whether a session that must still choose its own password may call the route. */
export function allowsBeforeNewPassword(access: Access): boolean {
  return access.kind === 'public' || access.beforeNewPassword === true
}

/** The declaration in words, for the generated matrix (docs/authorization-matrix.md). */
export function describeAccess(access: Access): string {
  const people = describePeople(access)
  return access.scope ? `${people}; token: ${access.scope}` : people
}

function describePeople(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'anyone'
    case 'signed-in':
      return 'signed in'
    case 'role':
      return access.roles.join(', ')
    case 'permission':
      return access.any.join(' or ')
    case 'district':
      return 'district'
  }
}
