import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import type { DistrictDaysResponse, DistrictSchoolsResponse } from '#shared/contracts/district'
import type { DayReportResponse, RangeReportResponse } from '#shared/contracts/reports'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { addDays } from '#shared/dates'
import { LOGIN_FAILURES_PER_IDENTIFIER } from '#shared/limits'
import { DEMO_SCHOOL_ID } from '../../bootstrap'
import { districtCookie, DISTRICT_USER, insertDistrictTestUser } from '../../test/district-user'
import { insertOtherSchool, OTHER_SCHOOL } from '../../test/other-school'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { SCHOOL_COOKIE } from '../schools'

/*
 * The district (ADR 035): users above the schools, signed in with their own cookie to no school,
 * who read every school's figures (the reports' own numbers) and add schools.
 */
const NOW = new Date('2026-12-01T08:00:00Z')
const named = (code: string, cookie = '') => ({ cookie: [cookie, `${SCHOOL_COOKIE}=${code}`].filter(Boolean).join('; ') })
const NEW_SCHOOL = {
  name: 'SMA Negeri 3',
  code: 'sman3',
  timeZone: 'Asia/Jakarta',
  headmaster: { name: 'Budi Santoso', email: 'budi@sman3.example', password: 'a long password' },
}

describe.each(TEST_DATABASES)('the district on %s', (kind) => {
  let t: TestApp
  let district: string
  let demoHead: string

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    await insertOtherSchool(t.ctx.db, NOW)
    await insertDistrictTestUser(t.ctx.db, NOW)
    district = await districtCookie(t.app)
    const demo = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts', headers: named(DEMO_SCHOOL_ID) })).json<DemoAccountsResponse>()
    const head = demo.accounts.find((a) => a.role === 'headmaster')!
    demoHead = sessionCookieOf(await signIn(t.app, 'staff', head.identifier, demo.password, { headers: named(DEMO_SCHOOL_ID) }))
  }, 120_000)
  afterAll(() => t.close())

  const get = <T>(url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => ({ status: r.statusCode, body: r.json<T>() }))

  it('signs a district user in with their own cookie, and out again; a wrong password is the usual 401', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/district/login', payload: { email: DISTRICT_USER.email, password: 'not the password' } })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials' })
    const unknown = await t.app.inject({ method: 'POST', url: '/api/district/login', payload: { email: 'nobody@dinas.example', password: 'whatever1' } })
    expect(unknown.statusCode).toBe(401)

    const ok = await t.app.inject({ method: 'POST', url: '/api/district/login', payload: { email: ' SITI@dinas.example ', password: DISTRICT_USER.password } })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ user: { name: DISTRICT_USER.name, email: DISTRICT_USER.email } })
    const cookie = ok.cookies.find((c) => c.name === 'rollcall_district')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(ok.cookies.find((c) => c.name === 'rollcall_session')).toBeUndefined()
    const session = `rollcall_district=${cookie.value}`
    expect((await get('/api/district/me', session)).body).toMatchObject({ user: { email: DISTRICT_USER.email } })
    expect((await t.app.inject({ method: 'POST', url: '/api/district/logout', headers: { cookie: session } })).statusCode).toBe(204)
    expect((await get('/api/district/me', session)).status).toBe(401)
    // The other session is untouched.
    expect((await get('/api/district/me', district)).status).toBe(200)
  })

  it('throttles repeated failures for one email as a school sign-in does', async () => {
    const attempt = () => t.app.inject({ method: 'POST', url: '/api/district/login', payload: { email: 'typo@dinas.example', password: 'wrong-pass' } })
    for (let i = 0; i < LOGIN_FAILURES_PER_IDENTIFIER; i++) expect((await attempt()).statusCode).toBe(401)
    const refused = await attempt()
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'rate_limited' })
  })

  it('is a principal of no school: school routes refuse the district cookie, and district routes a school session', async () => {
    for (const url of ['/api/auth/me', '/api/reports/day', '/api/students?pageSize=5', '/api/school/settings']) {
      for (const headers of [named(DEMO_SCHOOL_ID, district), named(OTHER_SCHOOL.id, district)]) {
        const response = await t.app.inject({ method: 'GET', url, headers })
        expect([401, 403], url).toContain(response.statusCode)
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/district/schools', headers: named(DEMO_SCHOOL_ID, demoHead) })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/district/schools' })).statusCode).toBe(401)
  })

  it("lists every school with the reports' own figures: rates, early warnings and registers taken", async () => {
    const { status, body } = await get<DistrictSchoolsResponse>('/api/district/schools', district)
    expect(status).toBe(200)
    expect(body.schools.map((s) => s.code).sort()).toEqual([DEMO_SCHOOL_ID, OTHER_SCHOOL.id].sort())
    const demo = body.schools.find((s) => s.code === DEMO_SCHOOL_ID)!
    const { settings } = (await get<SchoolSettingsResponse>('/api/school/settings', named(DEMO_SCHOOL_ID, demoHead).cookie)).body
    const today = demo.date
    const range = (from: string) => get<RangeReportResponse>(`/api/reports/range?from=${from}&to=${today}`, named(DEMO_SCHOOL_ID, demoHead).cookie).then((r) => r.body)
    const [todayReport, termReport] = await Promise.all([range(today), range(settings.termStart!)])
    expect(demo.students).toBe(todayReport.totals.students)
    expect(demo.students).toBeGreaterThan(0)
    expect(demo.todayRate).toBe(todayReport.daily[0]?.rate ?? null)
    expect(demo.termRate).toBe(termReport.totals.rate)
    expect(demo.termRate).not.toBeNull()
    const warnings = (await get<{ lowRate: { studentId: string }[]; absentStreaks: { studentId: string }[] }>('/api/reports/warnings', named(DEMO_SCHOOL_ID, demoHead).cookie)).body
    expect(demo.earlyWarnings).toBe(new Set([...warnings.lowRate, ...warnings.absentStreaks].map((w) => w.studentId)).size)

    // A past day: registers taken as the day report counts them.
    const day = termReport.schoolDays.at(-2)!
    const dated = (await get<DistrictSchoolsResponse>(`/api/district/schools?date=${day}`, district)).body.schools.find((s) => s.code === DEMO_SCHOOL_ID)!
    const dayReport = (await get<DayReportResponse>(`/api/reports/day?date=${day}`, named(DEMO_SCHOOL_ID, demoHead).cookie)).body
    expect(dated.completion).toEqual({ taken: dayReport.classes.filter((c) => !c.notTaken).length, classes: dayReport.classes.length })
    expect(dated.completion.classes).toBeGreaterThan(0)
    // The other school's figures are its own: every record there is a permission, none present.
    const other = body.schools.find((s) => s.code === OTHER_SCHOOL.id)!
    expect(other.students).toBe(demo.students + 1)
    expect(other.termRate).not.toBe(demo.termRate)
  })

  it("shows one school day by day with the reports' daily figures; an unknown code is a 404", async () => {
    const schools = (await get<DistrictSchoolsResponse>('/api/district/schools', district)).body
    const today = schools.schools.find((s) => s.code === DEMO_SCHOOL_ID)!.date
    const from = addDays(today, -13)
    const { status, body } = await get<DistrictDaysResponse>(`/api/district/schools/${DEMO_SCHOOL_ID}/days?from=${from}&to=${today}`, district)
    expect(status).toBe(200)
    expect(body).toMatchObject({ from, to: today, today, school: { code: DEMO_SCHOOL_ID, timeZone: schools.schools.find((s) => s.code === DEMO_SCHOOL_ID)!.timeZone } })
    expect(body.days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => addDays(from, i)))
    const range = (await get<RangeReportResponse>(`/api/reports/range?from=${from}&to=${today}`, named(DEMO_SCHOOL_ID, demoHead).cookie)).body
    expect(range.daily.length).toBeGreaterThan(0)
    for (const d of range.daily) expect(body.days.find((x) => x.date === d.date)).toMatchObject({ rate: d.rate, students: d.students, counts: d.counts })
    const uncounted = body.days.filter((d) => !range.schoolDays.includes(d.date))
    expect(uncounted.length).toBeGreaterThan(0)
    expect(uncounted.every((d) => d.rate === null && d.counts === null && d.students === null)).toBe(true)
    // Registers taken on a past school day, as that day's report counts them.
    const day = range.schoolDays.at(-2)!
    const dayReport = (await get<DayReportResponse>(`/api/reports/day?date=${day}`, named(DEMO_SCHOOL_ID, demoHead).cookie)).body
    expect(body.days.find((d) => d.date === day)!.completion).toEqual({ taken: dayReport.classes.filter((c) => !c.notTaken).length, classes: dayReport.classes.length })
    expect((await get(`/api/district/schools/no-such/days?from=${from}&to=${today}`, district)).status).toBe(404)
  })

  it("answers the four weeks up to the school's today when no range is given", async () => {
    const { status, body } = await get<DistrictDaysResponse>(`/api/district/schools/${DEMO_SCHOOL_ID}/days`, district)
    expect(status).toBe(200)
    const today = (await get<DistrictSchoolsResponse>('/api/district/schools', district)).body.schools.find((s) => s.code === DEMO_SCHOOL_ID)!.date
    expect(body).toMatchObject({ from: addDays(today, -27), to: today, today })
    expect(body.days).toHaveLength(28)
    expect(body.days.at(-1)!.date).toBe(today)
  })

  it('refuses a bad range with a 400 on its field: too long, the wrong way round, one end only, or after the school’s today', async () => {
    const today = (await get<DistrictDaysResponse>(`/api/district/schools/${DEMO_SCHOOL_ID}/days`, district)).body.today
    const refused = async (query: string) => {
      const r = await get<{ code: string; fields: Record<string, string> }>(`/api/district/schools/${DEMO_SCHOOL_ID}/days?${query}`, district)
      expect(r.status, query).toBe(400)
      expect(r.body.code, query).toBe('validation_failed')
      return r.body.fields
    }
    expect(await refused('from=2026-01-01&to=2026-06-01')).toEqual({ to: 'Choose a range of at most 62 days' })
    // 62 days is the most: 61 days apart is answered.
    expect((await get(`/api/district/schools/${DEMO_SCHOOL_ID}/days?from=${addDays(today, -61)}&to=${today}`, district)).status).toBe(200)
    expect(await refused(`from=${addDays(today, -62)}&to=${today}`)).toEqual({ to: 'Choose a range of at most 62 days' })
    expect(await refused(`from=${today}&to=${addDays(today, -3)}`)).toEqual({ to: 'The end date cannot be before the start date' })
    expect(await refused(`from=${today}`)).toMatchObject({ to: expect.any(String) })
    expect(await refused(`to=${today}`)).toMatchObject({ from: expect.any(String) })
    expect(await refused('from=2026-02-30&to=2026-03-01')).toMatchObject({ from: expect.any(String) })
    // A time after the date is the start's fault alone, not the range's.
    expect(await refused(`from=${today}T00:00&to=${today}`)).toEqual({ from: 'Enter a date as YYYY-MM-DD' })
    expect(await refused(`from=${today}&to=${addDays(today, 1)}`)).toEqual({ to: `Choose a range that ends on the school’s today (${today}) or before` })
  })

  it('adds a school with its first headmaster, who can sign in there; a taken code is a 409 on its field', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/district/schools', headers: { cookie: district }, payload })
    const bad = await post({ ...NEW_SCHOOL, code: 'two words', headmaster: { ...NEW_SCHOOL.headmaster, password: 'short' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ fields: { code: 'A school code has only letters, digits and hyphens', 'headmaster.password': 'Password must be at least 8 characters' } })
    expect((await post({ ...NEW_SCHOOL, code: OTHER_SCHOOL.id })).json()).toMatchObject({ code: 'school_code_taken', fields: { code: 'Another school already has this code' } })
    // Names the service's own addresses use, and punycode that reads as another word, are refused.
    for (const code of ['www', 'API', 'mail', 'district', 'static', 'admin']) {
      const reserved = await post({ ...NEW_SCHOOL, code })
      expect(reserved.statusCode, code).toBe(400)
      expect(reserved.json().fields, code).toEqual({ code: 'This code names one of the service’s own addresses; choose another' })
    }
    for (const code of ['xn--80ak6aa92e', 'ab--cd']) {
      const idn = await post({ ...NEW_SCHOOL, code })
      expect(idn.statusCode, code).toBe(400)
      expect(idn.json().fields, code).toEqual({ code: 'A school code may not have hyphens as its third and fourth characters' })
    }
    for (const code of ['-sman3', 'sman3-', 'sma_3', 'smán3']) {
      expect((await post({ ...NEW_SCHOOL, code })).json().fields, code).toEqual({ code: 'A school code has only letters, digits and hyphens' })
    }

    const created = await post(NEW_SCHOOL)
    expect(created.statusCode).toBe(201)
    expect(created.json()).toEqual({ school: { name: NEW_SCHOOL.name, code: NEW_SCHOOL.code } })
    const head = await signIn(t.app, 'staff', NEW_SCHOOL.headmaster.email, NEW_SCHOOL.headmaster.password, { headers: named(NEW_SCHOOL.code) })
    expect(head.statusCode).toBe(200)
    const listed = (await get<DistrictSchoolsResponse>('/api/district/schools', district)).body.schools.find((s) => s.code === NEW_SCHOOL.code)
    expect(listed).toMatchObject({ name: NEW_SCHOOL.name, students: 0, todayRate: null, earlyWarnings: 0, completion: { taken: 0, classes: 0 } })
    // A school session may not add schools.
    expect((await t.app.inject({ method: 'POST', url: '/api/district/schools', headers: named(DEMO_SCHOOL_ID, demoHead), payload: NEW_SCHOOL })).statusCode).toBe(403)
  })
})
