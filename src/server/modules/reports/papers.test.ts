import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { MonthlySheetResponse, SemesterRecapResponse } from '#shared/contracts/papers'
import type { RangeReportResponse, ReportCounts } from '#shared/contracts/reports'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { isoWeekday } from '#shared/dates'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** 08:00 on a Tuesday: the demo school's history runs to the day before. */
const TODAY = '2030-03-05'
const NOW = new Date(`${TODAY}T08:00:00Z`)

/**
 * The papers (ADR 047) read the range report's timeline: for the demo school's class 12E, the monthly
 * sheet and the semester recap say what the range report says for the same dates, student by student,
 * day by day.
 */
describe.each(TEST_DATABASES)('the papers of the demo school’s class 12E on %s', (kind) => {
  let t: TestApp
  let head: string
  let classId: string
  let settings: SchoolSettingsResponse['settings']
  const get = async <T>(url: string, cookie = head) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } })
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }
  const range = (from: string, to: string) =>
    get<RangeReportResponse>(`/api/reports/range?from=${from}&to=${to}&scope=class&classId=${classId}&pageSize=100`)

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    head = await cookieFor(t.app, 'headmaster')
    classId = (await get<ClassListResponse>('/api/classes')).classes.find((c) => c.name === '12E')!.id
    settings = (await get<SchoolSettingsResponse>('/api/school/settings')).settings
  })
  afterAll(() => t.close())

  /** Every month of the demo's term, up to this one (today and the days after it are not counted). */
  const months = () => {
    const list: string[] = []
    for (let month = settings.termStart!.slice(0, 7); month <= TODAY.slice(0, 7); ) {
      list.push(month)
      const [y, m] = month.split('-').map(Number) as [number, number]
      month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
    }
    return list
  }
  const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).toISOString().slice(0, 10)
  const MARK_KEYS = { present: 'present', late: 'late', absent: 'absent', sick: 'sick', permission: 'permission', none: 'notRecorded' } as const

  it('gives each month the range report’s students, school days and counts, and a letter on exactly the days it counts', async () => {
    expect(months().length).toBeGreaterThanOrEqual(3)
    for (const month of months()) {
      const from = `${month}-01`
      const to = lastDay(month)
      const [sheet, report] = await Promise.all([get<MonthlySheetResponse>(`/api/reports/monthly-sheet?classId=${classId}&month=${month}`), range(from, to)])
      expect(sheet.days.map((d) => d.date)).toHaveLength(Number(to.slice(8)))
      expect(sheet.days.filter((d) => d.kind === 'school').map((d) => d.date), month).toEqual(report.schoolDays)
      expect(sheet.rows.map(({ studentId, name, schoolDays, counts }) => ({ studentId, name, schoolDays, counts })), month).toEqual(
        report.rows.map(({ studentId, name, schoolDays, counts }) => ({ studentId, name, schoolDays, counts })),
      )
      expect(sheet.rows.length).toBeGreaterThan(0)
      for (const row of sheet.rows) {
        // The letters add up to the totals beside them.
        const fromMarks: ReportCounts = { present: 0, late: 0, absent: 0, sick: 0, permission: 0, notRecorded: 0 }
        for (const mark of row.marks) if (mark) fromMarks[MARK_KEYS[mark]]++
        expect(fromMarks, `${month} ${row.name}`).toEqual(row.counts)
        row.marks.forEach((mark, k) => {
          if (sheet.days[k]!.kind !== 'school') expect(mark).toBeNull()
        })
      }
      // Per day, the range report's daily figures.
      const daily = new Map(report.daily.map((d) => [d.date, d.counts]))
      for (const day of sheet.days.filter((d) => d.kind === 'school')) expect(day.counts, day.date).toEqual(daily.get(day.date))
      const { students, rate, ...totals } = report.totals
      expect(sheet.totals, month).toEqual(totals)
      expect(students).toBe(sheet.rows.length)
      expect(rate === null || rate >= 0).toBe(true)
    }
  })

  it('shades weekends and holidays, names the holidays, and leaves the days after today uncounted', async () => {
    const holidays = new Map(settings.holidays.map((h) => [h.date, h.name]))
    const seen = { holiday: 0, off: 0 }
    for (const month of months()) {
      const sheet = await get<MonthlySheetResponse>(`/api/reports/monthly-sheet?classId=${classId}&month=${month}`)
      for (const day of sheet.days) {
        if (holidays.has(day.date)) {
          expect(day).toMatchObject({ kind: 'holiday', holiday: holidays.get(day.date) })
          seen.holiday++
        } else if (!settings.schoolDays.includes(isoWeekday(day.date))) {
          expect(day).toMatchObject({ kind: 'off', holiday: null })
          seen.off++
        } else expect(day.kind, day.date).toBe(day.date > TODAY ? 'notCounted' : 'school')
      }
    }
    expect(seen.holiday).toBeGreaterThanOrEqual(1)
    expect(seen.off).toBeGreaterThanOrEqual(8)
  })

  it('names who signs: the class’s teacher and the headmaster, and signs on the month’s last day or today', async () => {
    const { classes } = await get<ClassListResponse>('/api/classes')
    const teacher = classes.find((c) => c.id === classId)!.teacher?.name ?? null
    const past = await get<MonthlySheetResponse>(`/api/reports/monthly-sheet?classId=${classId}&month=2030-02`)
    expect(past).toMatchObject({ class: { name: '12E', homeroomTeacher: teacher }, signedOn: '2030-02-28', school: { city: null } })
    expect(past.headmaster).toEqual(expect.any(String))
    expect((await get<MonthlySheetResponse>(`/api/reports/monthly-sheet?classId=${classId}&month=2030-03`)).signedOn).toBe(TODAY)
  })

  it('recaps the term for report cards with the range report’s sick, permission and absent days', async () => {
    const from = settings.termStart!
    const to = '2030-03-04'
    const [recap, report] = await Promise.all([
      get<SemesterRecapResponse>(`/api/reports/semester-recap?classId=${classId}&from=${from}&to=${to}`),
      range(from, to),
    ])
    expect(recap.rows.map(({ studentId, name, sick, permission, absent, schoolDays }) => ({ studentId, name, sick, permission, absent, schoolDays }))).toEqual(
      report.rows.map(({ studentId, name, counts, schoolDays }) => ({ studentId, name, sick: counts.sick, permission: counts.permission, absent: counts.absent, schoolDays })),
    )
    expect(recap.rows.every((r) => r.studentNumber.length > 0)).toBe(true)
    // A realistic term: somebody was sick, somebody excused, somebody absent without a reason.
    for (const key of ['sick', 'permission', 'absent'] as const) expect(recap.rows.some((r) => r[key] > 0), key).toBe(true)
  })

  it('refuses a wrong month, a wrong range or an unknown class with a message, and answers any staff role', async () => {
    const bad = await t.app.inject({ method: 'GET', url: `/api/reports/monthly-sheet?classId=${classId}&month=2030-13`, headers: { cookie: head } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ fields: { month: 'Choose a month as YYYY-MM' } })
    const order = await t.app.inject({ method: 'GET', url: `/api/reports/semester-recap?classId=${classId}&from=2030-03-04&to=2030-01-01`, headers: { cookie: head } })
    expect(order.statusCode).toBe(400)
    const unknown = await t.app.inject({ method: 'GET', url: '/api/reports/monthly-sheet?classId=no-such-class&month=2030-02', headers: { cookie: head } })
    expect(unknown.statusCode).toBe(404)
    for (const role of ['homeroom_teacher', 'subject_teacher'] as const) {
      await get<MonthlySheetResponse>(`/api/reports/monthly-sheet?classId=${classId}&month=2030-02`, await cookieFor(t.app, role))
    }
    const student = await t.app.inject({ method: 'GET', url: `/api/reports/semester-recap?classId=${classId}&from=2030-01-01&to=2030-03-04`, headers: { cookie: await cookieFor(t.app, 'student') } })
    expect(student.statusCode).toBe(403)
  })
})
