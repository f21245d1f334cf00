import type { FastifyInstance } from 'fastify'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import type { Role } from '#shared/roles'
import { DEMO } from '../db/demo/demo-school'
import { sessionCookieOf, signIn, type TestApp } from './test-app'

/** Signs in as the demo account of `role` and returns its session cookie. */
export async function cookieFor(app: FastifyInstance, role: Role): Promise<string> {
  const demo = (await app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json<DemoAccountsResponse>()
  const account = demo.accounts.find((a) => a.role === role)
  if (!account) throw new Error(`no demo account for ${role}`)
  const response = await signIn(app, account.kind, account.identifier, demo.password)
  if (response.statusCode !== 200) throw new Error(`sign-in as ${role} failed: ${response.body}`)
  return sessionCookieOf(response)
}

/**
 * Signs in as the homeroom teacher of the demo student's class and returns the session cookie. Joined on the
 * school as well as the ids: on Citus a join off the distribution column spans shards (docs/scaling.md).
 */
export async function homeroomCookieFor(t: TestApp, studentId: string): Promise<string> {
  const teacher = await t.ctx.db.selectFrom('students as s')
    .innerJoin('teachers as t', (j) => j.onRef('t.school_id', '=', 's.school_id').onRef('t.homeroom_class_id', '=', 's.class_id'))
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 't.school_id').onRef('u.id', '=', 't.user_id'))
    .select('u.email').where('s.school_id', '=', t.ctx.schoolId).where('s.user_id', '=', studentId).executeTakeFirstOrThrow()
  const response = await signIn(t.app, 'staff', teacher.email!, DEMO.password)
  if (response.statusCode !== 200) throw new Error(`sign-in as the homeroom teacher failed: ${response.body}`)
  return sessionCookieOf(response)
}
