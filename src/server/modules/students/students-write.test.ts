import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CreateStudentResponse, DepartmentListResponse, StudentDetail, StudentListResponse } from '#shared/contracts/students'
import { classNamed } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('adding and editing students on %s', (kind) => {
  let t: TestApp
  let homeroom: string
  let form: Record<string, unknown>
  const total = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/students', headers: { cookie: homeroom } })).json<StudentListResponse>().total
  const create = (payload: object, cookie = homeroom) => t.app.inject({ method: 'POST', url: '/api/students', headers: { cookie }, payload })

  beforeAll(async () => {
    t = await createTestApp(kind)
    homeroom = await cookieFor(t.app, 'homeroom_teacher')
    const klass = await classNamed(t.app, homeroom, '10B')
    const { departments } = (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie: homeroom } })).json<DepartmentListResponse>()
    form = { name: 'Sari Wulandari', parentNumber: '00007', classId: klass.id, level: 'Junior', departmentId: departments[0]!.id }
  })
  afterAll(() => t.close())

  it('creates the student with an account, and a generated password shown once that signs in', async () => {
    const response = await create(form)
    expect(response.statusCode).toBe(201)
    const body = response.json<CreateStudentResponse>()
    expect(body.student).toMatchObject({ name: 'Sari Wulandari', parentNumber: '00007', level: 'Junior', studentNumber: 'S0051', class: { name: '10B' } })
    expect(body.initialPassword).toMatch(/^[A-Za-z2-9]{12}$/)
    expect((await signIn(t.app, 'student', '00007', body.initialPassword!)).statusCode).toBe(200)
    expect(await total()).toBe(51)
  })

  it('uses a typed initial password and keeps the optional details', async () => {
    const response = await create({
      ...form, name: 'Budi Hartono', parentNumber: '00008', password: 'first-day-2026',
      emergencyContact: 'Ibu Hartono +62 811', gpa: 3.5, major: 'Science', bloodType: 'O+', allergies: '',
    })
    expect(response.statusCode).toBe(201)
    const body = response.json<CreateStudentResponse>()
    expect(body.initialPassword).toBeUndefined()
    expect(body.student).toMatchObject({ emergencyContact: 'Ibu Hartono +62 811', gpa: 3.5, bloodType: 'O+', allergies: null, studentNumber: 'S0052' })
    expect((await signIn(t.app, 'student', '00008', 'first-day-2026')).statusCode).toBe(200)
  })

  it.each([
    ['a 4-digit parent number', { parentNumber: '1234' }, 400, { parentNumber: 'Parent number must be 5 digits' }],
    ['no name', { name: '' }, 400, { name: 'This field is required' }],
    ['a GPA of 4.5', { gpa: 4.5 }, 400, { gpa: 'GPA must be a number from 0 to 4' }],
    ['a short password', { password: 'short' }, 400, { password: 'Password must be at least 8 characters' }],
    ['an unknown class', { classId: 'nope' }, 400, { classId: 'No such class' }],
    ['a parent number in use', { parentNumber: '00007' }, 409, { parentNumber: 'Another student already has this parent number' }],
  ])('refuses %s and writes nothing', async (_, change, status, fields) => {
    const before = await total()
    const response = await create({ ...form, parentNumber: '00099', ...change })
    expect(response.statusCode).toBe(status)
    expect(response.json().fields).toEqual(fields)
    expect(await total()).toBe(before)
  })

  it('edits every field, refusing a parent number another student has', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/students?q=wulandari', headers: { cookie: homeroom } })).json<StudentListResponse>()
    const id = list.students[0]!.id
    const other = await classNamed(t.app, homeroom, '12F')
    const patch = (payload: object, cookie = homeroom) => t.app.inject({ method: 'PATCH', url: `/api/students/${id}`, headers: { cookie }, payload })

    const clash = await patch({ ...form, parentNumber: '00008' })
    expect(clash.statusCode).toBe(409)
    const ok = await patch({ ...form, name: 'Sari W.', classId: other.id, level: 'Senior', gpa: 2.75 })
    expect(ok.statusCode).toBe(200)
    expect(ok.json<StudentDetail>()).toMatchObject({ name: 'Sari W.', class: { name: '12F' }, level: 'Senior', gpa: 2.75, parentNumber: '00007' })
    const read = await t.app.inject({ method: 'GET', url: `/api/students/${id}`, headers: { cookie: homeroom } })
    expect(read.json<StudentDetail>()).toMatchObject({ name: 'Sari W.', class: { name: '12F' } })

    expect((await patch(form, await cookieFor(t.app, 'subject_teacher'))).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'PATCH', url: '/api/students/nobody', headers: { cookie: homeroom }, payload: form })).statusCode).toBe(404)
  })

  it('gives one of two simultaneous adds with the same parent number a 409, never a 500', async () => {
    const before = await total()
    const [a, b] = await Promise.all([create({ ...form, parentNumber: '00123' }), create({ ...form, parentNumber: '00123', name: 'Twin' })])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    // Different parent numbers at once: both get in, with different student numbers.
    const [c, d] = await Promise.all([create({ ...form, parentNumber: '00124' }), create({ ...form, parentNumber: '00125' })])
    expect([c.statusCode, d.statusCode]).toEqual([201, 201])
    expect(c.json<CreateStudentResponse>().student.studentNumber).not.toBe(d.json<CreateStudentResponse>().student.studentNumber)
    expect(await total()).toBe(before + 3)
  })

  it('resets a student\'s password, typed or generated, and signs the student out', async () => {
    const created = (await create({ ...form, parentNumber: '00200' })).json<CreateStudentResponse>()
    const id = created.student.id
    const phone = await signIn(t.app, 'student', '00200', created.initialPassword!)
    const phoneCookie = `rollcall_session=${phone.cookies.find((c) => c.name === 'rollcall_session')!.value}`
    const reset = (payload: object, cookie = homeroom) =>
      t.app.inject({ method: 'POST', url: `/api/students/${id}/password`, headers: { cookie }, payload })

    const generated = await reset({})
    expect(generated.statusCode).toBe(200)
    const { initialPassword } = generated.json()
    expect(initialPassword).toMatch(/^[A-Za-z2-9]{12}$/)
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: phoneCookie } })).statusCode).toBe(401)
    expect((await signIn(t.app, 'student', '00200', created.initialPassword!)).statusCode).toBe(401)
    expect((await signIn(t.app, 'student', '00200', initialPassword)).statusCode).toBe(200)

    expect((await reset({ password: 'typed-by-staff' })).json()).toEqual({})
    expect((await signIn(t.app, 'student', '00200', 'typed-by-staff')).statusCode).toBe(200)
    expect((await reset({ password: 'short' })).statusCode).toBe(400)
    expect((await reset({}, await cookieFor(t.app, 'subject_teacher'))).statusCode).toBe(403)
  })

  it('lets only roles with canCreateStudent add students', async () => {
    const before = await total()
    for (const role of ['subject_teacher', 'student'] as const) {
      expect((await create({ ...form, parentNumber: '00098' }, await cookieFor(t.app, role))).statusCode).toBe(403)
    }
    expect((await create({ ...form, parentNumber: '00098' }, await cookieFor(t.app, 'headmaster'))).statusCode).toBe(201)
    expect(await total()).toBe(before + 1)
  })
})
