import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RangeReportResponse, WarningsResponse } from '#shared/contracts/reports'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { addDays, isoWeekday } from '#shared/dates'
import { daySheet, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/**
 * The past stays as it was (ADR 043): a change of school days takes effect from a date, and each
 * day is judged by the weekdays in force on it. The demo school (UTC, Monday to Friday, its term recorded)
 * is made on a Wednesday; every date below is computed from the app's clock.
 */
const NOW = new Date('2030-03-13T08:00:00Z')
const WEEK = [1, 2, 3, 4, 5]
const WITH_SATURDAY = [1, 2, 3, 4, 5, 6]

describe.each(TEST_DATABASES)('school days from a date on %s', (kind) => {
  let t: TestApp
  let head: string
  let current: SchoolSettingsResponse
  let today: string
  let termToDate: RangeReportResponse

  async function get<T>(url: string, cookie = head): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } })
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }
  const put = (change: object) =>
    t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie: head }, payload: { ...current.settings, ...change } })
  const term = () => get<RangeReportResponse>(`/api/reports/range?from=${current.settings.termStart}&to=${today}&scope=school`)
  const figures = (r: RangeReportResponse) => ({ days: r.schoolDays, totals: r.totals, rates: r.rows.map((row) => [row.studentId, row.rate, row.schoolDays]) })
  const saturdaysBefore = (dates: readonly string[]) => dates.filter((d) => d < today && isoWeekday(d) === 6)

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    head = await cookieFor(t.app, 'headmaster')
    current = await get<SchoolSettingsResponse>('/api/school/settings')
    today = current.today
    termToDate = await term()
  }, 60_000)
  afterAll(() => t.close())

  it('adds Saturday from next Monday: the term’s rate up to today does not move, and the change is shown as upcoming', async () => {
    const nextMonday = addDays(today, 8 - isoWeekday(today))
    const saved = await put({ schoolDays: WITH_SATURDAY, schoolDaysFrom: nextMonday })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<SchoolSettingsResponse>().settings).toMatchObject({
      schoolDays: WEEK,
      schoolWeek: { initial: WEEK, changes: [{ from: nextMonday, days: WITH_SATURDAY }] },
    })
    expect(termToDate.totals.rate).not.toBeNull()
    expect(figures(await term())).toEqual(figures(termToDate))
    // Saving the other settings as they are keeps the upcoming change.
    current = await get<SchoolSettingsResponse>('/api/school/settings')
    expect((await put({ name: 'Renamed' })).json<SchoolSettingsResponse>().settings.schoolWeek.changes).toEqual([{ from: nextMonday, days: WITH_SATURDAY }])
  })

  it('refuses a From date before today with a message on the field, and changes nothing', async () => {
    current = await get<SchoolSettingsResponse>('/api/school/settings')
    const refused = await put({ schoolDays: [1, 2, 3, 4, 5, 6, 7], schoolDaysFrom: addDays(today, -1) })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      fields: { schoolDaysFrom: `School days can change from today or a later date, not from ${addDays(today, -1)}: the days before today keep the school days they had.` },
    })
    expect(await get<SchoolSettingsResponse>('/api/school/settings')).toEqual(current)
  })

  it('adds Saturday from today: no past Saturday becomes a "Not recorded" day in the range report, the warnings or a profile', async () => {
    const warnings = await get<WarningsResponse>('/api/reports/warnings')
    const student = await cookieFor(t.app, 'student')
    const profile = await get<StudentProfileResponse>('/api/student/profile', student)
    expect(saturdaysBefore(termToDate.schoolDays)).toEqual([])

    expect((await put({ schoolDays: WITH_SATURDAY })).statusCode).toBe(200)
    expect(figures(await term())).toEqual(figures(termToDate))
    expect(await get<WarningsResponse>('/api/reports/warnings')).toEqual(warnings)
    const after = await get<StudentProfileResponse>('/api/student/profile', student)
    expect(saturdaysBefore(after.recent.map((d) => d.date))).toEqual([])
    expect(after.attendance).toEqual(profile.attendance)
  })

  it('judges each Saturday by its own week: last Saturday stays a day off, this Saturday is a school day', async () => {
    const lastSaturday = addDays(today, -1 - (isoWeekday(today) % 7))
    const thisSaturday = addDays(today, 6 - isoWeekday(today))
    const teacher = await cookieFor(t.app, 'homeroom_teacher')
    t.setNow(new Date(`${thisSaturday}T08:00:00Z`))
    const sheet = await daySheet(t.app, teacher, { date: thisSaturday })
    expect(sheet.isSchoolDay).toBe(true)
    expect((await daySheet(t.app, teacher, { date: lastSaturday })).isSchoolDay).toBe(false)
    const studentId = sheet.rows[0]!.student.id
    expect((await record(t.app, teacher, { studentId, date: thisSaturday, status: 'present' })).statusCode).toBe(200)
    const refused = await record(t.app, teacher, { studentId, date: lastSaturday, status: 'present' })
    expect(refused.json()).toMatchObject({ code: 'not_school_day' })
    t.setNow(NOW)
  })

  it('changes the school’s times without rewriting a record: the statuses stored stay, and so do the figures', async () => {
    current = await get<SchoolSettingsResponse>('/api/school/settings')
    const before = figures(await term())
    expect((await put({ schoolDayStart: '06:00', lateAfter: '06:05' })).statusCode).toBe(200)
    expect(figures(await term())).toEqual(before)
  })

  it('refuses a holiday added before today on a day with records, and allows one on a day nothing was recorded', async () => {
    current = await get<SchoolSettingsResponse>('/api/school/settings')
    const recorded = termToDate.daily.find((d) => d.counts.notRecorded < d.students)!.date
    const refused = await put({ holidays: [...current.settings.holidays, { date: recorded, name: 'Flood' }] })
    expect(refused.statusCode).toBe(400)
    expect(refused.json<{ fields: Record<string, string> }>().fields.holidays).toContain(recorded)
    expect(await get<SchoolSettingsResponse>('/api/school/settings')).toEqual(current)
    // A past day the school was closed and no one recorded: entered afterwards, it stops counting.
    const unrecorded = addDays(today, -(isoWeekday(today) % 7)) // last Sunday: nothing is ever recorded on it
    expect((await put({ holidays: [...current.settings.holidays, { date: unrecorded, name: 'Flood' }] })).statusCode).toBe(200)
  })
})
