import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SCHOOL_ID } from '../bootstrap'
import { rebuildEverySchool } from '../modules/attendance'
import { SCHOOL_COOKIE } from '../modules/schools'
import { cookieFor } from '../test/demo-logins'
import { insertOtherSchool, OTHER_SCHOOL } from '../test/other-school'
import { createTestApp, signIn, TEST_DATABASES, type TestApp } from '../test/test-app'

/*
 * Tenant isolation (ADR 002): a database may hold more than one school, and nothing a school's users
 * see may come from another or depend on there being none. The app's school (the demo) is asked every
 * list, count, report, search and export it has; then a second school is added beside it (the demo
 * again: the same names, emails, parent numbers and ids, every record "permission", and one student of
 * its own), and every answer must be exactly what it was.
 */
const NOW = new Date('2026-12-01T08:00:00Z') // a Tuesday; the demo's term is recorded up to the day before
const DAY = '2026-11-30'

describe.each(TEST_DATABASES)('two schools in one database on %s', (kind) => {
  let t: TestApp
  let urls: { url: string; as: 'head' | 'student' }[]
  let cookies: Record<'head' | 'student', string>
  let before: Map<string, { status: number; body: string }>

  const ask = async () => {
    const answers = new Map<string, { status: number; body: string }>()
    for (const { url, as } of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[as] } })
      answers.set(`${as} ${url}`, { status: response.statusCode, body: response.body })
    }
    return answers
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    // Once there are two schools a request must name its own (ADR 034): these name the demo by its code, from the start.
    const named = (cookie: string) => `${cookie}; ${SCHOOL_COOKIE}=${DEMO_SCHOOL_ID}`
    cookies = { head: named(await cookieFor(t.app, 'headmaster')), student: named(await cookieFor(t.app, 'student')) }
    const db = t.ctx.db
    const school = t.ctx.schoolId
    const klass = await db.selectFrom('classes').select(['id', 'department_id']).where('school_id', '=', school).orderBy('name').executeTakeFirstOrThrow()
    const student = await db.selectFrom('students').select('user_id').where('school_id', '=', school).where('class_id', '=', klass.id).executeTakeFirstOrThrow()
    const teacher = await db.selectFrom('teachers').select('user_id').where('school_id', '=', school).executeTakeFirstOrThrow()
    const name = await db.selectFrom('users').select('name').where('school_id', '=', school).where('id', '=', student.user_id).executeTakeFirstOrThrow()
    const { settings } = (await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: cookies.head } })).json()
    const term = `from=${settings.termStart}&to=${DAY}`
    const firstName = name.name.split(' ')[0]!.slice(0, 4) // 3 letters or more: the trigram index on SQLite
    const own = OTHER_SCHOOL.ownStudent.split(' ')[0]!
    const head = [
      '/api/auth/me', '/api/school/settings', '/api/school/setup',
      `/api/attendance/day?date=${DAY}`, `/api/attendance/day?date=${DAY}&page=2`, `/api/attendance/day?date=${DAY}&q=${firstName}`,
      `/api/attendance/day?date=${DAY}&q=${own}`, `/api/attendance/day?date=${DAY}&q=a`, `/api/attendance/day?date=${DAY}&status=permission`,
      `/api/attendance/day?date=${DAY}&status=not_recorded`, `/api/attendance/day?date=${DAY}&classId=${klass.id}`,
      `/api/attendance/day?date=${DAY}&classId=${klass.id}&q=${firstName}&status=present`,
      `/api/attendance/history?studentId=${student.user_id}&date=${DAY}`, `/api/attendance/roll?classId=${klass.id}&date=${DAY}`,
      `/api/reports/day?date=${DAY}`, `/api/reports/day/export?format=csv&date=${DAY}`,
      `/api/reports/range?${term}`, `/api/reports/range?${term}&sort=rate`, `/api/reports/range?${term}&pageSize=100&page=1`,
      `/api/reports/range?${term}&scope=class&classId=${klass.id}`, `/api/reports/range?${term}&scope=department&departmentId=${klass.department_id}`,
      `/api/reports/range/export?format=csv&${term}`, `/api/reports/students/${student.user_id}/history?${term}`,
      `/api/reports/students/${student.user_id}/history/export?format=csv&${term}`,
      '/api/reports/warnings', '/api/reports/warnings/export?format=csv&list=low-rate', '/api/reports/warnings/export?format=csv&list=absent-streak',
      '/api/departments', '/api/departments/manage',
      '/api/students', `/api/students?q=${firstName}`, `/api/students?q=${own}`, `/api/students?classId=${klass.id}`,
      '/api/students/export?format=csv', `/api/students/${student.user_id}`,
      '/api/classes', '/api/classes/export?format=csv', '/api/teachers', '/api/teachers/options', '/api/teachers/export?format=csv',
      `/api/teachers/${teacher.user_id}`,
    ]
    const mine = ['/api/auth/me', '/api/student/profile', `/api/student/history?${term}`, `/api/student/history/export?format=csv&${term}`]
    urls = [...head.map((url) => ({ url, as: 'head' as const })), ...mine.map((url) => ({ url, as: 'student' as const }))]
    before = await ask()
    await insertOtherSchool(db, NOW)
  }, 120_000)
  afterAll(() => t.close())

  it('answered every question before the other school existed', () => {
    for (const [url, answer] of before) expect(answer.status, url).toBe(200)
  })

  it('gives every list, count, report, search and export exactly as before the other school was added', async () => {
    const after = await ask()
    for (const [url, answer] of before) expect(after.get(url), url).toEqual(answer)
  })

  it('finds none of the other school’s own students, by any search', async () => {
    const own = OTHER_SCHOOL.ownStudent.split(' ')[0]!
    for (const url of [`/api/attendance/day?date=${DAY}&q=${own}`, `/api/students?q=${own}`, `/api/attendance/day?date=${DAY}&q=zor`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies.head } })
      expect(response.body, url).not.toContain(OTHER_SCHOOL.ownStudent)
      expect(response.json().total, url).toBe(0)
    }
  })

  it('signs no one in with the other school’s password, though its accounts have the same emails', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookies.head } })).json()
    const response = await signIn(t.app, 'staff', me.user.email, OTHER_SCHOOL.password, { headers: { cookie: `${SCHOOL_COOKIE}=${DEMO_SCHOOL_ID}` } })
    expect(response.statusCode).toBe(401)
  })

  it('rebuilds each school’s summaries from its own records alone: both found right', async () => {
    const results = await rebuildEverySchool(t.ctx.db, t.ctx.dbKind)
    expect(results.map((r) => [r.schoolId, r.calendars, r.dayCounts, r.names]).sort()).toEqual(
      [[OTHER_SCHOOL.id, 0, 0, 0], [t.ctx.schoolId, 0, 0, 0]].sort(),
    )
  })
})
