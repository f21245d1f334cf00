import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { translate } from '#shared/i18n/translate'
import { forSchool } from '../../context'
import { AppError, forbidden, noSchoolHere, passwordChangeRequired, schoolRequired, unauthenticated } from '../../errors'
import { hashToken } from '../../lib/ids'
import { allows, allowsBeforeNewPassword } from '../../security/access'
import { admitToken, bearerSecret, loadBearer, schoolOfBearer } from '../tokens/bearer'
import { admitDistrictToken, isDistrictSecret, loadDistrictBearer } from '../district/district-bearer'
import { loadDistrictPrincipal } from '../district/district-session'
import { schoolResolver, type SchoolResolver } from '../schools/school-of-request'
import { findSchool } from '../schools/school-settings.queries'
import { SESSION_COOKIE, SESSION_IDLE_MS } from './session-cookie'
import { extendSession, findActiveSession } from './sessions.queries'

/** A session's expiry is pushed forward at most this often, to spare the database a write per request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000

declare module 'fastify' {
  interface FastifyInstance {
    /** Which school a request is for (modules/schools/school-of-request.ts). */
    schoolOf: SchoolResolver
  }
  interface FastifyContextConfig {
    /**
     * The route serves before any school is named (the sign-in screen's school code, the health check):
     * where the request names no school it runs without `request.school` and `request.ctx`, signed out.
     */
    withoutSchool?: boolean
  }
}

/**
 * For every API request: the school it is for (ADR 034) onto `request.school` and `request.ctx`,
 * and the signed-in user (if any) from the session cookie onto `request.auth` — a session is only
 * ever looked for in that school, so one school's session is refused by every other; then the
 * route's declared access is enforced. Static files and pages skip all of it (web-app.ts reads a
 * page's school and session itself).
 */
export const sessionLoader = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null)
  app.decorateRequest('apiToken', null)
  app.decorateRequest('district', null)
  app.decorateRequest('districtToken', null)
  app.decorateRequest('school', null as never)
  app.decorateRequest('ctx', null as never)
  app.decorate('schoolOf', schoolResolver(app.ctx))
  app.addHook('onRequest', async (request) => {
    // The web app's files and pages are public and need neither (a page reads its session itself).
    if (!request.url.startsWith('/api/') && (request.routeOptions.config.access?.kind ?? 'public') === 'public') return
    const bearer = bearerSecret(request)
    const access = request.routeOptions.config.access
    // A district user's token reads the district's routes, whichever school the request names, and nothing else.
    if (bearer !== null && isDistrictSecret(bearer)) {
      request.districtToken = await loadDistrictBearer(app.ctx, bearer)
      admitDistrictToken(access, request.districtToken)
      // A public route (the demo's accounts, signing in) still runs in the school the request names, as it would
      // without the token, which opens nothing there (run with no school, it once answered 500).
      if (access?.kind !== 'public') return
    } else {
      // A district user (modules/district) is signed in with a cookie of their own, to no school.
      request.district = await loadDistrictPrincipal(app.ctx, request)
    }
    const named = await app.schoolOf(request)
    const schoolToken = request.districtToken ? null : bearer
    // Where neither a host nor the device names a school, a school's API token names its own.
    const schoolId =
      named.schoolId !== null ? named.schoolId
      : named.why === 'choose' && schoolToken !== null ? await schoolOfBearer(app.ctx, schoolToken)
      : null
    if (schoolId === null) {
      if (request.routeOptions.config.withoutSchool) return enforceAccess(request)
      throw named.schoolId === null && named.why === 'unknown-host' ? noSchoolHere() : schoolRequired()
    }
    const { db, secrets, now } = app.ctx
    request.ctx = forSchool(app.ctx, schoolId)
    if (request.districtToken) {
      request.school = await findSchool(db, schoolId)
      return
    }
    // An API token (ADR 036) stands instead of a session: the cookie is not read, the route must declare its scope.
    if (schoolToken !== null) {
      ;[request.school, request.apiToken] = await Promise.all([findSchool(db, schoolId), loadBearer(request.ctx, schoolToken)])
      return admitToken(access, request.apiToken)
    }
    const token = request.cookies[SESSION_COOKIE]
    const at = now()
    // Independent reads: one round trip's wait instead of two on PostgreSQL.
    const [school, found] = await Promise.all([
      findSchool(db, schoolId),
      token ? findActiveSession(db, schoolId, hashToken(secrets.session, token), at.toISOString()) : undefined,
    ])
    request.school = school
    if (found) {
      const { token_hash, last_seen_at, ...user } = found
      request.auth = { user, tokenHash: token_hash }
      if (at.getTime() - Date.parse(last_seen_at) > TOUCH_INTERVAL_MS) {
        const expiresAt = new Date(at.getTime() + SESSION_IDLE_MS).toISOString()
        await extendSession(db, schoolId, token_hash, at.toISOString(), expiresAt)
      }
    }
    enforceAccess(request)
  })
})

/**
 * The one place a route's declared access is enforced, before any handler code runs. An unknown
 * path has no declaration and goes on to its 404. A session signed in with a one-time password may
 * only call what is open before a new password (ADR 017): everything else is refused with a 403
 * that says why.
 */
function enforceAccess(request: FastifyRequest) {
  const access = request.routeOptions.config.access
  if (!access) return
  const user = request.auth?.user
  if (user?.must_change_password === 1 && !allowsBeforeNewPassword(access)) throw passwordChangeRequired()
  const who = access.kind === 'district' || !user ? (request.district ? 'district' : null) : user.role
  if (allows(access, who)) return
  if (!user && !request.district) throw unauthenticated()
  throw access.refusal ? new AppError(403, 'forbidden', translate(access.refusal)) : forbidden()
}

/**
 * The signed-in user, for a handler whose route's access already required one (the access hook
 * refused everyone else); the 401 is only a safety net.
 */
export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw unauthenticated()
  return request.auth
}

