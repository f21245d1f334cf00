import { findActiveSession, type UserRow } from '../users'
import type { AppContext } from '../../context'
import { hashToken } from '../../lib/ids'
import { SESSION_COOKIE } from '../../security/session-cookie'

/**
 * Whoever is signed in with these cookies, or null: for a page request, which the session loader
 * skips (it serves /api/ only). Reads only; the API requests that follow extend the session.
 */
export async function pageUser(ctx: AppContext, cookies: Record<string, string | undefined>): Promise<UserRow | null> {
  const token = cookies[SESSION_COOKIE]
  if (!token) return null
  const found = await findActiveSession(ctx.db, ctx.schoolId, hashToken(ctx.secrets.session, token), ctx.now().toISOString())
  if (!found) return null
  const { token_hash: _hash, last_seen_at: _seen, ...user } = found
  return user
}
