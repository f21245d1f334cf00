import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'
import { helmetHeaders } from './security-headers'

describe('security headers', () => {
  let t: TestApp
  beforeAll(async () => (t = await createTestApp('sqlite')))
  afterAll(() => t.close())

  it.each(['/api/health', '/api/auth/me', '/api/no-such-route'])('are on every response, errors too (%s)', async (url) => {
    const { headers } = await t.app.inject({ method: 'GET', url })
    const csp = String(headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    // This origin's scripts, and one inline script known by its hash (a rendered page's, ADR 038): no other inline script, no eval.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    // The service worker and the manifest (ADR 026).
    expect(csp).toMatch(/worker-src 'self'[ ;]/)
    expect(csp).toContain("manifest-src 'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(headers['permissions-policy']).toContain('camera=(self)')
    expect(headers['x-powered-by']).toBeUndefined()
  })

  it('are every header helmet itself sends, with the same values', async () => {
    const helmets = await helmetHeaders()
    expect(Object.keys(helmets)).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-frame-options']))
    for (const url of ['/api/health', '/api/no-such-route']) {
      const { headers } = await t.app.inject({ method: 'GET', url })
      for (const [name, value] of Object.entries(helmets)) expect(headers[name], `${name} on ${url}`).toBe(value)
    }
  })
})
