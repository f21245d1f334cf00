import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassSummary } from '#shared/contracts/classes'
import type { StudentHistoryResponse, WarningsResponse } from '#shared/contracts/reports'
import type { CreateStudentResponse, DepartmentListResponse, StudentListResponse } from '#shared/contracts/students'
import type { TeacherListResponse } from '#shared/contracts/teachers'
import { record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { csvOf, sendCsv } from '../../test/student-import.fixtures'

const at = (date: string) => new Date(`${date}T08:00:00Z`)
/** Monday 25 March 2030 to Friday 5 April 2030: ten school days (the demo school is on UTC, Monday to Friday). */
const TEN_DAYS = ['2030-03-25', '2030-03-26', '2030-03-27', '2030-03-28', '2030-03-29', '2030-04-01', '2030-04-02', '2030-04-03', '2030-04-04', '2030-04-05']

describe.each(TEST_DATABASES)('early warnings count school days from enrolment on %s', (kind) => {
  let t: TestApp
  let head: string
  let classId: string
  let className: string
  let department: { id: string; name: string }
  const warnings = async () => (await t.app.inject({ method: 'GET', url: '/api/reports/warnings', headers: { cookie: head } })).json<WarningsResponse>()
  const flagged = async () => new Set((await warnings()).lowRate.map((w) => w.studentId))
  const addStudent = async (name: string, parentNumber: string) =>
    (await t.app.inject({
      method: 'POST', url: '/api/students', headers: { cookie: head },
      payload: { name, parentNumber, classId, level: 'Junior', departmentId: department.id, password: 'student-password' },
    })).json<CreateStudentResponse>().student.id

  beforeAll(async () => {
    t = await createTestApp(kind)
    t.setNow(at('2030-03-25'))
    head = await cookieFor(t.app, 'headmaster')
    const { departments } = (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie: head } })).json<DepartmentListResponse>()
    // The headmaster teaches it: another class's homeroom teacher may not be given a second one (ADR 006 addendum).
    const { teachers } = (await t.app.inject({ method: 'GET', url: '/api/teachers?pageSize=100', headers: { cookie: head } })).json<TeacherListResponse>()
    department = departments[0]!
    className = 'W1'
    classId = (await t.app.inject({
      method: 'POST', url: '/api/classes', headers: { cookie: head }, payload: { name: className, departmentId: department.id, teacherId: teachers.find((x) => x.role === 'headmaster')!.id },
    })).json<ClassSummary>().id
  })
  afterAll(() => t.close())

  it('does not flag students enrolled this week (3 school days), and flags one with 10 days and a low rate', async () => {
    const absentee = await addStudent('Wati Absen', '93001')
    const attender = await addStudent('Wira Hadir', '93002')
    for (const date of TEN_DAYS.slice(0, 3)) {
      t.setNow(at(date))
      await record(t.app, head, { studentId: absentee, date, status: 'absent' })
      await record(t.app, head, { studentId: attender, date, status: 'present' })
    }
    // Wednesday: three school days counted, all absent. Too few to say anything.
    const early = await flagged()
    expect(early.has(absentee)).toBe(false)
    expect(early.has(attender)).toBe(false)

    for (const date of TEN_DAYS.slice(3)) {
      t.setNow(at(date))
      await record(t.app, head, { studentId: absentee, date, status: date < '2030-04-03' ? 'absent' : 'present' })
      await record(t.app, head, { studentId: attender, date, status: 'present' })
    }
    const later = await warnings()
    expect(later.lowRate.find((w) => w.studentId === absentee)).toMatchObject({ rate: 0.3, counts: { present: 3, absent: 7 } })
    expect(later.lowRate.some((w) => w.studentId === attender)).toBe(false)

    // The same counting in the student's history: school days from the enrolment day on, not before.
    const history = (await t.app.inject({
      method: 'GET', url: `/api/reports/students/${absentee}/history?from=2030-03-01&to=2030-04-05`, headers: { cookie: head },
    })).json<StudentHistoryResponse>()
    expect(history.days.map((d) => d.date)).toEqual(TEN_DAYS)
    expect(history.rate).toBe(0.3)
  })

  it('does not flag students imported today', async () => {
    t.setNow(at('2030-04-08'))
    const file = csvOf([
      ['Impor Satu', '', '93101', className, 'Junior', department.name],
      ['Impor Dua', '', '93102', className, 'Junior', department.name],
    ])
    const applied = await sendCsv(t.app, head, 'apply', file)
    expect(applied.statusCode).toBe(200)
    const { students } = (await t.app.inject({ method: 'GET', url: `/api/students?classId=${classId}&pageSize=100`, headers: { cookie: head } })).json<StudentListResponse>()
    const imported = students.filter((s) => s.name.startsWith('Impor')).map((s) => s.id)
    expect(imported).toHaveLength(2)
    const now = await flagged()
    expect(imported.filter((id) => now.has(id))).toEqual([])
  })
})
