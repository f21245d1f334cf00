import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RangeReportResponse } from '#shared/contracts/reports'
import { cookieFor } from '../../test/demo-logins'
import { TEST_DATABASES, type TestApp } from '../../test/test-app'
import { xlsxRows } from '../../test/xlsx-entries'
import { openReportSchool, type ReportFixture } from './reports.fixtures'

describe.each(TEST_DATABASES)('who may read reports, and the range export, on %s', (kind) => {
  let t: TestApp
  let head: string
  let fixture: ReportFixture
  const week = 'from=2030-03-04&to=2030-03-15'
  const staffUrls = () => [
    '/api/reports/day',
    `/api/reports/range?${week}&scope=class&classId=${fixture.classId}`,
    `/api/reports/range/export?format=csv&${week}`,
    `/api/reports/students/${fixture.ids['Ani Rahma']}/history?${week}`,
    '/api/reports/warnings',
    '/api/reports/warnings/export?format=csv&list=low-rate',
  ]
  const status = async (url: string, cookie?: string) =>
    (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).statusCode

  beforeAll(async () => {
    ;({ t, head, fixture } = await openReportSchool(kind))
  })
  afterAll(() => t.close())

  it('lets every staff role read every report, for any class (R1 is not their class)', async () => {
    for (const role of ['homeroom_teacher', 'subject_teacher', 'headmaster'] as const) {
      const cookie = await cookieFor(t.app, role)
      for (const url of staffUrls()) expect(`${role} ${url}: ${await status(url, cookie)}`).toBe(`${role} ${url}: 200`)
      expect(await status(`/api/student/history?${week}`, cookie)).toBe(403)
    }
  })

  it('refuses students (403) and signed-out visitors (401) on staff reports', async () => {
    const student = await cookieFor(t.app, 'student')
    for (const url of staffUrls()) {
      expect(await status(url, student)).toBe(403)
      expect(await status(url)).toBe(401)
    }
    expect(await status(`/api/student/history?${week}`)).toBe(401)
    expect(await status(`/api/student/history?${week}`, student)).toBe(200)
  })

  it('exports the whole range table, every page, in the sort asked for, rates as percentages', async () => {
    const query = `${week}&scope=class&classId=${fixture.classId}&sort=rate&page=2&pageSize=1`
    const report = await t.app.inject({ method: 'GET', url: `/api/reports/range?${query}`, headers: { cookie: head } })
    const all = (await t.app.inject({ method: 'GET', url: `/api/reports/range?${query.replace('page=2&pageSize=1', 'pageSize=100')}`, headers: { cookie: head } })).json<RangeReportResponse>()
    expect(report.json<RangeReportResponse>().rows).toHaveLength(1)

    const csv = await t.app.inject({ method: 'GET', url: `/api/reports/range/export?format=csv&${query}`, headers: { cookie: head } })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe('attachment; filename="attendance-2030-03-04-to-2030-03-15.csv"')
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines).toEqual([
      'Name,Class,School days,Present,Late,Absent,Sick,Permission,Not recorded,Attendance rate (present or late ÷ school days),Left early',
      'Dimas Putra,R1,7,0,0,6,0,0,1,0%,0',
      'Budi Santoso,R1,7,0,1,3,1,1,1,14.3%,0',
      'Citra Dewi,R1,7,1,0,3,0,0,3,14.3%,0',
      'Eka Lestari,R1,5,3,1,0,1,0,0,80%,0',
      'Ani Rahma,R1,7,6,1,0,0,0,0,100%,0',
    ])
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(all.rows.map((r) => r.name))

    const xlsx = await t.app.inject({ method: 'GET', url: `/api/reports/range/export?format=xlsx&${query}`, headers: { cookie: head } })
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="attendance-2030-03-04-to-2030-03-15.xlsx"')
    const rows = xlsxRows(xlsx.rawPayload)
    expect(rows).toHaveLength(6)
    expect(rows[2]).toEqual([
      { value: 'Budi Santoso' }, { value: 'R1' }, { value: 7 }, { value: 0 }, { value: 1 }, { value: 3 }, { value: 1 }, { value: 1 }, { value: 1 },
      // The rate as the screen has it: rounded to a tenth of a percent (src/shared/attendance-rate.ts).
      { value: 0.143, format: '0.0%' },
      { value: 0 },
    ])
  })

  it('leaves the rate cell empty when no school day is counted, and refuses an unknown format', async () => {
    const csv = await t.app.inject({ method: 'GET', url: `/api/reports/range/export?format=csv&from=2030-03-09&to=2030-03-10&scope=class&classId=${fixture.classId}`, headers: { cookie: head } })
    expect(csv.body.replace(/^\uFEFF/, '').trim().split('\r\n')[1]).toBe('Ani Rahma,R1,0,0,0,0,0,0,0,,0')
    const pdf = await t.app.inject({ method: 'GET', url: `/api/reports/range/export?format=pdf&${week}`, headers: { cookie: head } })
    expect(pdf.statusCode).toBe(400)
    expect(pdf.json().fields).toEqual({ format: 'Choose csv or xlsx' })
  })
})
