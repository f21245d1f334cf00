import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WarningsResponse } from '#shared/contracts/reports'
import { record } from '../../test/attendance-helpers'
import { TEST_DATABASES, type TestApp } from '../../test/test-app'
import { xlsxRows } from '../../test/xlsx-entries'
import { expectedRange, expectedStreaks, weekdaysBetween } from './reports-expected'
import { HOLIDAY, openReportSchool, putSettings, rawRows, type ReportFixture, TODAY } from './reports.fixtures'

describe.each(TEST_DATABASES)('early warnings on %s', (kind) => {
  let t: TestApp
  let head: string
  let fixture: ReportFixture
  let longAbsent: { id: string; name: string }
  // The last 30 school days up to today, worked out here from the calendar: weekdays, not the holiday.
  const lastSchoolDays = weekdaysBetween('2030-01-01', TODAY, [HOLIDAY.date])
  const window = lastSchoolDays.slice(-30)
  const warnings = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reports/warnings', headers: { cookie: head } })
    if (response.statusCode !== 200) throw new Error(`warnings: ${response.statusCode} ${response.body}`)
    return response.json<WarningsResponse>()
  }
  /** The low-rate list as the raw rows give it for a threshold. */
  const expectedLowRate = async (threshold: number) => {
    const raw = await rawRows(t)
    return expectedRange(raw, window, raw.students)
      .rows.filter((r) => r.rate !== null && r.rate < threshold)
      .map((r) => ({ studentId: r.studentId, rate: r.rate, counts: r.counts }))
  }

  beforeAll(async () => {
    ;({ t, head, fixture } = await openReportSchool(kind))
    // A student of the demo school absent on the 32 school days before today, and present the day before those:
    // longer than the window, so the run is followed further back.
    const raw = await rawRows(t)
    const demo = raw.students.filter((s) => s.classId !== fixture.classId).sort((a, b) => (a.id < b.id ? -1 : 1))[0]!
    longAbsent = { id: demo.id, name: demo.name }
    const absentDays = lastSchoolDays.slice(-33, -1)
    // The demo's term already has their records, made by their teacher: replacing them is confirmed.
    const replace = async (date: string, status: 'absent' | 'present') =>
      expect((await record(t.app, head, { studentId: demo.id, date, status, overwrite: true })).statusCode).toBe(200)
    for (const date of absentDays) await replace(date, 'absent')
    await replace(lastSchoolDays.at(-34)!, 'present')
  })
  afterAll(() => t.close())

  it('uses the last 30 school days up to today, leaving the holiday out', async () => {
    expect((await warnings()).window).toEqual({ from: window[0], to: TODAY, schoolDays: 30 })
    expect(window).not.toContain(HOLIDAY.date)
  })

  it('lists students under the school’s threshold (90% by default) over the window, worst first, as the raw rows say', async () => {
    const body = await warnings()
    expect(body.threshold).toBe(0.9)
    const expected = await expectedLowRate(0.9)
    expect(body.lowRate.map(({ studentId, rate, counts }) => ({ studentId, rate, counts }))).toEqual(
      expect.arrayContaining(expected),
    )
    expect(body.lowRate).toHaveLength(expected.length)
    const rates = body.lowRate.map((r) => r.rate)
    expect(rates).toEqual([...rates].sort((a, b) => a - b))
    // Ani attended every school day since she joined: she is not on the list.
    expect(body.lowRate.map((r) => r.name)).not.toContain('Ani Rahma')
    expect(body.lowRate.find((r) => r.name === 'Eka Lestari')).toMatchObject({ className: 'R1', rate: 0.8 })
  })

  it('follows the threshold set in the school settings', async () => {
    await putSettings(t, head, { warningThreshold: 0.5 })
    const body = await warnings()
    expect(body.threshold).toBe(0.5)
    expect(body.lowRate.map(({ studentId, rate, counts }) => ({ studentId, rate, counts }))).toEqual(expect.arrayContaining(await expectedLowRate(0.5)))
    expect(body.lowRate).toHaveLength((await expectedLowRate(0.5)).length)
    expect(body.lowRate.map((r) => r.name)).not.toContain('Eka Lestari')
    await putSettings(t, head, { warningThreshold: 0.9 })
  })

  it('lists absences of 3 or more school days in a row up to today, longest first, across days off and before the window', async () => {
    const { absentStreaks } = await warnings()
    expect(absentStreaks).toEqual(expect.arrayContaining([
      // Today is not recorded for them yet: the run ends yesterday.
      { studentId: longAbsent.id, name: longAbsent.name, className: expect.any(String), days: 32, since: lastSchoolDays.at(-33) },
      // Absent every school day since joining on the 4th; the holiday on the 8th does not break the run.
      { studentId: fixture.ids['Dimas Putra'], name: 'Dimas Putra', className: 'R1', days: 6, since: '2030-03-04' },
      // Absent the 11th, 12th and today.
      { studentId: fixture.ids['Citra Dewi'], name: 'Citra Dewi', className: 'R1', days: 3, since: '2030-03-11' },
    ]))
    // Those, and the demo school's own absentee (away since before the holiday): every run the raw rows hold.
    const expected = expectedStreaks(await rawRows(t), lastSchoolDays, TODAY)
    expect(expected.length).toBe(4)
    expect(absentStreaks.map(({ studentId, days, since }) => ({ studentId, days, since }))).toEqual(expect.arrayContaining(expected))
    expect(absentStreaks).toHaveLength(expected.length)
    expect(absentStreaks.map((s) => s.days)).toEqual(expected.map((s) => s.days))
  })

  it('drops a student whose run was broken today', async () => {
    await record(t.app, head, { studentId: fixture.ids['Citra Dewi'], date: TODAY, status: 'present' })
    expect((await warnings()).absentStreaks.map((s) => s.name)).not.toContain('Citra Dewi')
    await record(t.app, head, { studentId: fixture.ids['Citra Dewi'], date: TODAY, status: 'absent' })
  })

  it('exports each list as CSV and XLSX, rates as percentages', async () => {
    const file = (list: string, format: string) =>
      t.app.inject({ method: 'GET', url: `/api/reports/warnings/export?format=${format}&list=${list}`, headers: { cookie: head } })
    const body = await warnings()

    const lowCsv = await file('low-rate', 'csv')
    expect(lowCsv.headers['content-disposition']).toBe(`attachment; filename="early-warnings-low-rate-${TODAY}.csv"`)
    const lines = lowCsv.body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('Name,Class,Attendance rate (present or late ÷ school days),School days,Present,Late,Absent,Sick,Permission,Not recorded')
    expect(lines).toHaveLength(body.lowRate.length + 1)
    const eka = body.lowRate.findIndex((r) => r.name === 'Eka Lestari')
    expect(lines[eka + 1]).toBe('Eka Lestari,R1,80%,5,3,1,0,1,0,0')

    const streakCsv = (await file('absent-streak', 'csv')).body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(streakCsv).toEqual([
      'Name,Class,School days absent in a row,Absent since',
      ...body.absentStreaks.map((s) => `${s.name},${s.className},${s.days},${s.since}`),
    ])
    expect(streakCsv[1]).toMatch(new RegExp(`,32,${lastSchoolDays.at(-33)}$`))
    expect(streakCsv).toEqual(expect.arrayContaining(['Dimas Putra,R1,6,2030-03-04', 'Citra Dewi,R1,3,2030-03-11']))

    const xlsx = await file('low-rate', 'xlsx')
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const rows = xlsxRows(xlsx.rawPayload)
    expect(rows[0]!.map((c) => c.value)).toEqual(['Name', 'Class', 'Attendance rate (present or late ÷ school days)', 'School days', 'Present', 'Late', 'Absent', 'Sick', 'Permission', 'Not recorded'])
    expect(rows[eka + 1]).toEqual([
      { value: 'Eka Lestari' }, { value: 'R1' }, { value: 0.8, format: '0.0%' }, { value: 5 }, { value: 3 }, { value: 1 }, { value: 0 }, { value: 1 }, { value: 0 }, { value: 0 },
    ])

    const wrong = await t.app.inject({ method: 'GET', url: '/api/reports/warnings/export?format=csv&list=everyone', headers: { cookie: head } })
    expect(wrong.statusCode).toBe(400)
    expect(Object.keys(wrong.json().fields)).toEqual(['list'])
  })
})
