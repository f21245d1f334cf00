import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoAccountsResponse, MeResponse } from '#shared/contracts/auth'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('own account on %s', (kind) => {
  let t: TestApp
  let demo: DemoAccountsResponse
  const me = async (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })

  beforeAll(async () => {
    t = await createTestApp(kind)
    demo = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json()
  })
  afterAll(() => t.close())

  it('stores theme and notification choices per user', async () => {
    const cookie = await cookieFor(t.app, 'subject_teacher')
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/preferences',
      headers: { cookie },
      payload: { theme: 'light', emailNotifications: false },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<MeResponse>().user.preferences).toEqual({ theme: 'light', emailNotifications: false, language: null })
    // A new session of the same user sees the saved choices; another user does not.
    expect((await me(await cookieFor(t.app, 'subject_teacher'))).json<MeResponse>().user.preferences.theme).toBe('light')
    expect((await me(await cookieFor(t.app, 'headmaster'))).json<MeResponse>().user.preferences.theme).toBe('dark')

    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/preferences',
      headers: { cookie },
      payload: { theme: 'sepia' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toHaveProperty('theme')
    expect((await me(cookie)).json<MeResponse>().user.preferences.theme).toBe('light')

    // There is no Push switch (ADR 022): a client that still sends one changes nothing and is told so.
    const push = await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie }, payload: { pushNotifications: true } })
    expect(push.statusCode).toBe(400)
    expect(push.json().fields).toHaveProperty('_')
  })

  it('edits a staff name and email, refusing an email another account uses', async () => {
    const cookie = await cookieFor(t.app, 'homeroom_teacher')
    const taken = demo.accounts.find((a) => a.role === 'headmaster')!.identifier
    const clash = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { cookie },
      payload: { name: 'Someone Else', email: taken.toUpperCase() },
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toMatchObject({ code: 'email_taken', fields: { email: 'Another account already uses this email' } })
    expect((await me(cookie)).json<MeResponse>().user.name).not.toBe('Someone Else')

    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { cookie },
      payload: { name: '  Ibu Sari Hartono ', email: 'Sari.Hartono@Rollcall-Demo.School' },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json<MeResponse>().user).toMatchObject({ name: 'Ibu Sari Hartono', email: 'sari.hartono@rollcall-demo.school' })
    const again = await signIn(t.app, 'staff', 'sari.hartono@rollcall-demo.school', demo.password)
    expect(again.statusCode).toBe(200)
  })

  it('refuses a student renaming themselves (staff keep a student\'s name) or setting an email', async () => {
    const cookie = await cookieFor(t.app, 'student')
    const name = (await me(cookie)).json<MeResponse>().user.name
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie }, payload })
    const renamed = await patch({ name: 'New Name' })
    expect(renamed.statusCode).toBe(403)
    expect(renamed.json()).toMatchObject({ code: 'name_kept_by_staff', error: 'A student’s name is changed by the school office, not in Settings.' })
    expect((await me(cookie)).json<MeResponse>().user.name).toBe(name)
    const withEmail = await patch({ name, email: 'kid@example.com' })
    expect(withEmail.statusCode).toBe(400)
    expect(withEmail.json().fields).toEqual({ email: 'Students do not have an email address' })
    expect((await patch({ name: ' ' })).json().fields).toEqual({ name: 'This field is required' })
    // Their own name, unchanged, is not a change: nothing to refuse.
    expect((await patch({ name })).statusCode).toBe(200)
  })

  it('changes the password after checking the current one, and signs out other sessions', async () => {
    const student = demo.accounts.find((a) => a.role === 'student')!
    const phone = sessionCookieOf(await signIn(t.app, 'student', student.identifier, demo.password))
    const laptop = sessionCookieOf(await signIn(t.app, 'student', student.identifier, demo.password))
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/account/password', headers: { cookie: phone }, payload })

    const wrong = await change({ currentPassword: 'nope', newPassword: 'correct horse', confirmPassword: 'correct horse' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields).toEqual({ currentPassword: 'Current password is incorrect' })
    const short = await change({ currentPassword: demo.password, newPassword: 'short', confirmPassword: 'short' })
    expect(short.json().fields).toEqual({ newPassword: 'Password must be at least 8 characters' })
    const differ = await change({ currentPassword: demo.password, newPassword: 'correct horse', confirmPassword: 'correct horsf' })
    expect(differ.json().fields).toEqual({ confirmPassword: 'Passwords do not match' })
    expect((await me(laptop)).statusCode).toBe(200)

    const ok = await change({ currentPassword: demo.password, newPassword: 'correct horse', confirmPassword: 'correct horse' })
    expect(ok.statusCode).toBe(204)
    expect((await me(phone)).statusCode).toBe(200)
    expect((await me(laptop)).statusCode).toBe(401)
    expect((await signIn(t.app, 'student', student.identifier, demo.password)).statusCode).toBe(401)
    expect((await signIn(t.app, 'student', student.identifier, 'correct horse')).statusCode).toBe(200)
  })

  it('needs a session for every account change', async () => {
    for (const [method, url] of [['PATCH', '/api/account/profile'], ['POST', '/api/account/password'], ['PATCH', '/api/account/preferences']] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401)
    }
  })
})
