import type { FastifyInstance } from 'fastify'
import { type DemoAccountsResponse, loginRequestSchema } from '#shared/contracts/auth'
import { notFound } from '../../errors'
import { findDemoAccounts } from '../../db/demo/demo.queries'
import { parseInput } from '../../lib/validate'
import { everyone, signedIn } from '../../security/access'
import { requireAuth } from './auth.plugin'
import { LANGUAGE_COOKIE } from '../../i18n/request-language'
import { adoptSignInLanguage, login } from './login'
import { presentMe } from './present-me'
import { clearSessionCookie, setSessionCookie } from './session-cookie'
import { deleteSession } from './sessions.queries'

export async function authRoutes(app: FastifyInstance) {
  app.post('/api/auth/login', { config: { access: everyone } }, async (request, reply) => {
    const input = parseInput(loginRequestSchema, request.body)
    const { user, token } = await login(request.ctx, input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    })
    setSessionCookie(request, reply, token)
    return presentMe(await adoptSignInLanguage(request.ctx, user, request.cookies[LANGUAGE_COOKIE], request.school.default_language), request.school)
  })

  // Signing out is open to anyone: a session that has expired (or was never there) is cleared all the same.
  app.post('/api/auth/logout', { config: { access: everyone, withoutSchool: true } }, async (request, reply) => {
    if (request.auth) await deleteSession(request.ctx.db, request.ctx.schoolId, request.auth.tokenHash)
    clearSessionCookie(reply)
    return reply.status(204).send()
  })

  app.get('/api/auth/me', { config: { access: signedIn({ beforeNewPassword: true }) } }, async (request) => {
    const { user } = requireAuth(request)
    return presentMe(user, request.school)
  })

  app.get('/api/auth/demo-accounts', { config: { access: everyone } }, async (request): Promise<DemoAccountsResponse> => {
    if (!app.ctx.config.demo) throw notFound()
    const accounts = await findDemoAccounts(request.ctx.db, request.ctx.schoolId)
    if (!accounts) throw notFound()
    return accounts
  })
}
