import type { z } from 'zod'
import type { loginRequestSchema } from '#shared/contracts/auth'
import type { AppContext } from '../../context'
import { invalidCredentials } from '../../errors'
import { hashToken, newToken } from '../../lib/ids'
import { burnPasswordCheck, verifyPassword } from '../../lib/password'
import { isLanguage, type Language } from '#shared/school'
import { findParentByEmail, findStaffByEmail, findStudentByParentNumber, insertSession, updateUser, type UserRow } from '../users'
import { assertNotThrottled, noteFailure, noteSuccess } from './login-throttle'
import { SESSION_IDLE_MS } from '../../security/session-cookie'

type LoginInput = z.output<typeof loginRequestSchema>

export interface LoginResult {
  user: UserRow
  /** The bearer token for the cookie; only its hash is stored. */
  token: string
}

/**
 * Checks credentials and opens a session. Unknown accounts and wrong passwords
 * fail the same way, with the same message and about the same time.
 */
export async function login(ctx: AppContext, input: LoginInput, client: { ip: string; userAgent?: string }) {
  const identifier = `${input.kind}:${input.identifier}`
  await assertNotThrottled(ctx, identifier, client.ip)

  const user =
    input.kind === 'student'
      ? await findStudentByParentNumber(ctx.db, ctx.schoolId, input.identifier)
      : input.kind === 'parent'
        ? await findParentByEmail(ctx.db, ctx.schoolId, input.identifier)
        : await findStaffByEmail(ctx.db, ctx.schoolId, input.identifier)
  const valid = user ? await verifyPassword(input.password, user.password_hash) : await burnPasswordCheck(input.password)
  if (!user || !valid) {
    await noteFailure(ctx, identifier, client.ip)
    throw invalidCredentials()
  }

  await noteSuccess(ctx, identifier)
  return { user, token: await openSession(ctx, user, client) } satisfies LoginResult
}

/** A new session for this user (signed in by password, or just registered); the cookie's token. */
export async function openSession(ctx: AppContext, user: UserRow, client: { userAgent?: string }): Promise<string> {
  const token = newToken()
  const at = ctx.now()
  await insertSession(ctx.db, {
    school_id: ctx.schoolId,
    token_hash: hashToken(ctx.secrets.session, token),
    user_id: user.id,
    created_at: at.toISOString(),
    last_seen_at: at.toISOString(),
    expires_at: new Date(at.getTime() + SESSION_IDLE_MS).toISOString(),
    user_agent: client.userAgent?.slice(0, 300) ?? null,
  })
  return token
}

/**
 * A language chosen on the sign-in screen (the `rollcall-lang` cookie) becomes the user's own when they
 * have none yet and it is not the school's default anyway (ADR 030): who switched to Bahasa Indonesia to
 * sign in keeps reading it. A choice of their own is never overwritten.
 */
export async function adoptSignInLanguage(ctx: AppContext, user: UserRow, chosen: unknown, schoolDefault: Language): Promise<UserRow> {
  if (user.language !== null || !isLanguage(chosen) || chosen === schoolDefault) return user
  await updateUser(ctx.db, ctx.schoolId, user.id, { language: chosen }, ctx.now().toISOString())
  return { ...user, language: chosen }
}
