import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassSummary } from '#shared/contracts/classes'
import type { QrCodeResponse } from '#shared/contracts/qr'
import type { DayReportResponse } from '#shared/contracts/reports'
import type { CreateStudentResponse, DepartmentListResponse } from '#shared/contracts/students'
import { record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** A Monday far from the demo's own records; the demo school is on UTC. */
const DAY = '2030-04-01'

describe.each(TEST_DATABASES)('whether a class has taken attendance, on %s', (kind) => {
  let t: TestApp
  let head: string
  let teacher: string
  const students: Record<string, { id: string; parentNumber: string }> = {}
  const classIds: Record<string, string> = {}
  const get = async <T>(url: string, cookie = head) => (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json<T>()
  const post = async <T>(url: string, payload: object, cookie = head) =>
    (await t.app.inject({ method: 'POST', url, headers: { cookie }, payload })).json<T>()
  const row = async (className: string) => (await get<DayReportResponse>(`/api/reports/day?date=${DAY}`)).classes.find((c) => c.classId === classIds[className])!
  const scanIn = async (name: string) => {
    const signedIn = await signIn(t.app, 'student', students[name]!.parentNumber, 'student-password')
    const { code } = await post<QrCodeResponse>('/api/qr/codes', {}, sessionCookieOf(signedIn))
    const scanned = await t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: teacher }, payload: { code } })
    expect(scanned.statusCode).toBe(200)
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    t.setNow(new Date(`${DAY}T07:00:00Z`))
    head = await cookieFor(t.app, 'headmaster')
    teacher = await cookieFor(t.app, 'subject_teacher')
    const { departments } = await get<DepartmentListResponse>('/api/departments')
    let parentNumber = 91000
    for (const [className, names] of [['T1', ['Tia', 'Tono', 'Tari', 'Toni']], ['T2', ['Uli', 'Umar']]] as const) {
      const klass = await post<ClassSummary>('/api/classes', { name: className, departmentId: departments[0]!.id, teacherId: (await get<{ user: { id: string } }>('/api/auth/me')).user.id })
      classIds[className] = klass.id
      for (const name of names) {
        const number = String(parentNumber++)
        const created = await post<CreateStudentResponse>('/api/students', {
          name, parentNumber: number, classId: klass.id, level: 'Junior', departmentId: departments[0]!.id, password: 'student-password',
        })
        students[name] = { id: created.student.id, parentNumber: number }
      }
    }
    t.setNow(new Date(`${DAY}T07:40:00Z`))
  })
  afterAll(() => t.close())

  it('is not taken while some listed students have no record, and says how many are recorded', async () => {
    expect(await row('T1')).toMatchObject({ students: 4, recorded: 0, notTaken: true })
    expect((await record(t.app, teacher, { studentId: students.Tia!.id, date: DAY, status: 'present' })).statusCode).toBe(200)
    // One of four recorded: not taken, as every listed student needs a record (ADR 008 addendum, "Taken").
    expect(await row('T1')).toMatchObject({ students: 4, recorded: 1, notTaken: true })
  })

  it('is not taken when every student scanned in at the gate but nobody took the roll', async () => {
    await scanIn('Uli')
    await scanIn('Umar')
    expect(await row('T2')).toMatchObject({ students: 2, recorded: 2, notTaken: true })
    // A teacher's record of one of them (here a correction to late) makes it a roll someone took.
    expect((await record(t.app, teacher, { studentId: students.Umar!.id, date: DAY, status: 'late' })).statusCode).toBe(200)
    expect(await row('T2')).toMatchObject({ students: 2, recorded: 2, notTaken: false })
  })

  it('is taken once every listed student has a record and one was made by hand', async () => {
    await scanIn('Tono')
    await scanIn('Tari')
    expect(await row('T1')).toMatchObject({ recorded: 3, notTaken: true })
    expect((await record(t.app, teacher, { studentId: students.Toni!.id, date: DAY, status: 'sick' })).statusCode).toBe(200)
    expect(await row('T1')).toMatchObject({ students: 4, recorded: 4, notTaken: false })
    const report = await get<DayReportResponse>(`/api/reports/day?date=${DAY}`)
    // The export's "Attendance taken" column says the same.
    const file = await t.app.inject({ method: 'GET', url: `/api/reports/day/export?format=csv&date=${DAY}`, headers: { cookie: head } })
    const lines = file.body.split(/\r?\n/)
    expect(lines.find((l) => l.startsWith('T1,'))).toMatch(/,Yes$/)
    expect(lines.find((l) => l.startsWith('T2,'))).toMatch(/,Yes$/)
    expect(report.classes.filter((c) => c.classId !== classIds.T1 && c.classId !== classIds.T2).every((c) => c.notTaken)).toBe(true)
  })
})
