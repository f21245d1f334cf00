import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassSummary } from '#shared/contracts/classes'
import type { RangeReportResponse, StudentHistoryResponse, WarningsResponse } from '#shared/contracts/reports'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import type { CreateStudentResponse, DepartmentListResponse } from '#shared/contracts/students'
import type { AttendanceStatus } from '#shared/school'
import { record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { xlsxRows } from '../../test/xlsx-entries'

/**
 * One student's history, and every place that shows their attendance rate: all must give the
 * same figure (one definition of a rate, ADR 008 addendum). Today is Thursday 11 April 2030 (the demo
 * school, in UTC, is made on this clock with its own term's records, so the school's first record is long before).
 *
 * Ana enrols on Monday 25 March; her record on the Friday before moves her enrolment back to that
 * Friday (ADR 044). Of her 14 school days since (Friday 5 April is a holiday), she is present on 6,
 * late on 2, absent on 2, sick on 1, on permission on 1, and nothing is recorded on 2 (Tuesday
 * 2 April, and today so far): present or late on 8 of 14 school days, 57.1%. A record on the
 * holiday does not count.
 */
const NOW = new Date('2030-04-11T12:00:00Z')
const TODAY = '2030-04-11'
const ENROLLED_AT = new Date('2030-03-25T06:00:00Z')
const HOLIDAY = { date: '2030-04-05', name: 'Spring day' }
const RECORDS: Record<string, AttendanceStatus> = {
  '2030-03-22': 'present',
  '2030-03-25': 'present',
  '2030-03-26': 'late',
  '2030-03-27': 'absent',
  '2030-03-28': 'sick',
  '2030-03-29': 'permission',
  '2030-04-01': 'present',
  '2030-04-03': 'present',
  '2030-04-04': 'late',
  '2030-04-05': 'present',
  '2030-04-08': 'absent',
  '2030-04-09': 'present',
  '2030-04-10': 'present',
}
const RATE = 0.571
const RATE_TEXT = '57.1%'
const IN_WORDS = 'Present or late on 8 of 14 school days'

const csvLines = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n')

describe.each(TEST_DATABASES)('one attendance rate everywhere, on %s', (kind) => {
  let t: TestApp
  let head: string
  let ana: string
  let anaId: string
  let classId: string
  let from: string

  async function get<T>(url: string, cookie = head) {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } })
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`)
    return { response, body: String(response.headers['content-type'] ?? '').includes('json') ? response.json<T>() : (undefined as T) }
  }
  async function send<T>(method: 'POST' | 'PUT', url: string, payload: object) {
    const response = await t.app.inject({ method, url, headers: { cookie: head }, payload })
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    head = await cookieFor(t.app, 'headmaster')
    const { departments } = (await get<DepartmentListResponse>('/api/departments')).body
    const departmentId = departments[0]!.id
    classId = (await send<ClassSummary>('POST', '/api/classes', { name: 'Q1', departmentId, teacherId: (await get<{ user: { id: string } }>('/api/auth/me')).body.user.id })).id
    t.setNow(ENROLLED_AT)
    const created = await send<CreateStudentResponse>('POST', '/api/students', {
      name: 'Ana Rate', parentNumber: '97531', classId, level: 'Junior', departmentId, password: 'student-password',
    })
    anaId = created.student.id
    t.setNow(NOW)
    for (const [date, status] of Object.entries(RECORDS)) {
      const saved = await record(t.app, head, { studentId: anaId, date, status, note: date === '2030-04-10' ? 'Dentist after lunch' : undefined })
      if (saved.statusCode !== 200) throw new Error(`record ${date}: ${saved.body}`)
    }
    // The holiday was declared after its record was made (no settings change can do that now, ADR 043:
    // written as it was once stored): the record stays, the day no longer counts.
    const { id: schoolId } = await t.ctx.db.selectFrom('schools').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow()
    await t.ctx.db.insertInto('school_holidays').values({ school_id: schoolId, ...HOLIDAY }).execute()
    ana = sessionCookieOf(await signIn(t.app, 'student', '97531', 'student-password'))
    // The early warnings' window: the last 30 school days up to today.
    from = (await get<WarningsResponse>('/api/reports/warnings')).body.window.from
  }, 60_000)
  afterAll(() => t.close())

  it('gives the student, on their profile, the rate the reports give, with what it counts', async () => {
    const profile = (await get<StudentProfileResponse>('/api/student/profile', ana)).body
    // Her school days from her first, the Friday her enrolment moved back to: none before it is "Not recorded".
    expect(profile.recent).toHaveLength(14)
    expect([profile.recent[0]!.date, profile.recent.at(-1)!.date]).toEqual([TODAY, '2030-03-22'])
    // Attended of recorded days would be 9 of 13: the profile counts as the reports do.
    expect(profile.attendance).toEqual({ rate: RATE, attended: 8, schoolDays: 14 })
  })

  it('gives the same figure in the range report, the student’s calendar (staff’s and their own) and the early warnings', async () => {
    const range = (await get<RangeReportResponse>(`/api/reports/range?from=${from}&to=${TODAY}&scope=class&classId=${classId}`)).body
    const row = range.rows.find((r) => r.studentId === anaId)!
    expect(row).toMatchObject({ schoolDays: 14, counts: { present: 6, late: 2, absent: 2, sick: 1, permission: 1, notRecorded: 2 }, rate: RATE })
    expect(range.totals.rate).toBe(RATE)

    const history = (await get<StudentHistoryResponse>(`/api/reports/students/${anaId}/history?from=${from}&to=${TODAY}`)).body
    expect(history.days).toHaveLength(14)
    expect(history.rate).toBe(RATE)
    const own = (await get<StudentHistoryResponse>(`/api/student/history?from=${from}&to=${TODAY}`, ana)).body
    expect(own.rate).toBe(RATE)

    const warnings = (await get<WarningsResponse>('/api/reports/warnings')).body
    expect(warnings.window).toMatchObject({ from, to: TODAY, schoolDays: 30 })
    expect(warnings.lowRate.find((w) => w.studentId === anaId)).toMatchObject({ rate: RATE, counts: row.counts })
  })

  it('writes the same figure in every export, CSV and XLSX', async () => {
    const rangeQuery = `from=${from}&to=${TODAY}&scope=class&classId=${classId}`
    const rangeCsv = csvLines((await get(`/api/reports/range/export?format=csv&${rangeQuery}`)).response.body)
    expect(rangeCsv[0]!.endsWith(',Attendance rate (present or late ÷ school days),Left early')).toBe(true)
    expect(rangeCsv).toContain(`Ana Rate,Q1,14,6,2,2,1,1,2,${RATE_TEXT},0`)
    const rangeXlsx = xlsxRows((await get(`/api/reports/range/export?format=xlsx&${rangeQuery}`)).response.rawPayload)
    expect(rangeXlsx.find((cells) => cells[0]!.value === 'Ana Rate')!.at(-2)).toEqual({ value: RATE, format: '0.0%' })

    const historyUrl = `/api/reports/students/${anaId}/history/export?from=${from}&to=${TODAY}&format=`
    const historyCsv = csvLines((await get(`${historyUrl}csv`)).response.body)
    expect(historyCsv).toHaveLength(1 + 14 + 1)
    expect(historyCsv.at(-1)).toBe(`Attendance rate,${RATE_TEXT},${IN_WORDS}`)
    const ownCsv = csvLines((await get(`/api/student/history/export?from=${from}&to=${TODAY}&format=csv`, ana)).response.body)
    expect(ownCsv.at(-1)).toBe(`Attendance rate,${RATE_TEXT},${IN_WORDS}`)
    const historyXlsx = xlsxRows((await get(`${historyUrl}xlsx`)).response.rawPayload)
    expect(historyXlsx.at(-1)).toEqual([{ value: 'Attendance rate' }, { value: RATE, format: '0.0%' }, { value: IN_WORDS }])

    const warningsCsv = csvLines((await get('/api/reports/warnings/export?format=csv&list=low-rate')).response.body)
    expect(warningsCsv).toContain(`Ana Rate,Q1,${RATE_TEXT},14,6,2,2,1,1,2`)
    const warningsXlsx = xlsxRows((await get('/api/reports/warnings/export?format=xlsx&list=low-rate')).response.rawPayload)
    expect(warningsXlsx.find((cells) => cells[0]!.value === 'Ana Rate')![2]).toEqual({ value: RATE, format: '0.0%' })
  })

  it('counts today as attended once the student checks in, everywhere at once', async () => {
    await record(t.app, head, { studentId: anaId, date: TODAY, status: 'present' })
    const profile = (await get<StudentProfileResponse>('/api/student/profile', ana)).body
    expect(profile.attendance).toEqual({ rate: 0.643, attended: 9, schoolDays: 14 })
    const history = (await get<StudentHistoryResponse>(`/api/reports/students/${anaId}/history?from=${from}&to=${TODAY}`)).body
    const warnings = (await get<WarningsResponse>('/api/reports/warnings')).body
    expect([history.rate, warnings.lowRate.find((w) => w.studentId === anaId)?.rate]).toEqual([0.643, 0.643])
  })
})
