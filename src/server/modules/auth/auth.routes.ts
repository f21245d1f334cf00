import { demoAccountsResponseSchema, loginRequestSchema, meResponseSchema } from '#shared/contracts/auth'
import { notFound } from '../../errors'
import { findDemoAccounts } from '../../db/demo/demo.queries'
import { parseInput } from '../../lib/validate'
import { route, routes } from '../../openapi/route'
import { everyone, signedIn } from '../../security/access'
import { requireAuth } from './auth.plugin'
import { LANGUAGE_COOKIE } from '../../i18n/request-language'
import { adoptSignInLanguage, login } from './login'
import { presentMe } from './present-me'
import { clearSessionCookie, setSessionCookie } from './session-cookie'
import { deleteSession } from './sessions.queries'

/** Signing in and out, and who is signed in. */
export const authRoutes = routes([
  route({
    method: 'POST', url: '/api/auth/login', tag: 'auth',
    summary: 'Sign in',
    description: 'Signs in a student (student number), a member of staff or a parent (email) with a password and sets the session cookie. Repeated failures are throttled (429 with `retryAfterSeconds`).',
    access: everyone,
    body: loginRequestSchema, response: meResponseSchema,
    // Open to anyone, yet a bearer token that opens nothing is refused (tokens/bearer.ts), as is a change
    // another site's page sends (plugins/csrf.ts): errorAnswers adds 401 and 403 only where a route is not public.
    errors: { 401: ['invalid_credentials', 'invalid_token'], 403: ['csrf_refused'], 429: ['rate_limited'] },
    handler: async (request, reply) => {
      const input = parseInput(loginRequestSchema, request.body)
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
    // As signing in: a bearer token that opens nothing, or a change sent from another site.
    errors: { 401: ['invalid_token'], 403: ['csrf_refused'] },
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
    // 404 where the server does not run the demo, or the school is not the demo's; 401 for a bearer token that opens nothing.
    errors: { 401: ['invalid_token'], 404: ['not_found'] },
    handler: async (request) => {
      if (!request.server.ctx.config.demo) throw notFound()
      const accounts = await findDemoAccounts(request.ctx.db, request.ctx.schoolId)
      if (!accounts) throw notFound()
      return accounts
    },
  }),
])
