import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MeResponse } from '#shared/contracts/auth'
import { cookieFor } from '../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/test-app'

describe.each(TEST_DATABASES)('cross-site request refusal on %s', (kind) => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    cookie = await cookieFor(t.app, 'headmaster')
  })
  afterAll(() => t.close())

  const changeTheme = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/account/preferences',
      headers: { cookie, host: 'rollcall.example', ...headers },
      payload: { theme: 'light' },
    })

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'https://evil.rollcall.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['an opaque origin', { origin: 'null' }],
  ])('refuses a change from %s with 403 and changes nothing', async (_, headers) => {
    const response = await changeTheme(headers)
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('csrf_refused')
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
    expect(me.json<MeResponse>().user.preferences.theme).toBe('dark')
  })

  it('refuses a cross-site sign-in form too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', host: 'rollcall.example' },
      payload: { kind: 'student', identifier: '00000', password: 'x' },
    })
    expect(response.statusCode).toBe(403)
  })

  it('accepts the same change from the app itself', async () => {
    const response = await changeTheme({ origin: 'https://rollcall.example', 'sec-fetch-site': 'same-origin' })
    expect(response.statusCode).toBe(200)
    expect(response.json<MeResponse>().user.preferences.theme).toBe('light')
  })

  it('accepts a form posted from one of its own pages, which a browser sends with Origin: null under no-referrer', async () => {
    const response = await changeTheme({ origin: 'null', 'sec-fetch-site': 'same-origin' })
    expect(response.statusCode).toBe(200)
  })

  it('lets cross-site reads through (they cannot change anything)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } })
    expect(response.statusCode).toBe(200)
  })
})
