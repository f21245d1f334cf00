import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassListResponse, ClassSummary } from '#shared/contracts/classes'
import type { DepartmentListResponse } from '#shared/contracts/students'
import type { TeacherListResponse, TeacherSummary } from '#shared/contracts/teachers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { archiveUserRow } from '../users'

describe.each(TEST_DATABASES)('adding, editing and deleting classes on %s', (kind) => {
  let t: TestApp
  let homeroom: string
  let departments: DepartmentListResponse['departments']
  let teachers: TeacherSummary[]
  const classes = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: homeroom } })).json<ClassListResponse>().classes
  const named = async (name: string) => (await classes()).find((c) => c.name === name)!
  const teacher = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/teachers/${id}`, headers: { cookie: homeroom } })).json<TeacherSummary>()
  const create = (payload: object, cookie = homeroom) => t.app.inject({ method: 'POST', url: '/api/classes', headers: { cookie }, payload })
  const patch = (id: string, payload: object, cookie = homeroom) =>
    t.app.inject({ method: 'PATCH', url: `/api/classes/${id}`, headers: { cookie }, payload })
  const remove = (id: string, cookie = homeroom) => t.app.inject({ method: 'DELETE', url: `/api/classes/${id}`, headers: { cookie } })
  const formOf = (c: ClassSummary) => ({ name: c.name, departmentId: c.departmentId, teacherId: c.teacher!.id })
  /** A teacher with no homeroom class: the demo's subject teacher. */
  const subjectTeacher = () => teachers.find((x) => x.role === 'subject_teacher')!
  const archiveStudentsOf = async (classId: string) => {
    const rows = await t.ctx.db.selectFrom('students').select('user_id').where('school_id', '=', t.ctx.schoolId).where('class_id', '=', classId).execute()
    for (const row of rows) await archiveUserRow(t.ctx.db, t.ctx.schoolId, row.user_id, new Date().toISOString())
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    homeroom = await cookieFor(t.app, 'homeroom_teacher')
    departments = (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie: homeroom } })).json<DepartmentListResponse>().departments
    teachers = (await t.app.inject({ method: 'GET', url: '/api/teachers?pageSize=100', headers: { cookie: homeroom } })).json<TeacherListResponse>().teachers
  })
  afterAll(() => t.close())

  it('creates a class with no students, shown in the list by name', async () => {
    const response = await create({ name: ' 10G ', departmentId: departments[0]!.id, teacherId: subjectTeacher().id })
    expect(response.statusCode).toBe(201)
    expect(response.json<ClassSummary>()).toMatchObject({
      name: '10G', department: departments[0]!.name, departmentId: departments[0]!.id,
      teacher: { id: subjectTeacher().id, name: subjectTeacher().name }, studentCount: 0,
    })
    const names = (await classes()).map((c) => c.name)
    expect(names).toHaveLength(19)
    expect(names.indexOf('10G')).toBe(names.indexOf('10F') + 1)
  })

  it.each([
    ['a name in use', { name: '12A' }, 409, 'class_name_taken', { name: 'Another class already has this name' }],
    ['a name in use in other letters', { name: '12a' }, 409, 'class_name_taken', { name: 'Another class already has this name' }],
    ['no name', { name: '  ' }, 400, 'validation_failed', { name: 'This field is required' }],
    ['a long name', { name: 'x'.repeat(21) }, 400, 'validation_failed', { name: 'This is too long' }],
    ['an unknown department', { departmentId: 'nope' }, 400, 'validation_failed', { departmentId: 'No such department' }],
    ['an unknown teacher', { teacherId: 'nope' }, 400, 'validation_failed', { teacherId: 'No such teacher' }],
    ['no teacher', { teacherId: '' }, 400, 'validation_failed', { teacherId: 'This field is required' }],
  ])('refuses %s and writes nothing', async (_, change, status, code, fields) => {
    const before = await classes()
    const response = await create({ name: '10H', departmentId: departments[0]!.id, teacherId: subjectTeacher().id, ...change })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ code, fields })
    expect(await classes()).toEqual(before)
  })

  it('refuses a student as a class teacher', async () => {
    const student = await t.ctx.db.selectFrom('users').select('id').where('role', '=', 'student').executeTakeFirstOrThrow()
    const response = await create({ name: '10H', departmentId: departments[0]!.id, teacherId: student.id })
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { teacherId: 'No such teacher' } })
  })

  it('gives one of two simultaneous adds with the same name a 409, never a 500', async () => {
    const form = { name: '10Z', departmentId: departments[1]!.id, teacherId: subjectTeacher().id }
    const [a, b] = await Promise.all([create(form), create(form)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    expect((await classes()).filter((c) => c.name === '10Z')).toHaveLength(1)
  })

  it('edits name, department and teacher of a class without a homeroom teacher', async () => {
    const klass = await named('10G')
    const other = teachers.find((x) => x.role === 'headmaster')!
    const response = await patch(klass.id, { name: '10Y', departmentId: departments[2]!.id, teacherId: other.id })
    expect(response.statusCode).toBe(200)
    expect(response.json<ClassSummary>()).toMatchObject({ id: klass.id, name: '10Y', departmentId: departments[2]!.id, teacher: { id: other.id } })
    expect((await named('10Y')).teacher!.name).toBe(other.name)
    // Its own name again is not a clash; another class's name is.
    expect((await patch(klass.id, { name: '10Y', departmentId: departments[2]!.id, teacherId: other.id })).statusCode).toBe(200)
    const clash = await patch(klass.id, { name: '11B', departmentId: departments[2]!.id, teacherId: other.id })
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toMatchObject({ code: 'class_name_taken', fields: { name: 'Another class already has this name' } })
    expect((await patch('nobody', { name: '10Q', departmentId: departments[2]!.id, teacherId: other.id })).statusCode).toBe(404)
  })

  it('keeps a homeroom class with its homeroom teacher until Teacher Management changes it', async () => {
    const klass = await named('12A')
    const holder = await teacher(klass.teacher!.id)
    expect(holder.homeroomClass).toEqual({ id: klass.id, name: '12A' })
    const before = await classes()

    const refused = await patch(klass.id, { ...formOf(klass), teacherId: subjectTeacher().id })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'class_has_homeroom_teacher',
      error: `${holder.name} is the homeroom teacher of 12A. To choose another teacher, change their homeroom class in Teacher Management first.`,
    })
    expect(await classes()).toEqual(before)

    // Renaming while keeping the homeroom teacher is fine, and the teacher's homeroom shows the new name.
    expect((await patch(klass.id, { ...formOf(klass), name: '12AA' })).statusCode).toBe(200)
    expect((await teacher(holder.id)).homeroomClass).toEqual({ id: klass.id, name: '12AA' })
    expect((await patch(klass.id, formOf(klass))).statusCode).toBe(200)
  })

  it('refuses to delete a class while students are enrolled, saying how many to move', async () => {
    const klass = [...(await classes())].sort((a, b) => b.studentCount - a.studentCount)[0]!
    expect(klass.studentCount).toBeGreaterThan(1)
    const before = await classes()
    const response = await remove(klass.id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      code: 'class_has_students',
      error: `${klass.name} still has ${klass.studentCount} students. Move them to another class first.`,
    })
    expect(await classes()).toEqual(before)
  })

  it('removes a class nobody refers to, and frees its name', async () => {
    const klass = await named('10Y')
    const response = await remove(klass.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ archived: false })
    expect((await classes()).find((c) => c.id === klass.id)).toBeUndefined()
    const row = await t.ctx.db.selectFrom('classes').select('id').where('id', '=', klass.id).executeTakeFirst()
    expect(row).toBeUndefined()
    expect((await remove(klass.id)).statusCode).toBe(404)
  })

  it('archives a homeroom class that archived students refer to, clearing the homeroom in the same step', async () => {
    const homerooms = teachers.filter((x) => x.homeroomClass && x.homeroomClass.name !== '12A').map((x) => x.homeroomClass!.id)
    const klass = (await classes()).find((c) => homerooms.includes(c.id) && c.studentCount > 0)!
    const holder = await teacher(klass.teacher!.id)
    expect(holder.homeroomClass?.id).toBe(klass.id)
    await archiveStudentsOf(klass.id)
    expect((await named(klass.name)).studentCount).toBe(0)

    const response = await remove(klass.id)
    expect(response.json()).toEqual({ archived: true })
    expect((await classes()).map((c) => c.name)).not.toContain(klass.name)
    const row = await t.ctx.db.selectFrom('classes').selectAll().where('id', '=', klass.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ name: `archived:${klass.id}`, archived_name: klass.name, archived_at: expect.any(String) })
    expect(await teacher(holder.id)).toMatchObject({ isHomeroom: false, homeroomClass: null })
    // Archived classes are gone from every view: not found for edits, deletes, homerooms; the name is free.
    expect((await patch(klass.id, formOf(klass))).statusCode).toBe(404)
    expect((await remove(klass.id)).statusCode).toBe(404)
    const again = await create({ ...formOf(klass), name: klass.name })
    expect(again.statusCode).toBe(201)
    expect(again.json<ClassSummary>().id).not.toBe(klass.id)
  })

  it('lets only roles with canManageClasses write, and changes nothing otherwise', async () => {
    const klass = await named('11C')
    const before = await classes()
    for (const role of ['subject_teacher', 'student'] as const) {
      const cookie = await cookieFor(t.app, role)
      expect((await create({ ...formOf(klass), name: '10X' }, cookie)).statusCode).toBe(403)
      expect((await patch(klass.id, { ...formOf(klass), name: '10X' }, cookie)).statusCode).toBe(403)
      const refused = await remove(klass.id, cookie)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ code: 'forbidden' })
    }
    expect(await classes()).toEqual(before)
    expect((await t.app.inject({ method: 'POST', url: '/api/classes', payload: formOf(klass) })).statusCode).toBe(401)

    const headmaster = await cookieFor(t.app, 'headmaster')
    const made = await create({ ...formOf(klass), name: '10X' }, headmaster)
    expect(made.statusCode).toBe(201)
    expect((await remove(made.json<ClassSummary>().id, headmaster)).json()).toEqual({ archived: false })
  })
})
