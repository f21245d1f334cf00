import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DistrictSchoolsResponse } from '#shared/contracts/district'
import { ROLES, type Role } from '#shared/roles'
import { DEMO_SCHOOL_ID } from '../bootstrap'
import { SCHOOL_COOKIE } from '../modules/schools'
import { cookieFor } from '../test/demo-logins'
import { districtCookie, insertDistrictTestUser } from '../test/district-user'
import { insertOtherSchool, OTHER_SCHOOL } from '../test/other-school'
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/test-app'

/*
 * Many schools in one deployment (ADR 034): every principal of school A (each role), asking every
 * route of school B — B named by its code, the ids A's own (the other school is the demo again, so
 * those ids exist in B too) — gets no answer from B: their session is looked for in B alone, and is
 * not there. The district user, above both, sees both (ADR 035).
 */
const NOW = new Date('2026-12-01T08:00:00Z')

describe.each(TEST_DATABASES)("school A's principals asking school B on %s", (kind) => {
  let t: TestApp
  const cookies = new Map<Role, string>()
  let studentId = 'no-such-id'

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    for (const role of ROLES) cookies.set(role, await cookieFor(t.app, role))
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookies.get('student')! } })
    studentId = me.json<{ user: { id: string } }>().user.id
    await insertOtherSchool(t.ctx.db, NOW)
    await insertDistrictTestUser(t.ctx.db, NOW)
  }, 120_000)
  afterAll(() => t.close())

  it('gets a 401 from every route of school B that is not open to anyone, whatever the method and ids', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.stream && r.access.kind !== 'public' && r.access.kind !== 'district')
    expect(routes.length).toBeGreaterThan(50)
    const unexpected: string[] = []
    for (const role of ROLES) {
      const asB = `${cookies.get(role)!}; ${SCHOOL_COOKIE}=${OTHER_SCHOOL.id}`
      const asA = `${cookies.get(role)!}; ${SCHOOL_COOKIE}=${DEMO_SCHOOL_ID}`
      // The session is alive: at its own school it is answered.
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: asA } })).statusCode, role).toBe(200)
      for (const route of routes) {
        const url = route.url.replace(/:[a-zA-Z]+/g, studentId)
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { cookie: asB },
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        })
        if (response.statusCode !== 401 || response.body.includes(OTHER_SCHOOL.name)) unexpected.push(`${role} ${route.method} ${url}: ${response.statusCode}`)
      }
    }
    expect(unexpected).toEqual([])
  })

  it("is refused the district's routes, which show the district user both schools", async () => {
    for (const role of ROLES) {
      const response = await t.app.inject({ method: 'GET', url: '/api/district/schools', headers: { cookie: `${cookies.get(role)!}; ${SCHOOL_COOKIE}=${DEMO_SCHOOL_ID}` } })
      expect(response.statusCode, role).toBe(403)
    }
    const district = await districtCookie(t.app)
    const { schools } = (await t.app.inject({ method: 'GET', url: '/api/district/schools', headers: { cookie: district } })).json<DistrictSchoolsResponse>()
    expect(schools.map((s) => s.name).sort()).toEqual([OTHER_SCHOOL.name, 'Rollcall Demo School'].sort())
  })
})
