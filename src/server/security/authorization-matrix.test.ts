import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLES, type Role } from '#shared/roles'
import { cookieFor } from '../test/demo-logins'
import { createTestApp, type TestApp } from '../test/test-app'
import { allows, ROUTE_ACCESS } from './route-access'

/**
 * Issue 6.1: every route of the server × every principal. The expected answer comes from
 * ROUTE_ACCESS, itself derived from the seed's permission table: a principal who may not use a
 * route gets 401 (signed out) or 403 and nothing else; one who may gets anything but 401/403
 * (a 400 for the empty body, a 404 for the made-up id, or the answer itself).
 */
const PRINCIPALS: (Role | null)[] = [null, ...ROLES]
const name = (who: Role | null) => who ?? 'signed out'

describe('authorization matrix', () => {
  let t: TestApp
  let base: string
  const cookies = new Map<Role, string>()

  beforeAll(async () => {
    t = await createTestApp('sqlite')
    for (const role of ROLES) cookies.set(role, await cookieFor(t.app, role))
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterAll(() => t.close())

  it('has an expectation for every route the server serves, and no stale one', () => {
    const served = t.app.routeTable.filter((r) => r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`)
    expect(served.filter((key) => !(key in ROUTE_ACCESS)), 'routes with no expected access').toEqual([])
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !served.includes(key)), 'expectations for routes that do not exist').toEqual([])
  })

  it('answers every route × principal as the permission table says', async () => {
    const unexpected: string[] = []
    for (const route of t.app.routeTable.filter((r) => r.url.startsWith('/api/'))) {
      const access = ROUTE_ACCESS[`${route.method} ${route.url}`]
      if (!access) continue
      const url = route.url.replace(/:[a-zA-Z]+/g, 'no-such-id')
      for (const who of PRINCIPALS) {
        const cookie = who ? cookies.get(who)! : ''
        const status = route.stream
          ? await streamStatus(`${base}${url}`, cookie)
          : (
              await t.app.inject({
                method: route.method as 'GET',
                url,
                headers: cookie ? { cookie } : {},
                ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
              })
            ).statusCode
        const allowed = allows(access, who)
        const denied = status === 401 || status === 403
        const expected = allowed ? 'not 401/403' : who ? '403' : '401'
        const ok = allowed ? !denied : status === (who ? 403 : 401)
        if (!ok) unexpected.push(`${route.method} ${route.url} as ${name(who)}: ${status}, expected ${expected}`)
        if (status >= 500) unexpected.push(`${route.method} ${route.url} as ${name(who)}: ${status}`)
        // Signing out ends the session: sign this principal in again for the next routes.
        if (route.url === '/api/auth/logout' && who) cookies.set(who, await cookieFor(t.app, who))
      }
    }
    expect(unexpected).toEqual([])
  })
})

/** The status of a server-sent-events request, read from its headers; the stream is then closed. */
async function streamStatus(url: string, cookie: string): Promise<number> {
  const controller = new AbortController()
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) }, signal: controller.signal })
  if (response.status === 200) expect(response.headers.get('content-type')).toContain('text/event-stream')
  controller.abort()
  return response.status
}
