import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DeleteResult } from '#shared/contracts/delete-result'
import type { CreateStudentResponse, DepartmentListResponse, StudentListResponse } from '#shared/contracts/students'
import { classNamed, daySheet, MONDAY, MONDAY_MORNING, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('deleting students on %s', (kind) => {
  let t: TestApp
  let head: string
  let form: Record<string, unknown>
  const remove = (id: string, cookie = head) => t.app.inject({ method: 'DELETE', url: `/api/students/${id}`, headers: { cookie } })
  const listed = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/students?q=${encodeURIComponent(q)}`, headers: { cookie: head } })).json<StudentListResponse>()
  const add = async (name: string, parentNumber: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/students', headers: { cookie: head }, payload: { ...form, name, parentNumber } })
    expect(response.statusCode).toBe(201)
    return response.json<CreateStudentResponse>()
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    const klass = await classNamed(t.app, head, '11C')
    const { departments } = (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie: head } })).json<DepartmentListResponse>()
    form = { classId: klass.id, level: 'Senior', departmentId: departments[0]!.id, password: 'first-day-2030' }
  })
  afterAll(() => t.close())

  it('removes a student without history for good', async () => {
    const { student } = await add('Dewi Lestari', '55501')
    const response = await remove(student.id)
    expect(response.statusCode).toBe(200)
    expect(response.json<DeleteResult>()).toEqual({ archived: false })
    expect((await listed('Dewi Lestari')).total).toBe(0)
    expect((await t.app.inject({ method: 'GET', url: `/api/students/${student.id}`, headers: { cookie: head } })).statusCode).toBe(404)
    expect((await signIn(t.app, 'student', '55501', 'first-day-2030')).statusCode).toBe(401)
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', student.id).executeTakeFirst()).toBeUndefined()
  })

  it('archives a student with attendance: gone from lists, counts and sign-in, history kept', async () => {
    const { student } = await add('Rina Kartika', '55502')
    const session = sessionCookieOf(await signIn(t.app, 'student', '55502', 'first-day-2030'))
    expect((await record(t.app, head, { studentId: student.id, date: MONDAY, status: 'sick' })).statusCode).toBe(200)
    const before = await daySheet(t.app, head, { date: MONDAY })
    const classBefore = await classNamed(t.app, head, '11C')

    const response = await remove(student.id)
    expect(response.json<DeleteResult>()).toEqual({ archived: true })

    expect((await listed('Rina Kartika')).total).toBe(0)
    const after = await daySheet(t.app, head, { date: MONDAY })
    expect(after.total).toBe(before.total - 1)
    expect(after.counts.sick).toBe(before.counts.sick - 1)
    expect(after.counts.notRecorded).toBe(before.counts.notRecorded)
    expect(after.rows.some((r) => r.student.id === student.id)).toBe(false)
    expect((await classNamed(t.app, head, '11C')).studentCount).toBe(classBefore.studentCount - 1)
    // Their session ended and they can no longer sign in…
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session } })).statusCode).toBe(401)
    expect((await signIn(t.app, 'student', '55502', 'first-day-2030')).statusCode).toBe(401)
    // …nobody can record for them any more, but their record is still there.
    expect((await record(t.app, head, { studentId: student.id, date: MONDAY, status: 'present' })).statusCode).toBe(404)
    const kept = await t.ctx.db.selectFrom('attendance_records').select('status').where('student_id', '=', student.id).execute()
    expect(kept).toEqual([{ status: 'sick' }])
    // The parent number is free for someone new.
    expect((await add('Rina Kartika', '55502')).student.parentNumber).toBe('55502')
  })

  it.each(['homeroom_teacher', 'subject_teacher'] as const)('refuses a %s (403) and keeps the student', async (role) => {
    const { student } = await add(`Kept by ${role}`, role === 'homeroom_teacher' ? '55503' : '55504')
    const response = await remove(student.id, await cookieFor(t.app, role))
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('forbidden')
    expect((await listed(`Kept by ${role}`)).total).toBe(1)
  })

  it('answers 404 for an unknown or already deleted student', async () => {
    expect((await remove('no-such-student')).statusCode).toBe(404)
    const { student } = await add('Twice Deleted', '55505')
    expect((await remove(student.id)).statusCode).toBe(200)
    const again = await remove(student.id)
    expect(again.statusCode).toBe(404)
    expect(again.json().error).toBe('No such student')
  })
})
