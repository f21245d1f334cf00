import { demoAccountsResponseSchema, loginRequestSchema, meResponseSchema } from '#shared/contracts/auth'
import { notFound } from '../../errors'
import { findDemoAccounts } from '../../db/demo/demo.queries'
import { route, routes } from '../../openapi/route'
import { everyone, signedIn } from '../../security/access'
import { requireAuth } from '../../security/require-auth'
import { LANGUAGE_COOKIE } from '../../i18n/request-language'
import { adoptSignInLanguage, login } from './login'
import { presentMe } from './present-me'
import { clearSessionCookie, setSessionCookie } from '../../security/session-cookie'
import { deleteSession } from '../users'

/** Signing in and out, and who is signed in. */
export const authRoutes = routes([
  route({
    method: 'POST', url: '/api/auth/login', tag: 'auth',
    summary: 'Sign in',
    description: 'Signs in a student (student number), a member of staff or a parent (email) with a password and sets the session cookie. Repeated failures are throttled (429 with `retryAfterSeconds`).',
    access: everyone,
    body: loginRequestSchema, response: meResponseSchema,
    errors: { 401: ['invalid_credentials'], 429: ['rate_limited'] },
    handler: async (request, reply, parsed) => {
      const input = parsed.body
      const { user, token } = await login(request.ctx, input, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
      setSessionCookie(request, reply, token)
      return presentMe(await adoptSignInLanguage(request.ctx, user, request.cookies[LANGUAGE_COOKIE], request.school.default_language), request.school)
    },
  }),
  route({
    method: 'POST', url: '/api/auth/logout', tag: 'auth',
    summary: 'Sign out',
    description: 'Ends the session, if there is one, and clears its cookie.',
    // Signing out is open to anyone: a session that has expired (or was never there) is cleared all the same.
    access: everyone,
    status: 204,
    fastify: { config: { withoutSchool: true } },
    handler: async (request, reply) => {
      if (request.auth) await deleteSession(request.ctx.db, request.ctx.schoolId, request.auth.tokenHash)
      clearSessionCookie(reply)
      return reply.status(204).send()
    },
  }),
  route({
    method: 'GET', url: '/api/auth/me', tag: 'auth',
    summary: 'Who is signed in',
    description: 'The signed-in user, their permissions and the school they belong to.',
    access: signedIn({ beforeNewPassword: true }),
    response: meResponseSchema,
    handler: async (request) => {
      const { user } = requireAuth(request)
      return presentMe(user, request.school)
    },
  }),
  route({
    method: 'GET', url: '/api/auth/demo-accounts', tag: 'auth',
    summary: 'The demo school’s accounts',
    description: 'One account per role to try the demo with; 404 when the server does not run the demo.',
    access: everyone,
    response: demoAccountsResponseSchema,
    // 404 where the server does not run the demo, or the school is not the demo's.
    errors: { 404: ['not_found'] },
    handler: async (request) => {
      if (!request.server.ctx.config.demo) throw notFound()
      const accounts = await findDemoAccounts(request.ctx.db, request.ctx.schoolId)
      if (!accounts) throw notFound()
      return accounts
    },
  }),
])
