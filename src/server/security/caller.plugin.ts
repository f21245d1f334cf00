import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forSchool, type ServerContext } from '../context'
import { noSchoolHere, schoolRequired } from '../errors'
import { hashToken } from '../lib/ids'
import { isDistrictSecret, loadDistrictBearer, loadDistrictPrincipal } from '../modules/district'
import { findSchool, schoolResolver, type SchoolResolver } from '../modules/schools'
import { bearerSecret, loadBearer, schoolOfBearer } from '../modules/tokens'
import { extendSession, findSchoolAndSession } from '../modules/users'
import { judge } from './judge'
import { SESSION_COOKIE, SESSION_IDLE_MS } from './session-cookie'

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
 * For every API request, once: the school it is for (ADR 034) onto `request.school` and `request.ctx`,
 * and who is calling (caller.ts) onto `request.caller` — a session is only ever looked for in that school,
 * so one school's session is refused by every other; then `judge` decides the route's declared access.
 * Static files and pages skip all of it (web-app.ts reads a page's school and session itself).
 */
export const callerPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null as never)
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
    const access = request.routeOptions.config.access
    const bearer = bearerSecret(request)
    request.caller = { kind: 'signed-out' }
    // A district user's token reads the district's routes, whichever school the request names, and nothing else.
    if (bearer !== null && isDistrictSecret(bearer)) {
      const token = await loadDistrictBearer(app.ctx, bearer)
      request.districtToken = token
      request.caller = { kind: 'district-token', token }
      judge(access, request.caller)
      // A public route (the demo's accounts, signing in) still runs in the school the request names, as it would
      // without the token, which opens nothing there (run with no school, it once answered 500).
      if (access?.kind !== 'public') return
    } else {
      // A district user (modules/district) is signed in with a cookie of their own, to no school.
      request.district = await loadDistrictPrincipal(app.ctx, request)
      if (request.district) request.caller = { kind: 'district-session', district: request.district }
    }
    const named = await app.schoolOf(request)
    const schoolToken = request.districtToken ? null : bearer
    // Where neither a host nor the device names a school, a school's API token names its own.
    const schoolId =
      named.schoolId !== null ? named.schoolId
      : named.why === 'choose' && schoolToken !== null ? await schoolOfBearer(app.ctx, schoolToken)
      : null
    if (schoolId === null) {
      if (request.routeOptions.config.withoutSchool) return judge(access, request.caller)
      throw named.schoolId === null && named.why === 'unknown-host' ? noSchoolHere() : schoolRequired()
    }
    const { db } = app.ctx
    request.ctx = forSchool(app.ctx, schoolId)
    if (request.districtToken) {
      request.school = await findSchool(db, schoolId)
      return
    }
    // An API token (ADR 036) stands instead of a session: the cookie is not read, the route must declare its scope.
    if (schoolToken !== null) {
      const [school, token] = await Promise.all([findSchool(db, schoolId), loadBearer(request.ctx, schoolToken)])
      request.school = school
      request.apiToken = token
      request.caller = { kind: 'school-token', token }
      return judge(access, request.caller)
    }
    request.school = await loadSession(request, schoolId, app.ctx)
    judge(access, request.caller)
  })
})

/** The school's row, and the session the cookie names in it (if alive: then `request.auth` and the caller), pushed forward now and then. */
async function loadSession(request: FastifyRequest, schoolId: string, { db, secrets, now }: ServerContext) {
  const at = now()
  const token = request.cookies[SESSION_COOKIE]
  const { school, session } = await findSchoolAndSession(db, schoolId, token ? hashToken(secrets.session, token) : null, at.toISOString())
  if (!school) throw new Error(`no school ${schoolId}`)
  if (session) {
    request.auth = { user: session.user, tokenHash: session.tokenHash }
    request.caller = { kind: 'session', auth: request.auth, district: request.district }
    if (at.getTime() - Date.parse(session.lastSeenAt) > TOUCH_INTERVAL_MS) {
      await extendSession(db, schoolId, session.tokenHash, at.toISOString(), new Date(at.getTime() + SESSION_IDLE_MS).toISOString())
    }
  }
  return school
}
