import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ServerContext } from '../../context'
import { invalidCredentials } from '../../errors'
import { hashToken, newId, newToken } from '../../lib/ids'
import type { DistrictPrincipal } from '../../security/caller'
import { burnPasswordCheck, verifyPassword } from '../../lib/password'
import { assertUnderLimits } from '../auth'
import { SESSION_IDLE_MS } from '../../security/session-cookie'
import {
  clearDistrictFailures,
  districtFailuresSince,
  extendDistrictSession,
  findActiveDistrictSession,
  findDistrictUserByEmail,
  insertDistrictSession,
  recordDistrictFailure,
} from './district.queries'

/** The district's own cookie: a district user is signed in to no school (ADR 035). */
export const DISTRICT_COOKIE = 'rollcall_district'
const TOUCH_INTERVAL_MS = 5 * 60 * 1000

/** The district user the request's district cookie names, if its session is alive (pushed forward now and then). */
export async function loadDistrictPrincipal(ctx: ServerContext, request: FastifyRequest): Promise<DistrictPrincipal | null> {
  const token = request.cookies[DISTRICT_COOKIE]
  if (!token) return null
  const at = ctx.now()
  const found = await findActiveDistrictSession(ctx.db, hashToken(ctx.secrets.session, token), at.toISOString())
  if (!found) return null
  const { token_hash, last_seen_at, ...user } = found
  if (at.getTime() - Date.parse(last_seen_at) > TOUCH_INTERVAL_MS) {
    await extendDistrictSession(ctx.db, token_hash, at.toISOString(), new Date(at.getTime() + SESSION_IDLE_MS).toISOString())
  }
  return { user, tokenHash: token_hash }
}

/**
 * Checks a district user's credentials and opens a session, throttled as a school's sign-in is:
 * unknown accounts and wrong passwords fail the same way, in about the same time.
 */
export async function districtLogin(ctx: ServerContext, input: { email: string; password: string }, ip: string) {
  const identifier = `district:${input.email}`
  await assertUnderLimits((by, since) => districtFailuresSince(ctx.db, by, since), identifier, ip, ctx.now())
  const user = await findDistrictUserByEmail(ctx.db, input.email)
  const valid = user ? await verifyPassword(input.password, user.password_hash) : await burnPasswordCheck(input.password)
  if (!user || !valid) {
    await recordDistrictFailure(ctx.db, { id: newId(), identifier, ip, failed_at: ctx.now().toISOString() })
    throw invalidCredentials()
  }
  await clearDistrictFailures(ctx.db, identifier)
  const token = newToken()
  const at = ctx.now()
  await insertDistrictSession(ctx.db, {
    token_hash: hashToken(ctx.secrets.session, token),
    user_id: user.id,
    last_seen_at: at.toISOString(),
    expires_at: new Date(at.getTime() + SESSION_IDLE_MS).toISOString(),
  })
  return { user: { id: user.id, name: user.name, email: user.email }, token }
}

export function setDistrictCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(DISTRICT_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: SESSION_IDLE_MS / 1000 })
}

export function clearDistrictCookie(reply: FastifyReply) {
  reply.clearCookie(DISTRICT_COOKIE, { path: '/' })
}
