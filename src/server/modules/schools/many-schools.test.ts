import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoAccountsResponse, MeResponse } from '#shared/contracts/auth'
import type { CurrentSchoolResponse } from '#shared/contracts/schools'
import { DEMO_SCHOOL_ID } from '../../bootstrap'
import { insertOtherSchool, OTHER_SCHOOL } from '../../test/other-school'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { SCHOOL_COOKIE } from './school-of-request'

/*
 * Many schools in one deployment (ADR 034). A request's school comes from its host name
 * under BASE_DOMAIN, else from the school code the device chose, else it is the only school. A session
 * is looked for in that school alone, so it is refused by every other.
 */
const NOW = new Date('2026-12-01T08:00:00Z')
const named = (code: string, cookie = '') => ({ cookie: [cookie, `${SCHOOL_COOKIE}=${code}`].filter(Boolean).join('; ') })

describe.each(TEST_DATABASES)('two schools, named by the school code the device chose, on %s', (kind) => {
  let t: TestApp
  let demoHead: { email: string; password: string }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    // The second school comes before any request: from the first one on, the deployment has two.
    await insertOtherSchool(t.ctx.db, NOW)
    const demo = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts', headers: named(DEMO_SCHOOL_ID) })).json<DemoAccountsResponse>()
    demoHead = { email: demo.accounts.find((a) => a.role === 'headmaster')!.identifier, password: demo.password }
  }, 120_000)
  afterAll(() => t.close())

  it('asks a request that names no school for the code first, and says so in words', async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/schools/current' })
    expect(current.json<CurrentSchoolResponse>()).toEqual({ school: null, namedBy: null })
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' }),
      await signIn(t.app, 'staff', demoHead.email, demoHead.password),
    ]) {
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'school_required', error: 'Enter your school code first.' })
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  it('remembers a school code on the device; an unknown code or one that is not a code is refused', async () => {
    const chosen = await t.app.inject({ method: 'POST', url: '/api/schools/choose', payload: { code: ' Other-School ' } })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json<CurrentSchoolResponse>()).toEqual({ school: { name: OTHER_SCHOOL.name, code: OTHER_SCHOOL.id }, namedBy: 'device' })
    const cookie = chosen.cookies.find((c) => c.name === SCHOOL_COOKIE)!
    expect(cookie).toMatchObject({ value: OTHER_SCHOOL.id, httpOnly: true, path: '/' })
    expect(cookie.maxAge).toBeGreaterThan(300 * 24 * 3600)
    const current = await t.app.inject({ method: 'GET', url: '/api/schools/current', headers: named(OTHER_SCHOOL.id) })
    expect(current.json<CurrentSchoolResponse>()).toEqual({ school: { name: OTHER_SCHOOL.name, code: OTHER_SCHOOL.id }, namedBy: 'device' })

    const unknown = await t.app.inject({ method: 'POST', url: '/api/schools/choose', payload: { code: 'no-such-school' } })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'school_code_unknown', fields: { code: 'No school has this code. Check it with your school.' } })
    expect(unknown.cookies.find((c) => c.name === SCHOOL_COOKIE)).toBeUndefined()
    const bad = await t.app.inject({ method: 'POST', url: '/api/schools/choose', payload: { code: 'two words!' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: { code: 'A school code has only letters, digits and hyphens' } })
  })

  it('signs in at the chosen school only, and a session is refused by the other school', async () => {
    // The same email in both schools (the other is the demo again), each with its own password.
    expect((await signIn(t.app, 'staff', demoHead.email, OTHER_SCHOOL.password, { headers: named(DEMO_SCHOOL_ID) })).statusCode).toBe(401)
    const other = await signIn(t.app, 'staff', demoHead.email, OTHER_SCHOOL.password, { headers: named(OTHER_SCHOOL.id) })
    expect(other.statusCode).toBe(200)
    expect(other.json<MeResponse>().school.name).toBe(OTHER_SCHOOL.name)
    const otherSession = sessionCookieOf(other)
    const demoSession = sessionCookieOf(await signIn(t.app, 'staff', demoHead.email, demoHead.password, { headers: named(DEMO_SCHOOL_ID) }))

    const me = (headers: { cookie: string }) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers })
    expect((await me(named(OTHER_SCHOOL.id, otherSession))).json<MeResponse>().school.name).toBe(OTHER_SCHOOL.name)
    expect((await me(named(DEMO_SCHOOL_ID, demoSession))).json<MeResponse>().school.name).toBe('Rollcall Demo School')
    expect((await me(named(DEMO_SCHOOL_ID, otherSession))).statusCode).toBe(401)
    expect((await me(named(OTHER_SCHOOL.id, demoSession))).statusCode).toBe(401)
    // Without a code the deployment cannot tell, and reads no session at all.
    expect((await me({ cookie: demoSession })).statusCode).toBe(400)
  })

  it('forgetting the school code signs out too', async () => {
    const forgot = await t.app.inject({ method: 'DELETE', url: '/api/schools/choose', headers: named(OTHER_SCHOOL.id) })
    expect(forgot.statusCode).toBe(204)
    const cleared = new Map(forgot.cookies.map((c) => [c.name, c]))
    expect(cleared.get(SCHOOL_COOKIE)?.value).toBe('')
    expect(cleared.get('rollcall_session')?.value).toBe('')
  })
})

describe.each(TEST_DATABASES)('two schools, named by host name under BASE_DOMAIN, on %s', (kind) => {
  let t: TestApp
  const host = (slug: string) => `${slug}.schools.test`

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW, baseDomain: 'schools.test' })
    await insertOtherSchool(t.ctx.db, NOW)
  }, 120_000)
  afterAll(() => t.close())

  const current = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/schools/current', headers })).json<CurrentSchoolResponse>()

  it('takes the school from the host, whatever school code the device remembers', async () => {
    expect(await current({ host: host(OTHER_SCHOOL.id) })).toEqual({ school: { name: OTHER_SCHOOL.name, code: OTHER_SCHOOL.id }, namedBy: 'host' })
    expect(await current({ host: host(DEMO_SCHOOL_ID), ...named(OTHER_SCHOOL.id) })).toEqual({
      school: { name: 'Rollcall Demo School', code: DEMO_SCHOOL_ID },
      namedBy: 'host',
    })
    // No code names another school at a school's own address.
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/schools/choose', headers: { host: host(DEMO_SCHOOL_ID) }, payload: { code: OTHER_SCHOOL.id } })
    expect(elsewhere.statusCode).toBe(404)
  })

  it('answers an address of no school with a 404 that says so', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { host: host('nowhere') } })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'no_school_here', error: 'No school has this address. Check the link your school gave you.' })
  })

  it("refuses one school's session at the other school's address", async () => {
    const demo = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts', headers: { host: host(DEMO_SCHOOL_ID) } })).json<DemoAccountsResponse>()
    const head = demo.accounts.find((a) => a.role === 'headmaster')!
    const session = sessionCookieOf(await signIn(t.app, 'staff', head.identifier, demo.password, { headers: { host: host(DEMO_SCHOOL_ID) } }))
    const me = (at: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { host: host(at), cookie: session } })
    expect((await me(DEMO_SCHOOL_ID)).statusCode).toBe(200)
    expect((await me(OTHER_SCHOOL.id)).statusCode).toBe(401)
    // The other school is not the demo: its address lists no demo accounts.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts', headers: { host: host(OTHER_SCHOOL.id) } })).statusCode).toBe(404)
  })
})
