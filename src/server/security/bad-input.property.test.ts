import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '#shared/roles'
import { anyPathSegment, anyText, BROKEN_URL_BYTES, queryString } from '../test/any-text'
import { MONDAY_MORNING } from '../test/attendance-helpers'
import { cookieFor } from '../test/demo-logins'
import { errorShapeProblem } from '../test/error-shape'
import { createTestApp, ON_CITUS, TEST_DATABASES, type TestApp } from '../test/test-app'
import { writeCounter } from '../test/write-counter'
import { allows } from './access'

/**
 * Random and boundary input for every endpoint of the route table, on both engines, drawn from
 * all of Unicode (NUL, C0/C1 controls, lone surrogates, direction controls, astral characters,
 * decomposed text) in every body field, query parameter and path parameter, and bytes that are
 * not UTF-8 in URLs and bodies. Whatever arrives, the answer is 2xx or 4xx (a 4xx with a JSON
 * {error, code} in words), never 5xx, and a refused request writes no row (test/write-counter.ts).
 * What an accepted text is stored as: text-fields.property.test.ts. The claim it proves is
 * docs/security.md's "Anyone sending malformed input".
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60)
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)

const nasty = fc.constantFrom(
  "' OR 1=1 --", "'; DROP TABLE users; --", '" OR ""="', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>',
  '\u0000', '\uFEFF', '\u202E', '😀👩‍👩‍👧', 'ñandú', '𝕏', '../../etc/passwd', '%00', '${7*7}', '{{7*7}}', '=cmd|" /C calc"!A0',
  '', ' ', '12345', '00000', '2030-03-04', '9999-99-99', 'present', 'headmaster', 'a@b.co', 'null', 'undefined', 'NaN',
  'a\u0000@b.co', '1234\u0000', '2030-03-04\u0000', 'present\u202E', 'K7QM-3XPD\u0000', 'Europe/Oslo\u0000', '\uD800', 'a\uDC00b',
)
const scalar = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 4, arbitrary: anyText(30) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(100_000)) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 4.0000001) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
)
const value = fc.oneof({ maxDepth: 2 }, scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(anyText(8), scalar, { maxKeys: 3 }))

/** Field names our contracts use, so bodies reach deep into validation, not just the first check. */
const FIELDS = [
  'name', 'email', 'parentNumber', 'classId', 'level', 'departmentId', 'password', 'currentPassword', 'newPassword',
  'confirmPassword', 'subjects', 'isHomeroom', 'homeroomClassId', 'teacherId', 'studentId', 'date', 'status', 'note',
  'entries', 'code', 'theme', 'emailNotifications', 'quietHours', 'language', 'notifyLate', 'noticeCutoffMinutes', 'noticeContact', 'timeZone', 'schoolDayStart', 'lateAfter',
  'schoolDays', 'holidays', 'termStart', 'termEnd', 'warningThreshold', 'kind', 'identifier', 'gpa', 'emergencyContact',
  'major', 'bloodType', 'allergies', 'overwrite', '__proto__', 'constructor',
]
const QUERY = ['q', 'page', 'pageSize', 'date', 'from', 'to', 'classId', 'departmentId', 'status', 'format', 'studentId', 'scope', 'list', 'sort']

/** A JSON body, or bytes that are not UTF-8 where JSON expects text. */
const body: fc.Arbitrary<string | Buffer> = fc.oneof(
  { weight: 8, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...FIELDS), fc.constantFrom([0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0x00]))
      .map(([field, bytes]) => Buffer.concat([Buffer.from(`{"${field}":"a`), Buffer.from(bytes), Buffer.from('b"}')])),
  },
)
const queryValue = fc.oneof(nasty, anyText(30), fc.integer().map(String))
const query = fc
  .tuple(fc.dictionary(fc.constantFrom(...QUERY), queryValue, { maxKeys: 4 }), fc.option(fc.constantFrom(...BROKEN_URL_BYTES), { freq: 8 }))
  .map(([pairs, broken]) => queryString(pairs, broken))

/** Routes a refused request may legitimately write: a failed sign-in is counted for the rate limit. */
const WRITES_WHEN_REFUSED = new Set(['POST /api/auth/login'])
/** Not fuzzed: streams stay open; logout ends the session the other routes use. */
const SKIPPED = new Set(['GET /api/attendance/events', 'GET /api/student/events', 'POST /api/auth/logout'])

// Every case counts the rows written: not on Citus (write-counter.ts); its API tests cover the cluster.
describe.skipIf(ON_CITUS).each(TEST_DATABASES)('bad input never breaks the server or the data, on %s', (kind) => {
  let t: TestApp
  let rowsWritten: () => Promise<number>
  const cookies = new Map<Role, string>()

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    rowsWritten = await writeCounter(t)
    for (const role of ['headmaster', 'student'] as const) cookies.set(role, await cookieFor(t.app, role))
  })
  afterAll(() => t.close())

  it('counts a write when there is one, a refused request’s too, and only then', async () => {
    const before = await rowsWritten()
    const read = await t.app.inject({ method: 'GET', url: '/api/students', headers: { cookie: cookies.get('headmaster')! } })
    expect(read.statusCode).toBe(200)
    expect(await rowsWritten()).toBe(before)
    const saved = await t.app.inject({
      method: 'PATCH', url: '/api/account/preferences', headers: { cookie: cookies.get('headmaster')! },
      payload: { theme: 'light', emailNotifications: true },
    })
    expect(saved.statusCode).toBe(200)
    const afterSave = await rowsWritten()
    expect(afterSave).toBeGreaterThan(before)
    // A refusal that writes is seen: a failed sign-in is counted for the rate limit.
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { kind: 'staff', identifier: 'nobody@example.org', password: 'wrong' } })
    expect(refused.statusCode).toBe(401)
    expect(await rowsWritten()).toBeGreaterThan(afterSave)
  })

  it('answers every endpoint with 2xx/4xx and a JSON error in words, and a refusal writes nothing', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !SKIPPED.has(`${r.method} ${r.url}`))
    expect(routes.length).toBeGreaterThan(40)
    for (const route of routes) {
      const key = `${route.method} ${route.url}`
      // The principal who may use the route, so input reaches its validation.
      const who: Role | null = allows(route.access, 'headmaster') ? 'headmaster' : allows(route.access, 'student') ? 'student' : null
      const cookie = who ? { cookie: cookies.get(who)! } : {}
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method)
      await fc.assert(
        fc.asyncProperty(body, query, anyPathSegment, async (payload, qs, segment) => {
          const url = `${route.url.replace(/:[a-zA-Z]+/g, segment)}?${qs}`
          const before = await rowsWritten()
          const response = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: hasBody ? { 'content-type': 'application/json', ...cookie } : cookie,
            ...(hasBody ? { payload } : {}),
          })
          const context = `${key} ${url.slice(0, 200)} ${JSON.stringify(String(payload).slice(0, 200))} → ${response.statusCode} ${response.body.slice(0, 300)}`
          expect(response.statusCode, context).toBeLessThan(500)
          if (response.statusCode >= 400) {
            expect(errorShapeProblem(String(response.headers['content-type'] ?? ''), response.body), context).toBeNull()
            if (!WRITES_WHEN_REFUSED.has(key)) expect(await rowsWritten(), `${context}: a refused request wrote to the database`).toBe(before)
          }
        }),
        { numRuns: RUNS, seed: SEED },
      )
    }
  }, 600_000)
})
