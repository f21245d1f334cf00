import type { Role } from '#shared/roles'
import type { AppContext } from '../../context'
import { hashToken } from '../../lib/ids'
import { SESSION_COOKIE } from './session-cookie'
import { findActiveSession } from './sessions.queries'

/**
 * The role of whoever is signed in with these cookies, or null: for a page request, which the
 * session loader skips (it serves /api/ only). Reads only; the API requests that follow extend the session.
 */
export async function signedInRole(ctx: AppContext, cookies: Record<string, string | undefined>): Promise<Role | null> {
  const token = cookies[SESSION_COOKIE]
  if (!token) return null
  const found = await findActiveSession(ctx.db, ctx.schoolId, hashToken(ctx.secrets.session, token), ctx.now().toISOString())
  return found?.role ?? null
}
