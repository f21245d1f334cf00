import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RangeReportResponse } from '#shared/contracts/reports'
import { TEST_DATABASES, type TestApp } from '../../test/test-app'
import { rebuildEverySchool } from '../attendance'
import { expectedRange } from './reports-expected'
import { openReportSchool, RANGE_SCHOOL_DAYS, rawRows, type ReportFixture } from './reports.fixtures'

describe.each(TEST_DATABASES)('the date-range report on %s', (kind) => {
  let t: TestApp
  let head: string
  let fixture: ReportFixture
  const range = async (query: Record<string, string | number>, cookie = head) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/reports/range?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, headers: { cookie } })
    if (response.statusCode !== 200) throw new Error(`range: ${response.statusCode} ${response.body}`)
    return response.json<RangeReportResponse>()
  }
  const week = { from: '2030-03-04', to: '2030-03-15' }
  const classQuery = () => ({ ...week, scope: 'class', classId: fixture.classId })

  beforeAll(async () => {
    ;({ t, head, fixture } = await openReportSchool(kind))
  })
  afterAll(() => t.close())

  it('counts a class exactly as the raw records say: school days, every status, not recorded, rates, daily figures', async () => {
    const report = await range({ ...classQuery(), pageSize: 100 })
    const raw = await rawRows(t)
    const expected = expectedRange(raw, RANGE_SCHOOL_DAYS, raw.students.filter((s) => s.classId === fixture.classId))
    expect(report.schoolDays).toEqual(RANGE_SCHOOL_DAYS)
    expect(report.rows.map(({ className, ...row }) => (expect(className).toBe('R1'), row))).toEqual(expected.rows)
    expect(report.daily).toEqual(expected.daily.map((d) => ({ ...d })))
    expect(report.totals).toEqual(expected.totals)
    expect(report).toMatchObject({ from: week.from, to: week.to, total: 5, page: 1, pageSize: 100 })
  })

  it('gives the rate as present and late over school days; sick and permission are excused but not attended', async () => {
    const rows = new Map((await range({ ...classQuery(), pageSize: 100 })).rows.map((r) => [r.name, r]))
    // Seven school days: 4–7 and 11–13 March (the holiday on the 8th, the weekend and the future left out).
    expect(rows.get('Ani Rahma')).toMatchObject({ schoolDays: 7, counts: { present: 6, late: 1, absent: 0, sick: 0, permission: 0, notRecorded: 0 }, rate: 1 })
    expect(rows.get('Budi Santoso')).toMatchObject({ schoolDays: 7, counts: { present: 0, late: 1, absent: 3, sick: 1, permission: 1, notRecorded: 1 } })
    expect(rows.get('Budi Santoso')!.rate).toBeCloseTo(1 / 7)
    expect(rows.get('Dimas Putra')).toMatchObject({ counts: { absent: 6, notRecorded: 1 }, rate: 0 })
  })

  it('counts a student from their first day only, whatever was recorded before it', async () => {
    const report = await range({ ...classQuery(), pageSize: 100 })
    const eka = report.rows.find((r) => r.name === 'Eka Lestari')!
    expect(eka).toMatchObject({ schoolDays: 5, counts: { present: 3, late: 1, sick: 1, absent: 0, permission: 0, notRecorded: 0 }, rate: 4 / 5 })
    expect(report.daily.map((d) => d.students)).toEqual([4, 4, 5, 5, 5, 5, 5])
    // A range that ends before her first day leaves her out.
    const before = await range({ ...classQuery(), from: '2030-03-04', to: '2030-03-05' })
    expect(before.rows.map((r) => r.name)).not.toContain('Eka Lestari')
    expect(before.totals).toMatchObject({ students: 4, present: 3 })
  })

  it('leaves holidays, weekends and days after today out, even where records exist', async () => {
    const onlyOffDays = await range({ ...classQuery(), from: '2030-03-08', to: '2030-03-10' })
    expect(onlyOffDays.schoolDays).toEqual([])
    expect(onlyOffDays.totals).toEqual({ present: 0, late: 0, absent: 0, sick: 0, permission: 0, notRecorded: 0, students: 5, rate: null })
    expect(onlyOffDays.rows.every((r) => r.schoolDays === 0 && r.rate === null)).toBe(true)
    const future = await range({ ...classQuery(), from: '2030-03-14', to: '2030-03-20' })
    expect(future).toMatchObject({ schoolDays: [], daily: [] })
  })

  it('reports the whole school (by name and by rate, two ways to the same numbers) and a department from the same rules', async () => {
    const raw = await rawRows(t)
    for (const [query, students] of [
      [{ ...week, scope: 'school' }, raw.students],
      [{ ...week, scope: 'school', sort: 'rate' }, raw.students],
      [{ ...week, scope: 'department', departmentId: fixture.departmentId }, raw.students.filter((s) => s.departmentId === fixture.departmentId)],
    ] as const) {
      const report = await range({ ...query, pageSize: 100 })
      const expected = expectedRange(raw, RANGE_SCHOOL_DAYS, [...students])
      expect(report.total).toBe(expected.rows.length)
      expect(report.totals).toEqual(expected.totals)
      expect(report.daily).toEqual(expected.daily)
      const byId = new Map(report.rows.map(({ className: _, ...row }) => [row.studentId, row]))
      const shown = expected.rows.filter((row) => byId.has(row.studentId))
      expect(shown.length).toBe(Math.min(100, expected.rows.length))
      expect(shown.map((row) => byId.get(row.studentId))).toEqual(shown)
    }
  })

  it('leaves out of the whole school’s figures what was recorded before a student’s first day', async () => {
    // Eka joined on the 6th; her record for the 5th is in the school's day counts but not in the report.
    const raw = await rawRows(t)
    const days = ['2030-03-04', '2030-03-05']
    const report = await range({ from: days[0]!, to: days[1]!, scope: 'school' })
    expect(report.totals).toEqual(expectedRange(raw, days, raw.students).totals)
    // Every present of the 5th (Ani's, the demo school's), but not Eka's.
    const presentOn5th = raw.records.filter((r) => r.date === days[1] && r.status === 'present')
    expect(presentOn5th.map((r) => r.studentId)).toContain(fixture.ids['Eka Lestari'])
    expect(report.daily[1]!.counts.present).toBe(presentOn5th.length - 1)
  })

  it('sorts by rate, lowest first with no school day counted last, and pages on the server', async () => {
    const byRate = await range({ ...classQuery(), sort: 'rate', pageSize: 2 })
    expect(byRate.rows.map((r) => r.name)).toEqual(['Dimas Putra', 'Budi Santoso'])
    expect(byRate).toMatchObject({ total: 5, page: 1, pageSize: 2 })
    const page3 = await range({ ...classQuery(), sort: 'rate', pageSize: 2, page: 3 })
    expect(page3.rows.map((r) => r.name)).toEqual(['Ani Rahma'])
    const all = (await range({ ...classQuery(), sort: 'rate' })).rows.map((r) => r.rate)
    expect(all).toEqual([...all].sort((a, b) => a! - b!))
    // The totals and chart do not depend on the page.
    expect(page3.totals).toEqual(byRate.totals)
  })

  it('pages the whole school by rate: lowest first, ties in name order, the same rows as in full', async () => {
    const byName = await range({ ...week, scope: 'school', pageSize: 100 })
    const expected = [...byName.rows].sort((a, b) => (a.rate ?? 2) - (b.rate ?? 2))
    const full = await range({ ...week, scope: 'school', sort: 'rate', pageSize: 100 })
    expect(full.rows).toEqual(expected)
    const paged = []
    for (let page = 1; (page - 1) * 3 < full.total; page++) paged.push(...(await range({ ...week, scope: 'school', sort: 'rate', pageSize: 3, page })).rows)
    expect(paged).toEqual(expected)
  })

  it('gives the same figures after the calendars are rebuilt from the records', async () => {
    const before = await range({ ...week, scope: 'school', pageSize: 100 })
    const [rebuilt] = await rebuildEverySchool(t.ctx.db, t.ctx.dbKind)
    expect(rebuilt).toMatchObject({ calendars: 0, dayCounts: 0, names: 0 })
    expect(await range({ ...week, scope: 'school', pageSize: 100 })).toEqual(before)
  })

  it('leaves out a deleted (archived) student', async () => {
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/students/${fixture.ids['Citra Dewi']}`, headers: { cookie: head } })
    expect(deleted.json()).toMatchObject({ archived: true })
    const report = await range({ ...classQuery(), pageSize: 100 })
    expect(report.rows.map((r) => r.name)).toEqual(['Ani Rahma', 'Budi Santoso', 'Dimas Putra', 'Eka Lestari'])
    const raw = await rawRows(t)
    expect(report.totals).toEqual(expectedRange(raw, RANGE_SCHOOL_DAYS, raw.students.filter((s) => s.classId === fixture.classId)).totals)
    for (const sort of ['name', 'rate']) {
      const school = await range({ ...week, scope: 'school', sort, pageSize: 100 })
      expect(school.totals).toEqual(expectedRange(raw, RANGE_SCHOOL_DAYS, raw.students).totals)
      expect(school.daily).toEqual(expectedRange(raw, RANGE_SCHOOL_DAYS, raw.students).daily)
    }
  })

  it.each([
    ['an end before the start', { from: '2030-03-15', to: '2030-03-04' }, { to: 'The end date cannot be before the start date' }],
    ['a range over 366 days', { from: '2029-01-01', to: '2030-01-02' }, { to: 'Choose a range of at most 366 days' }],
    ['a class scope without a class', { ...week, scope: 'class' }, { classId: 'This field is required' }],
    ['a department scope without a department', { ...week, scope: 'department' }, { departmentId: 'This field is required' }],
    ['dates that are not dates', { from: '2030-02-30', to: 'soon' }, { from: 'Enter a date as YYYY-MM-DD', to: 'Enter a date as YYYY-MM-DD' }],
  ])('refuses %s', async (_, query, fields) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/reports/range?${new URLSearchParams(query)}`, headers: { cookie: head } })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual(fields)
  })

  it('refuses a request without dates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reports/range', headers: { cookie: head } })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields).sort()).toEqual(['from', 'to'])
  })

  it('answers 404 for a class or department that does not exist', async () => {
    for (const query of [{ scope: 'class', classId: 'nope' }, { scope: 'department', departmentId: 'nope' }] as Record<string, string>[]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/reports/range?${new URLSearchParams({ ...week, ...query })}`, headers: { cookie: head } })
      expect(response.statusCode).toBe(404)
    }
  })
})
