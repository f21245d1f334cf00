import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CreateStudentPasswordsResponse, CreateTeacherPasswordsResponse } from '#shared/contracts/passwords'
import type { CreateStudentResponse, DepartmentListResponse } from '#shared/contracts/students'
import { classNamed } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { csvOf, freeParentNumbers, sendCsv } from '../../test/student-import.fixtures'
import { sendTeacherCsv, teacherCsv } from '../../test/teacher-import.fixtures'

describe.each(TEST_DATABASES)('one-time passwords and the sign-in sheet on %s', (kind) => {
  let t: TestApp
  let head: string
  let numbers: string[]
  const post = (url: string, payload: object, cookie = head) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload })
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
  const flagOf = async (id: string) =>
    (await t.ctx.db.selectFrom('users').select('must_change_password').where('id', '=', id).executeTakeFirstOrThrow()).must_change_password

  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
    // An import makes accounts without a password: three students of 10B, two of 11C, two teachers.
    numbers = await freeParentNumbers(t.app, head, 5, 70_000)
    const rows = numbers.map((n, i) => [`Sheet Student ${i}`, '', n, i < 3 ? '10B' : '11C', 'Junior', 'Science'])
    expect((await sendCsv(t.app, head, 'apply', csvOf(rows))).statusCode).toBe(200)
    const teachers = [['Sheet Teacher A', 'sheet.a@example.org', 'Science', 'Biology', ''], ['Sheet Teacher B', 'sheet.b@example.org', 'Arts', 'Music', '']]
    expect((await sendTeacherCsv(t.app, head, 'apply', teacherCsv(teachers))).statusCode).toBe(200)
  })
  afterAll(() => t.close())

  it('creates passwords for the students of one class who have none, once, and they sign in with them', async () => {
    const klass = await classNamed(t.app, head, '10B')
    const response = await post('/api/students/passwords', { classId: klass.id })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const { students } = response.json<CreateStudentPasswordsResponse>()
    // Only the imported ones: the demo's 10B students keep the password they have.
    expect(students.map((s) => [s.name, s.parentNumber, s.className])).toEqual([
      ['Sheet Student 0', numbers[0], '10B'], ['Sheet Student 1', numbers[1], '10B'], ['Sheet Student 2', numbers[2], '10B'],
    ])
    for (const s of students) expect(s.password).toMatch(/^[A-Za-z2-9]{12}$/)
    expect((await signIn(t.app, 'student', numbers[0]!, students[0]!.password)).statusCode).toBe(200)
    expect(await flagOf(students[0]!.id)).toBe(1)
    // A demo student still signs in with their own password.
    expect((await cookieFor(t.app, 'student')).length).toBeGreaterThan(0)

    // Asked again: nobody in 10B is without a password any more, nothing changes.
    expect((await post('/api/students/passwords', { classId: klass.id })).json()).toEqual({ students: [] })
    expect((await signIn(t.app, 'student', numbers[1]!, students[1]!.password)).statusCode).toBe(200)

    // The whole school: only the two of 11C are left.
    const rest = (await post('/api/students/passwords', {})).json<CreateStudentPasswordsResponse>().students
    expect(rest.map((s) => s.name)).toEqual(['Sheet Student 3', 'Sheet Student 4'])
  })

  it('re-issues a whole class only when asked, ending the old passwords and sessions', async () => {
    const klass = await classNamed(t.app, head, '11C')
    expect((await post('/api/students/passwords', { reissue: true })).statusCode).toBe(400)
    const first = (await post('/api/students/passwords', { classId: klass.id, reissue: true })).json<CreateStudentPasswordsResponse>()
    expect(first.students.length).toBe(klass.studentCount)
    const mine = first.students.find((s) => s.parentNumber === numbers[3])!
    const session = sessionCookieOf(await signIn(t.app, 'student', numbers[3]!, mine.password))
    const again = (await post('/api/students/passwords', { classId: klass.id, reissue: true })).json<CreateStudentPasswordsResponse>()
    expect((await get('/api/auth/me', session)).statusCode).toBe(401)
    expect((await signIn(t.app, 'student', numbers[3]!, mine.password)).statusCode).toBe(401)
    expect((await signIn(t.app, 'student', numbers[3]!, again.students.find((s) => s.parentNumber === numbers[3])!.password)).statusCode).toBe(200)
    expect((await post('/api/students/passwords', { classId: 'no-such-class' })).json().fields).toEqual({ classId: 'No such class' })
  })

  it('creates passwords for the teachers who have none, for the headmaster only', async () => {
    expect((await post('/api/teachers/passwords', {}, await cookieFor(t.app, 'homeroom_teacher'))).statusCode).toBe(403)
    expect((await post('/api/students/passwords', {}, await cookieFor(t.app, 'subject_teacher'))).statusCode).toBe(403)
    expect((await post('/api/students/passwords', {}, await cookieFor(t.app, 'student'))).statusCode).toBe(403)
    const { teachers } = (await post('/api/teachers/passwords', {})).json<CreateTeacherPasswordsResponse>()
    expect(teachers.map((x) => [x.name, x.email])).toEqual([['Sheet Teacher A', 'sheet.a@example.org'], ['Sheet Teacher B', 'sheet.b@example.org']])
    expect((await signIn(t.app, 'staff', 'sheet.a@example.org', teachers[0]!.password)).statusCode).toBe(200)
    expect((await post('/api/teachers/passwords', {})).json()).toEqual({ teachers: [] })
  })

  it('a one-time password allows nothing but "who am I", sign-out and a new password, which clears the flag', async () => {
    const klass = await classNamed(t.app, head, '10B')
    const { students } = (await post('/api/students/passwords', { classId: klass.id, reissue: true })).json<CreateStudentPasswordsResponse>()
    const student = students.find((s) => s.parentNumber === numbers[2])!
    const cookie = sessionCookieOf(await signIn(t.app, 'student', numbers[2]!, student.password))

    const me = await get('/api/auth/me', cookie)
    expect(me.statusCode).toBe(200)
    expect(me.json().user).toMatchObject({ name: 'Sheet Student 2', mustChangePassword: true })
    for (const url of ['/api/student/profile', '/api/school/settings', '/api/student/history']) {
      const refused = await get(url, cookie)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json()).toMatchObject({ code: 'password_change_required', error: 'Choose a new password first: you signed in with a one-time password.' })
    }
    expect((await post('/api/qr/codes', {}, cookie)).statusCode).toBe(403)
    // What anyone may call stays open: the same browser can still sign in as someone else.
    expect((await get('/api/auth/demo-accounts', cookie)).statusCode).toBe(200)
    expect((await get('/api/health', cookie)).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie }, payload: { theme: 'light' } })).statusCode).toBe(403)

    const wrong = await post('/api/account/password', { currentPassword: 'not-it', newPassword: 'my-own-password', confirmPassword: 'my-own-password' }, cookie)
    expect(wrong.statusCode).toBe(400)
    const changed = await post('/api/account/password', { currentPassword: student.password, newPassword: 'my-own-password', confirmPassword: 'my-own-password' }, cookie)
    expect(changed.statusCode).toBe(204)
    expect((await get('/api/auth/me', cookie)).json().user.mustChangePassword).toBe(false)
    expect((await get('/api/student/profile', cookie)).statusCode).toBe(200)
    expect(await flagOf(student.id)).toBe(0)
    expect((await signIn(t.app, 'student', numbers[2]!, 'my-own-password')).statusCode).toBe(200)
  })

  it('Add Student with a generated password and Reset password make it one-time; a typed one at Add does not', async () => {
    const klass = await classNamed(t.app, head, '10B')
    const { departments } = (await get('/api/departments', head)).json<DepartmentListResponse>()
    const [a, b] = await freeParentNumbers(t.app, head, 2, 80_000)
    const form = { classId: klass.id, level: 'Junior', departmentId: departments[0]!.id }
    const generated = (await post('/api/students', { ...form, name: 'Generated', parentNumber: a })).json<CreateStudentResponse>()
    const typed = (await post('/api/students', { ...form, name: 'Typed', parentNumber: b, password: 'typed-by-staff' })).json<CreateStudentResponse>()
    expect(await flagOf(generated.student.id)).toBe(1)
    expect(await flagOf(typed.student.id)).toBe(0)
    expect((await post(`/api/students/${typed.student.id}/password`, { password: 'another-typed-one' })).statusCode).toBe(200)
    expect(await flagOf(typed.student.id)).toBe(1)
    const teacher = await post('/api/teachers', { name: 'Generated Teacher', email: 'gen.t@example.org', departmentId: departments[0]!.id, subjects: ['Art'], isHomeroom: false })
    expect(teacher.statusCode).toBe(201)
    expect(await flagOf(teacher.json().teacher.id)).toBe(1)
  })
})
