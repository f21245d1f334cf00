import type { FastifyInstance } from 'fastify'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import type { Role } from '#shared/roles'
import { sessionCookieOf, signIn } from './test-app'

/** Signs in as the demo account of `role` and returns its session cookie. */
export async function cookieFor(app: FastifyInstance, role: Role): Promise<string> {
  const demo = (await app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json<DemoAccountsResponse>()
  const account = demo.accounts.find((a) => a.role === role)
  if (!account) throw new Error(`no demo account for ${role}`)
  const response = await signIn(app, account.kind, account.identifier, demo.password)
  if (response.statusCode !== 200) throw new Error(`sign-in as ${role} failed: ${response.body}`)
  return sessionCookieOf(response)
}
