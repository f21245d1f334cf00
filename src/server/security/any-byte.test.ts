import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StudentImportPreview } from '#shared/contracts/student-import'
import { classNamed, MONDAY, MONDAY_MORNING, roll } from '../test/attendance-helpers'
import { cookieFor } from '../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/test-app'

/**
 * The text policy (src/shared/text.ts) through the API on both engines: a NUL, a direction control or
 * a name that shows nothing is a 400 that names the field, never a 500 and never stored.
 */
describe.each(TEST_DATABASES)('any byte on %s', (kind) => {
  let t: TestApp
  let head: string
  let classId: string
  let studentId: string
  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    classId = (await classNamed(t.app, head, '10A')).id
    studentId = (await roll(t.app, head, classId, MONDAY)).rows[0]!.student.id
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: head }, ...(payload ? { payload } : {}) })

  it('refuses a NUL in a search or an id of a query with a 400, on every list', async () => {
    for (const url of [
      '/api/students?q=%00', '/api/teachers?q=a%00', '/api/classes?q=%00b', '/api/attendance/day?q=abc%00',
      '/api/attendance/day?q=%E2%80%AEabc', `/api/attendance/roll?classId=a%00&date=${MONDAY}`, '/api/students?classId=%00',
    ]) {
      const response = await call('GET', url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toMatchObject({ code: 'validation_failed' })
    }
  })

  it('refuses control, direction and invisible-only names in every write, and stores nothing', async () => {
    const before = (await call('GET', '/api/students?pageSize=1')).json<{ total: number }>().total
    const cases: [string, 'POST' | 'PUT' | 'PATCH', string, object, string][] = [
      ['student name with NUL', 'POST', '/api/students', { name: 'a\u0000b', parentNumber: '97531', classId, level: 'Junior', departmentId: 'x' }, 'name'],
      ['student name of zero-width spaces', 'POST', '/api/students', { name: '\u200B\u200B', parentNumber: '97531', classId, level: 'Junior', departmentId: 'x' }, 'name'],
      ['profile name with a right-to-left override', 'PATCH', '/api/account/profile', { name: 'Head\u202Eretsam' }, 'name'],
      ['class name with BEL', 'POST', '/api/classes', { name: '10\u0007Z', departmentId: 'x', teacherId: 'y' }, 'name'],
      ['attendance note with NUL', 'PUT', '/api/attendance/records', { studentId, date: MONDAY, status: 'sick', note: 'fever\u0000' }, 'note'],
      ['a half character', 'PATCH', '/api/account/profile', { name: 'Ayu \uD800' }, 'name'],
    ]
    for (const [what, method, url, payload, field] of cases) {
      const response = await call(method, url, payload)
      expect(response.statusCode, what).toBe(400)
      expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields ?? {}), what).toContain(field)
    }
    expect((await call('GET', '/api/students?pageSize=1')).json<{ total: number }>().total).toBe(before)
  })

  it('refuses a JSON body whose bytes are not UTF-8 with a 400, not a name with U+FFFD in it', async () => {
    const me = async () => (await call('GET', '/api/auth/me')).json<{ user: { name: string } }>().user.name
    const name = await me()
    for (const bytes of [[0xe9], [0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      const payload = Buffer.concat([Buffer.from('{"name":"Andr'), Buffer.from(bytes), Buffer.from('"}')])
      const response = await t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie: head, 'content-type': 'application/json' }, payload })
      expect(response.statusCode, String(bytes)).toBe(400)
      expect(response.json(), String(bytes)).toEqual({ error: expect.stringMatching(/not UTF-8/), code: 'body_not_utf8' })
    }
    expect(await me()).toBe(name)
    // UTF-8, a byte-order mark before it, and JSON's own escapes are read as ever.
    const ok = await t.app.inject({
      method: 'PATCH', url: '/api/account/profile', headers: { cookie: head, 'content-type': 'application/json; charset=utf-8' },
      payload: Buffer.from('\uFEFF{"name":"Andr\u00e9 \\u00e9"}'),
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(await me()).toBe('Andr\u00e9 \u00e9')
  })

  it('shows a NUL in an imported row as that row’s issue, not a server error', async () => {
    const csv = 'Name,Student ID,Parent Number,Class,Level,Department\nBad\u0000Name,,97533,10A,Junior,Science\n'
    const preview = await t.app.inject({
      method: 'POST', url: '/api/students/import/preview', headers: { cookie: head, 'content-type': 'text/csv; charset=utf-8' }, payload: csv,
    })
    expect(preview.statusCode).toBe(200)
    expect(preview.json<StudentImportPreview>().issues).toContainEqual(expect.objectContaining({ line: 2, field: 'Name' }))
  })
})
