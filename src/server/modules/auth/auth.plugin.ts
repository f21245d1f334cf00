import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { can, type Permission } from '#shared/roles'
import { forbidden, passwordChangeRequired, unauthenticated } from '../../errors'
import { hashToken } from '../../lib/ids'
import { findSchool } from '../schools/school-settings.queries'
import { SESSION_COOKIE, SESSION_IDLE_MS } from './session-cookie'
import { extendSession, findActiveSession } from './sessions.queries'

/** A session's expiry is pushed forward at most this often, to spare the database a write per request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000

/**
 * What a session signed in with a one-time password may do until the user chooses their own
 * (issue 16): everything else is refused with a 403 that says why.
 */
export const BEFORE_NEW_PASSWORD = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/account/password',
  // What anyone may call, signed in or not: a browser still holding that session can sign in as someone else.
  'GET /api/health',
  'POST /api/auth/login',
  'GET /api/auth/demo-accounts',
])

/**
 * For every API request: the school's current settings onto `request.school`, and the
 * signed-in user (if any) from the session cookie onto `request.auth`. Static files skip both.
 */
export const sessionLoader = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null)
  app.decorateRequest('school', null as never)
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return
    const { db, schoolId, secrets, now } = app.ctx
    const token = request.cookies[SESSION_COOKIE]
    const at = now()
    // Independent reads: one round trip's wait instead of two on PostgreSQL.
    const [school, found] = await Promise.all([
      findSchool(db, schoolId),
      token ? findActiveSession(db, schoolId, hashToken(secrets.session, token), at.toISOString()) : undefined,
    ])
    request.school = school
    if (!found) return
    const { token_hash, last_seen_at, ...user } = found
    request.auth = { user, tokenHash: token_hash }
    if (at.getTime() - Date.parse(last_seen_at) > TOUCH_INTERVAL_MS) {
      const expiresAt = new Date(at.getTime() + SESSION_IDLE_MS).toISOString()
      await extendSession(db, schoolId, token_hash, at.toISOString(), expiresAt)
    }
    if (user.must_change_password === 1 && !BEFORE_NEW_PASSWORD.has(`${request.method} ${request.routeOptions.url}`)) {
      throw passwordChangeRequired()
    }
  })
})

/** The signed-in user, or a 401. */
export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw unauthenticated()
  return request.auth
}

/** The signed-in user holding `permission`, or a 401/403. */
export function requirePermission(request: FastifyRequest, permission: Permission) {
  const auth = requireAuth(request)
  if (!can(auth.user.role, permission)) throw forbidden()
  return auth
}
