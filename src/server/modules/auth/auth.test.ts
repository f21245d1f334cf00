import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoAccountsResponse, MeResponse } from '#shared/contracts/auth'
import { permissionsFor } from '#shared/roles'
import { buildApp } from '../../app'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('sign-in and sessions on %s', (kind) => {
  let t: TestApp
  let demo: DemoAccountsResponse
  const account = (role: string) => demo.accounts.find((a) => a.role === role)!

  beforeAll(async () => {
    t = await createTestApp(kind)
    demo = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json()
  })
  afterAll(() => t.close())

  it('lists one working demo account per role, and the three demo parents', async () => {
    expect(demo.accounts.map((a) => a.role)).toEqual(['headmaster', 'homeroom_teacher', 'subject_teacher', 'student', 'parent', 'parent', 'parent'])
    expect(account('student').identifier).toMatch(/^\d{5}$/)
    for (const a of demo.accounts) {
      const response = await signIn(t.app, a.kind, a.identifier, demo.password)
      expect(response.statusCode, a.role).toBe(200)
      expect(response.json<MeResponse>().user.role).toBe(a.role)
    }
  })

  it('signs a student in by parent number with an HttpOnly, SameSite=Lax session cookie', async () => {
    const student = account('student')
    const response = await signIn(t.app, 'student', student.identifier, demo.password)
    expect(response.statusCode).toBe(200)
    const me = response.json<MeResponse>()
    expect(me.user).toMatchObject({ name: student.name, role: 'student', parentNumber: student.identifier })
    expect(me.permissions).toEqual(permissionsFor('student'))
    expect(response.json()).not.toHaveProperty('user.password_hash')
    const cookie = response.cookies.find((c) => c.name === 'rollcall_session')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie.secure).toBeFalsy()
  })

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    // Behind a trusted proxy Fastify takes the protocol from X-Forwarded-Proto.
    const app = await buildApp({ ...t.ctx, config: { ...t.ctx.config, trustProxy: true } })
    const response = await signIn(app, 'staff', account('headmaster').identifier, demo.password, {
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(response.cookies.find((c) => c.name === 'rollcall_session')?.secure).toBe(true)
    await app.close()
  })

  it('accepts staff emails in any letter case', async () => {
    const response = await signIn(t.app, 'staff', account('headmaster').identifier.toUpperCase(), demo.password)
    expect(response.statusCode).toBe(200)
    expect(response.json<MeResponse>().permissions.canDeleteTeacher).toBe(true)
  })

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const wrong = await signIn(t.app, 'staff', account('subject_teacher').identifier, 'not-the-password')
    const unknown = await signIn(t.app, 'staff', 'nobody@rollcall-demo.school', demo.password)
    const studentOfStaffTab = await signIn(t.app, 'staff', account('student').identifier + '@x.io', demo.password)
    for (const response of [wrong, unknown, studentOfStaffTab]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: 'Invalid credentials', code: 'invalid_credentials' })
      expect(response.cookies).toHaveLength(0)
    }
  })

  it('rejects malformed input with 400 and a message per field', async () => {
    const shortNumber = await signIn(t.app, 'student', '1234', 'x')
    expect(shortNumber.statusCode).toBe(400)
    expect(shortNumber.json().fields).toEqual({ identifier: 'Parent number must be 5 digits' })

    const notEmail = await signIn(t.app, 'staff', 'headmaster', '')
    expect(notEmail.statusCode).toBe(400)
    expect(notEmail.json().fields).toEqual({
      identifier: 'Enter a valid email address',
      password: 'This field is required',
    })

    const badKind = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { kind: 'parent' } })
    expect(badKind.statusCode).toBe(400)
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":',
    })
    expect(notJson.statusCode).toBe(400)
    expect(notJson.json().error).toEqual(expect.any(String))
  })

  it('returns the user from /me with the cookie, and 401 without or after logout', async () => {
    const login = await signIn(t.app, 'staff', account('homeroom_teacher').identifier, demo.password)
    const cookie = sessionCookieOf(login)
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json<MeResponse>()).toMatchObject({
      user: { role: 'homeroom_teacher', preferences: { theme: 'dark', emailNotifications: true } },
      permissions: permissionsFor('homeroom_teacher'),
      school: { name: 'Rollcall Demo School', timeZone: 'UTC' },
    })

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401)
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'rollcall_session=forged' } })
    expect(forged.statusCode).toBe(401)

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
    expect(logout.statusCode).toBe(204)
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
    expect(after.statusCode).toBe(401)
  })

  it('ends a session after 14 days without use', async () => {
    const start = new Date('2030-01-07T08:00:00Z')
    t.setNow(start)
    const cookie = sessionCookieOf(await signIn(t.app, 'staff', account('headmaster').identifier, demo.password))
    t.setNow(new Date(start.getTime() + 13 * 86_400_000))
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200)
    // Using it on day 13 pushed the end forward: day 26 is 13 idle days later.
    t.setNow(new Date(start.getTime() + 26 * 86_400_000))
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200)
    t.setNow(new Date(start.getTime() + 41 * 86_400_000))
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401)
  })
})

describe.each(TEST_DATABASES)('demo mode off on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { demo: false })
  })
  afterAll(() => t.close())

  it('has no demo accounts to list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error).toBe('Not found')
  })
})
