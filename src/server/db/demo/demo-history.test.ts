import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DaySheetResponse } from '#shared/contracts/attendance'
import type { RangeReportResponse, WarningsResponse } from '#shared/contracts/reports'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { rebuildEverySchool } from '../../modules/attendance'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** 08:00 on a Tuesday, before the roll: the demo is made with this clock. */
const TODAY = '2030-03-05'
const NOW = new Date(`${TODAY}T08:00:00Z`)

/** What a headmaster sees of the demo school's past term, read through the API as the pages read it. */
describe.each(TEST_DATABASES)('the demo school’s history on %s', (kind) => {
  let t: TestApp
  let head: string
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: head } })
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }
  const summaries = async () => ({
    calendars: (await t.ctx.db.selectFrom('attendance_calendars').select(['school_id', 'student_id', 'year', 'days']).execute())
      .sort((a, b) => (`${a.student_id}/${a.year}` < `${b.student_id}/${b.year}` ? -1 : 1)),
    dayCounts: (await t.ctx.db.selectFrom('attendance_day_counts').select(['school_id', 'date', 'status', 'bucket', 'n']).execute())
      .map((r) => ({ ...r, n: Number(r.n) }))
      .sort((a, b) => (`${a.date}/${a.status}/${a.bucket}` < `${b.date}/${b.status}/${b.bucket}` ? -1 : 1)),
  })

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    head = await cookieFor(t.app, 'headmaster')
  })
  afterAll(() => t.close())

  it('shows the term and its holidays in the school settings', async () => {
    const { settings } = await get<SchoolSettingsResponse>('/api/school/settings')
    expect(settings.termStart! < TODAY && TODAY < settings.termEnd!).toBe(true)
    expect(settings.holidays.length).toBeGreaterThanOrEqual(3)
  })

  it('keeps exactly the report summaries a rebuild from the records gives', async () => {
    const kept = await summaries()
    expect(kept.calendars.length).toBeGreaterThanOrEqual(50)
    const [rebuilt] = await rebuildEverySchool(t.ctx.db, t.ctx.dbKind)
    expect(rebuilt).toMatchObject({ calendars: 0, dayCounts: 0, names: 0 })
    expect(await summaries()).toEqual(kept)
  })

  it('reports the term so far at a realistic rate: about 93%, every school day before today recorded', async () => {
    const { settings } = await get<SchoolSettingsResponse>('/api/school/settings')
    const yesterday = '2030-03-04'
    const report = await get<RangeReportResponse>(`/api/reports/range?from=${settings.termStart}&to=${yesterday}&pageSize=100`)
    expect(report.schoolDays.length).toBeGreaterThanOrEqual(60)
    expect(report.totals.notRecorded).toBe(0)
    expect(report.totals.rate).toBeGreaterThan(0.88)
    expect(report.totals.rate).toBeLessThan(0.97)
    // Most students attend well; a few do not.
    const rates = report.rows.map((r) => r.rate!)
    expect(rates.filter((rate) => rate >= 0.9).length).toBeGreaterThanOrEqual(45)
  })

  it('gives early warnings a short list: a few chronic absentees, one of them away for days now', async () => {
    const warnings = await get<WarningsResponse>('/api/reports/warnings')
    expect(warnings.window.schoolDays).toBe(30)
    expect(warnings.lowRate.length).toBeGreaterThanOrEqual(2)
    expect(warnings.lowRate.length).toBeLessThanOrEqual(5)
    expect(warnings.lowRate[0]!.rate).toBeLessThan(0.8)
    expect(warnings.absentStreaks).toHaveLength(1)
    expect(warnings.absentStreaks[0]!.days).toBeGreaterThanOrEqual(3)
    expect(warnings.lowRate.map((r) => r.studentId)).toContain(warnings.absentStreaks[0]!.studentId)
  })

  it('leaves this morning unrecorded, as a school morning before the roll', async () => {
    const sheet = await get<DaySheetResponse>(`/api/attendance/day?date=${TODAY}&pageSize=100`)
    expect(sheet.counts).toEqual({ present: 0, late: 0, absent: 0, sick: 0, permission: 0, notRecorded: 50 })
  })

  it('enrols the demo students by the term’s first day', async () => {
    const { settings } = await get<SchoolSettingsResponse>('/api/school/settings')
    const students = await t.ctx.db.selectFrom('students').select('enrolled_on').execute()
    expect(students).toHaveLength(50)
    for (const s of students) expect(s.enrolled_on! <= settings.termStart!).toBe(true)
  })
})
