import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassSummary } from '#shared/contracts/classes'
import type { DayReportResponse, RangeReportResponse, StudentHistoryResponse } from '#shared/contracts/reports'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import type { CreateStudentResponse, DepartmentListResponse } from '#shared/contracts/students'
import { addDays } from '#shared/dates'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

/**
 * Students added on a Saturday, their class's roll taken afterwards for the Friday before:
 * their enrolment moves back to that Friday (ADR 044), so the day report, the range report, the staff's
 * calendar and the student's own profile all count the Friday. A student added on a Monday has no
 * "Not recorded" day before it. The demo school (UTC) is made on the first clock.
 */
const FRIDAY = '2030-03-15'
const SATURDAY = '2030-03-16'
const MONDAY = '2030-03-18'

describe.each(TEST_DATABASES)('a record before the enrolment, on %s', (kind) => {
  let t: TestApp
  let head: string
  let headId: string
  let classId: string
  let departmentId: string
  const ids: string[] = []

  async function send<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = head): Promise<T> {
    const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }
  const addStudent = async (name: string, parentNumber: string) =>
    (await send<CreateStudentResponse>('POST', '/api/students', { name, parentNumber, classId, level: 'Junior', departmentId, password: 'student-password' })).student.id

  beforeAll(async () => {
    t = await createTestApp(kind, { now: new Date(`${SATURDAY}T09:00:00Z`) })
    head = await cookieFor(t.app, 'headmaster')
    headId = (await send<{ user: { id: string } }>('GET', '/api/auth/me')).user.id
    departmentId = (await send<DepartmentListResponse>('GET', '/api/departments')).departments[0]!.id
    classId = (await send<ClassSummary>('POST', '/api/classes', { name: 'E1', departmentId, teacherId: headId })).id
    ids.push(await addStudent('Eka Awal', '86001'), await addStudent('Fajar Awal', '86002'))
    await send('PUT', '/api/attendance/roll', { classId, date: FRIDAY, entries: [{ studentId: ids[0], status: 'present' }, { studentId: ids[1], status: 'late' }] })
  }, 60_000)
  afterAll(() => t.close())

  it('counts the Friday in the day report', async () => {
    const report = await send<DayReportResponse>('GET', `/api/reports/day?date=${FRIDAY}`)
    expect(report.classes.find((c) => c.classId === classId)).toMatchObject({
      students: 2, recorded: 2, counts: { present: 1, late: 1, notRecorded: 0 }, notTaken: false,
    })
  })

  it('counts the Friday in the range report and the staff’s calendar of each student', async () => {
    const range = await send<RangeReportResponse>('GET', `/api/reports/range?from=${addDays(FRIDAY, -4)}&to=${SATURDAY}&scope=class&classId=${classId}`)
    expect(range.rows.map((r) => [r.name, r.schoolDays, r.counts.present, r.counts.late, r.counts.notRecorded])).toEqual([
      ['Eka Awal', 1, 1, 0, 0],
      ['Fajar Awal', 1, 0, 1, 0],
    ])
    const history = await send<StudentHistoryResponse>('GET', `/api/reports/students/${ids[0]}/history?from=${addDays(FRIDAY, -30)}&to=${SATURDAY}`)
    expect(history.days).toEqual([{ date: FRIDAY, status: 'present', note: null }])
  })

  it('counts the Friday on the student’s own profile, with no day before it', async () => {
    const eka = sessionCookieOf(await signIn(t.app, 'student', '86001', 'student-password'))
    const profile = await send<StudentProfileResponse>('GET', '/api/student/profile', undefined, eka)
    expect(profile.recent.map((d) => [d.date, d.record?.status ?? null])).toEqual([[FRIDAY, 'present']])
    expect(profile.attendance).toEqual({ rate: 1, attended: 1, schoolDays: 1 })
  })

  it('keeps an audit line of each move: whose, from, to, why, by whom', async () => {
    const lines = await t.ctx.db.selectFrom('enrolment_audit').selectAll().where('student_id', 'in', ids).orderBy('student_id').execute()
    expect(lines).toHaveLength(2)
    for (const line of lines) {
      expect(line).toMatchObject({ old_enrolled_on: SATURDAY, new_enrolled_on: FRIDAY, reason: 'recorded_before_enrolment', date: FRIDAY, changed_by: headId })
      expect(line.new_created_at < `${FRIDAY}T00:00:01Z` && line.old_created_at >= `${SATURDAY}T00:00:00Z`).toBe(true)
    }
    // Recording the Friday again (a correction) moves nothing further.
    await send('PUT', '/api/attendance/roll', { classId, date: FRIDAY, entries: [{ studentId: ids[0], status: 'sick' }] })
    expect(await t.ctx.db.selectFrom('enrolment_audit').select('id').where('student_id', 'in', ids).execute()).toHaveLength(2)
  })

  it('shows a student added on a Monday no "Not recorded" day before it', async () => {
    t.setNow(new Date(`${MONDAY}T09:00:00Z`))
    const id = await addStudent('Gita Baru', '86003')
    const gita = sessionCookieOf(await signIn(t.app, 'student', '86003', 'student-password'))
    const profile = await send<StudentProfileResponse>('GET', '/api/student/profile', undefined, gita)
    expect(profile.recent).toEqual([{ date: MONDAY, record: null }])
    const history = await send<StudentHistoryResponse>('GET', `/api/reports/students/${id}/history?from=${addDays(MONDAY, -30)}&to=${MONDAY}`)
    expect(history.days.map((d) => d.date)).toEqual([MONDAY])
  })
})
