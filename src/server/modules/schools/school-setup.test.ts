import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SchoolSetupResponse } from '#shared/contracts/school-setup'
import type { DepartmentListResponse, StudentListResponse } from '#shared/contracts/students'
import { MONDAY, MONDAY_MORNING, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import { insertUser } from '../users'
import { csvOf, sendCsv } from '../../test/student-import.fixtures'

describe.each(TEST_DATABASES)('the first-run checklist of a new school on %s', (kind) => {
  let t: TestApp
  let head: string
  const setup = async (cookie = head) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/school/setup', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    return response.json<SchoolSetupResponse>()
  }
  const done = async () => (await setup()).steps.filter((s) => s.done).map((s) => s.step)
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie: head }, payload })

  beforeAll(async () => {
    t = await createTestApp(kind, { demo: false })
    t.setNow(MONDAY_MORNING)
    // What `npm run admin:create` does: the school's first headmaster.
    const at = MONDAY_MORNING.toISOString()
    await insertUser(t.ctx.db, {
      school_id: t.ctx.schoolId, id: newId(), role: 'headmaster', name: 'Ada Lovelace', email: 'ada@example.org',
      parent_number: null, password_hash: await hashPassword('first-day-2026'), created_at: at, updated_at: at,
    })
    head = sessionCookieOf(await signIn(t.app, 'staff', 'ada@example.org', 'first-day-2026'))
  })
  afterAll(() => t.close())

  it('starts with only the departments done (a new school has eight), in the order a school takes them', async () => {
    expect(await setup()).toEqual({
      steps: [
        { step: 'settings', done: false },
        { step: 'departments', done: true },
        { step: 'teachers', done: false },
        { step: 'classes', done: false },
        { step: 'students', done: false },
        { step: 'passwords', done: false },
        { step: 'rollCall', done: false },
      ],
      complete: false,
    })
  })

  it('ticks each step as the school\'s data appears, and is complete after the first record', async () => {
    const settings = { name: 'SMA Negeri 1 Bandung', timeZone: 'UTC', schoolDayStart: '07:00', lateAfter: '07:15', schoolDays: [1, 2, 3, 4, 5] }
    expect((await t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie: head }, payload: settings })).statusCode).toBe(200)
    expect(await done()).toEqual(['settings', 'departments'])

    const { departments } = (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie: head } })).json<DepartmentListResponse>()
    const science = departments.find((d) => d.name === 'Science')!
    const teacher = await post('/api/teachers', { name: 'Dewi Lestari', email: 'dewi@example.org', departmentId: science.id, subjects: ['Biology'], isHomeroom: false })
    expect(teacher.statusCode).toBe(201)
    expect(await done()).toEqual(['settings', 'departments', 'teachers'])

    const klass = await post('/api/classes', { name: '10A', departmentId: science.id, teacherId: teacher.json().teacher.id })
    expect(klass.statusCode).toBe(201)
    expect(await done()).toEqual(['settings', 'departments', 'teachers', 'classes'])

    // Imported students have no password yet: the students step is done, the passwords step is not.
    const imported = await sendCsv(t.app, head, 'apply', csvOf([
      ['Sari Wulandari', '', '10001', '10A', 'Junior', 'Science'],
      ['Budi Hartono', '', '10002', '10A', 'Junior', 'Science'],
    ]))
    expect(imported.statusCode, imported.body).toBe(200)
    expect(await done()).toEqual(['settings', 'departments', 'teachers', 'classes', 'students'])

    const { students } = (await t.app.inject({ method: 'GET', url: '/api/students', headers: { cookie: head } })).json<StudentListResponse>()
    expect(students).toHaveLength(2)
    expect((await post(`/api/students/${students[0]!.id}/password`, {})).statusCode).toBe(200)
    // One of two with a password is not enough.
    expect(await done()).not.toContain('passwords')
    expect((await post(`/api/students/${students[1]!.id}/password`, {})).statusCode).toBe(200)
    expect(await done()).toEqual(['settings', 'departments', 'teachers', 'classes', 'students', 'passwords'])

    expect((await record(t.app, head, { studentId: students[0]!.id, date: MONDAY, status: 'present' })).statusCode).toBe(200)
    expect(await setup()).toMatchObject({ complete: true })
  })

  it('counts a student added later without a password as a step to do again', async () => {
    const imported = await sendCsv(t.app, head, 'apply', csvOf([['Rina Sari', '', '10003', '10A', 'Junior', 'Science']]))
    expect(imported.statusCode, imported.body).toBe(200)
    expect(await setup()).toMatchObject({ complete: false, steps: expect.arrayContaining([{ step: 'passwords', done: false }]) })
  })

})

describe.each(TEST_DATABASES)('the first-run checklist of the demo school on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())
  const get = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/school/setup', headers: cookie ? { cookie } : {} })

  it('is complete: the demo has every step done, so its dashboard shows no checklist', async () => {
    const response = await get(await cookieFor(t.app, 'headmaster'))
    expect(response.json<SchoolSetupResponse>()).toMatchObject({ complete: true })
  })

  it.each(['homeroom_teacher', 'subject_teacher', 'student'] as const)('refuses a %s', async (role) => {
    const response = await get(await cookieFor(t.app, role))
    expect(response.statusCode).toBe(403)
  })

  it('refuses the signed out', async () => {
    expect((await get()).statusCode).toBe(401)
  })
})
