import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '#shared/roles'
import { cookieFor } from '../test/demo-logins'
import { createTestApp, type TestApp } from '../test/test-app'
import { allows } from './access'

/**
 * Issue 6.2: random and boundary input for every JSON endpoint. Whatever arrives, the answer is
 * 2xx or 4xx (a 4xx with a JSON {error, code}), never 5xx, and a refused request changes nothing
 * in the database (SQLite's total_changes() counts every row written on the app's connection).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300)

const nasty = fc.constantFrom(
  "' OR 1=1 --", "'; DROP TABLE users; --", '" OR ""="', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>',
  '\u0000', '\uFEFF', '\u202E', '😀👩‍👩‍👧', 'ñandú', '𝕏', '../../etc/passwd', '%00', '${7*7}', '{{7*7}}', '=cmd|" /C calc"!A0',
  '', ' ', '12345', '00000', '2030-03-04', '9999-99-99', 'present', 'headmaster', 'a@b.co', 'null', 'undefined', 'NaN',
)
const scalar = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constant('x'.repeat(100_000)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 4.0000001),
  fc.boolean(),
  fc.constant(null),
)
const value = fc.oneof({ maxDepth: 2 }, scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }))

/** Field names our contracts use, so bodies reach deep into validation, not just the first check. */
const FIELDS = [
  'name', 'email', 'parentNumber', 'classId', 'level', 'departmentId', 'password', 'currentPassword', 'newPassword',
  'confirmPassword', 'subjects', 'isHomeroom', 'homeroomClassId', 'teacherId', 'studentId', 'date', 'status', 'note',
  'entries', 'code', 'theme', 'emailNotifications', 'pushNotifications', 'timeZone', 'schoolDayStart', 'lateAfter',
  'schoolDays', 'kind', 'identifier', 'gpa', 'emergencyContact', 'major', 'bloodType', 'allergies', '__proto__', 'constructor',
]
const QUERY = ['q', 'page', 'pageSize', 'date', 'classId', 'departmentId', 'status', 'format', 'studentId']

const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }) },
  { weight: 1, arbitrary: value },
)
const query = fc.dictionary(fc.constantFrom(...QUERY), fc.oneof(nasty, fc.string({ maxLength: 30 }), fc.integer().map(String)), { maxKeys: 4 })
const pathId = fc.oneof(nasty, fc.string({ minLength: 1, maxLength: 40 }))

/** What an error must never show: a stack frame, a file path, SQL or the database's own words. */
const LEAKS = /\bat \S+:\d+:\d+|node_modules|\/src\/server|\bselect\b.*\bfrom\b|\binsert into\b|SQLITE_|sqlite3|\bpg_|duplicate key|violates .* constraint/i

/** Routes a refused request may legitimately write: a failed sign-in is counted for the rate limit. */
const WRITES_WHEN_REFUSED = new Set(['POST /api/auth/login'])
/** Not fuzzed: streams stay open; logout ends the session the other routes use. */
const SKIPPED = new Set(['GET /api/attendance/events', 'GET /api/student/events', 'POST /api/auth/logout'])

describe('bad input never breaks the server or the data', () => {
  let t: TestApp
  const cookies = new Map<Role, string>()
  const changes = async () => Number((await sql<{ n: number }>`select total_changes() as n`.execute(t.ctx.db)).rows[0]!.n)

  beforeAll(async () => {
    t = await createTestApp('sqlite')
    for (const role of ['headmaster', 'student'] as const) cookies.set(role, await cookieFor(t.app, role))
  })
  afterAll(() => t.close())

  it('answers every endpoint with 2xx/4xx and a JSON error, and a refusal writes nothing', async () => {
    // The write counter sees writes: a saved preference moves it.
    const counted = await changes()
    const saved = await t.app.inject({
      method: 'PATCH', url: '/api/account/preferences', headers: { cookie: cookies.get('headmaster')! },
      payload: { theme: 'light', emailNotifications: true, pushNotifications: false },
    })
    expect(saved.statusCode).toBe(200)
    expect(await changes()).toBeGreaterThan(counted)

    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !SKIPPED.has(`${r.method} ${r.url}`))
    expect(routes.length).toBeGreaterThan(40)
    for (const route of routes) {
      const key = `${route.method} ${route.url}`
      const { access } = route
      // The principal who may use the route, so input reaches its validation.
      const who: Role | null = allows(access, 'headmaster') ? 'headmaster' : allows(access, 'student') ? 'student' : null
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method)
      await fc.assert(
        fc.asyncProperty(body, query, pathId, async (payload, qs, id) => {
          const url = `${route.url.replace(/:[a-zA-Z]+/g, encodeURIComponent(id))}?${new URLSearchParams(qs)}`
          const before = await changes()
          const response = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: who ? { cookie: cookies.get(who)! } : {},
            ...(hasBody ? { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...(who ? { cookie: cookies.get(who)! } : {}) } } : {}),
          })
          const context = `${key} ${url.slice(0, 200)} ${JSON.stringify(payload)?.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`
          expect(response.statusCode, context).toBeLessThan(500)
          if (response.statusCode >= 400) {
            expect(response.body, `${context}: leaks internals`).not.toMatch(LEAKS)
            expect(response.headers['content-type'], context).toContain('application/json')
            expect(response.json(), context).toMatchObject({ error: expect.any(String), code: expect.any(String) })
            if (!WRITES_WHEN_REFUSED.has(key)) expect(await changes(), `${context}: a refused request wrote to the database`).toBe(before)
          }
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
      )
    }
  }, 600_000)
})
