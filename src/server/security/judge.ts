import { translate } from '#shared/i18n/translate'
import { AppError, forbidden, passwordChangeRequired, unauthenticated } from '../errors'
import { type Access, allows, allowsBeforeNewPassword, type Principal } from './access'
import type { Caller } from './caller'

/**
 * The one decision on a route's declared access (ADR 017), made before any handler code runs, for any
 * caller (caller.ts). An unknown path has no declaration and goes on to its 404.
 * - A token is admitted only by a route declaring one of its scopes; a school's token only on a school's
 *   route, a district's only on a district's (ADR 036). A public route admits every caller.
 * - A session signed in with a one-time password may call only what is open before a new password.
 * - Otherwise `allows` judges the caller's role (or "district"); a refusal says why when the route says more.
 */
export function judge(access: Access | undefined, caller: Caller): void {
  if (!access) return
  if (caller.kind === 'school-token' || caller.kind === 'district-token') return admitToken(access, caller)
  const user = caller.kind === 'session' ? caller.auth.user : null
  if (user?.must_change_password === 1 && !allowsBeforeNewPassword(access)) throw passwordChangeRequired()
  if (allows(access, principalOf(caller, access))) return
  if (caller.kind === 'signed-out') throw unauthenticated()
  throw access.refusal ? new AppError(403, 'forbidden', translate(access.refusal)) : forbidden()
}

/**
 * Whom `allows` judges. A district user who also holds a school session is the school's user on a school
 * route and the district on a district route.
 */
function principalOf(caller: Caller, access: Access): Principal {
  if (caller.kind === 'session') return access.kind !== 'district' ? caller.auth.user.role : caller.district ? 'district' : null
  if (caller.kind === 'district-session') return 'district'
  return null
}

function admitToken(access: Access, caller: Extract<Caller, { kind: 'school-token' | 'district-token' }>): void {
  if (access.kind === 'public') return
  if (caller.kind === 'school-token' && access.kind === 'district') {
    throw new AppError(403, 'token_not_accepted', translate('tokens.schoolTokenOnDistrict'))
  }
  if (caller.kind === 'district-token' && access.kind !== 'district') {
    throw new AppError(403, 'token_not_accepted', translate('tokens.districtTokenOnSchool'))
  }
  if (access.scope && caller.token.scopes.includes(access.scope)) return
  // A route that declares no scope (a district's tokens, adding a school) takes no token at all.
  throw access.scope
    ? new AppError(403, 'token_scope_missing', translate('tokens.scopeMissing', { scope: access.scope }))
    : new AppError(403, 'token_not_accepted', translate('tokens.notAccepted'))
}
