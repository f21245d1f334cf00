import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassSummary } from '#shared/contracts/classes'
import type { DepartmentListResponse, DepartmentManageResponse, DepartmentSummary } from '#shared/contracts/departments'
import type { TeacherListResponse } from '#shared/contracts/teachers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('managing departments on %s', (kind) => {
  let t: TestApp
  let head: string
  let homeroom: string
  let subject: string
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie = head, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const selectable = async () => (await call('GET', '/api/departments')).json<DepartmentListResponse>().departments
  const managed = async () => (await call('GET', '/api/departments/manage')).json<DepartmentManageResponse>().departments
  const named = async (name: string) => (await managed()).find((d) => d.name === name)

  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
    homeroom = await cookieFor(t.app, 'homeroom_teacher')
    subject = await cookieFor(t.app, 'subject_teacher')
  })
  afterAll(() => t.close())

  it('lists every department by name with the classes, teachers and students that belong to it', async () => {
    const list = await managed()
    expect(list.map((d) => d.name)).toEqual((await selectable()).map((d) => d.name))
    const classes = await t.ctx.db.selectFrom('classes').select('department_id').where('school_id', '=', t.ctx.schoolId).execute()
    const students = await t.ctx.db.selectFrom('students').select('department_id').where('school_id', '=', t.ctx.schoolId).execute()
    expect(list.reduce((n, d) => n + d.classCount, 0)).toBe(classes.length)
    expect(list.reduce((n, d) => n + d.studentCount, 0)).toBe(students.length)
    expect(list.reduce((n, d) => n + d.teacherCount, 0)).toBeGreaterThan(0)
  })

  it.each([
    ['a homeroom teacher', () => homeroom],
    ['a subject teacher', () => subject],
  ])('refuses %s every write and the management list, and changes nothing', async (_, cookie) => {
    const before = await selectable()
    const [first] = before
    const responses = await Promise.all([
      call('GET', '/api/departments/manage', cookie()),
      call('POST', '/api/departments', cookie(), { name: 'Robotics' }),
      call('PATCH', `/api/departments/${first!.id}`, cookie(), { name: 'Robotics' }),
      call('POST', `/api/departments/${first!.id}/archive`, cookie()),
    ])
    expect(responses.map((r) => r.statusCode)).toEqual([403, 403, 403, 403])
    expect(await selectable()).toEqual(before)
    // Their forms still offer every department.
    expect((await call('GET', '/api/departments', cookie())).statusCode).toBe(200)
  })

  it('adds a department with its name trimmed; every select offers it', async () => {
    const response = await call('POST', '/api/departments', head, { name: '  Robotics  ' })
    expect(response.statusCode).toBe(201)
    expect(response.json<DepartmentSummary>()).toMatchObject({ name: 'Robotics', classCount: 0, teacherCount: 0, studentCount: 0 })
    expect((await selectable()).map((d) => d.name)).toContain('Robotics')
  })

  it.each([
    ['a name in use', 'Science', 409, 'department_name_taken', 'Another department already has this name'],
    ['a name in use in other letters', ' science ', 409, 'department_name_taken', 'Another department already has this name'],
    ['no name', '   ', 400, 'validation_failed', 'This field is required'],
    ['a long name', 'x'.repeat(61), 400, 'validation_failed', 'This is too long'],
  ])('refuses to add %s, and adds nothing', async (_, name, status, code, message) => {
    const before = await selectable()
    const response = await call('POST', '/api/departments', head, { name })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ code, fields: { name: message } })
    expect(await selectable()).toEqual(before)
  })

  it('renames a department; its classes show the new name, and a name in use is refused', async () => {
    const science = (await named('Science'))!
    expect(science.classCount).toBeGreaterThan(0)
    const renamed = await call('PATCH', `/api/departments/${science.id}`, head, { name: 'Natural Sciences' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json<DepartmentSummary>()).toMatchObject({ id: science.id, name: 'Natural Sciences', classCount: science.classCount })
    const classes = (await call('GET', `/api/classes?departmentId=${science.id}`)).json<{ classes: ClassSummary[] }>().classes
    expect(classes.every((c) => c.department === 'Natural Sciences')).toBe(true)

    const taken = await call('PATCH', `/api/departments/${science.id}`, head, { name: 'ARTS' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: 'department_name_taken', fields: { name: 'Another department already has this name' } })
    // Its own name in other letters is no clash.
    expect((await call('PATCH', `/api/departments/${science.id}`, head, { name: 'natural sciences' })).statusCode).toBe(200)
    expect((await call('PATCH', '/api/departments/nope', head, { name: 'Other' })).statusCode).toBe(404)
  })

  it('refuses to archive a department in use, naming what uses it, and changes nothing', async () => {
    const used = (await managed()).find((d) => d.classCount > 0 && d.teacherCount > 0 && d.studentCount > 0)!
    const response = await call('POST', `/api/departments/${used.id}/archive`, head)
    expect(response.statusCode).toBe(409)
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
    expect(response.json()).toMatchObject({
      code: 'department_in_use',
      error:
        `“${used.name}” is still used by ${plural(used.classCount, 'class', 'classes')}, ${plural(used.teacherCount, 'teacher', 'teachers')} ` +
        `and ${plural(used.studentCount, 'student', 'students')}. Move them to another department before archiving it.`,
    })
    expect((await selectable()).map((d) => d.id)).toContain(used.id)
  })

  it('refuses to archive a department only a teacher uses', async () => {
    const robotics = (await named('Robotics'))!
    const [teacher] = (await call('GET', '/api/teachers?pageSize=1')).json<TeacherListResponse>().teachers
    await t.ctx.db.updateTable('teachers').set({ department_id: robotics.id }).where('school_id', '=', t.ctx.schoolId).where('user_id', '=', teacher!.id).execute()
    const response = await call('POST', `/api/departments/${robotics.id}/archive`, head)
    expect(response.statusCode).toBe(409)
    expect(response.json<{ error: string }>().error).toBe('“Robotics” is still used by 1 teacher. Move them to another department before archiving it.')
    await t.ctx.db.updateTable('teachers').set({ department_id: teacher!.department.id }).where('school_id', '=', t.ctx.schoolId).where('user_id', '=', teacher!.id).execute()
  })

  it('archives an unused department: it leaves every select, and no new class may join it', async () => {
    const robotics = (await named('Robotics'))!
    expect((await call('POST', `/api/departments/${robotics.id}/archive`, head)).statusCode).toBe(204)
    expect((await selectable()).map((d) => d.name)).not.toContain('Robotics')
    expect(await named('Robotics')).toBeUndefined()
    expect((await call('POST', `/api/departments/${robotics.id}/archive`, head)).statusCode).toBe(404)
    expect((await call('PATCH', `/api/departments/${robotics.id}`, head, { name: 'Robots' })).statusCode).toBe(404)

    const [teacher] = (await call('GET', '/api/teachers?pageSize=1')).json<TeacherListResponse>().teachers
    const klass = await call('POST', '/api/classes', head, { name: '13R', departmentId: robotics.id, teacherId: teacher!.id })
    expect(klass.statusCode).toBe(400)
    expect(klass.json()).toMatchObject({ fields: { departmentId: 'No such department' } })
  })

  it('refuses to rename another department to an archived name, and brings the archived one back when it is added again', async () => {
    const arts = (await named('Arts'))!
    const clash = await call('PATCH', `/api/departments/${arts.id}`, head, { name: 'robotics' })
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toMatchObject({ code: 'department_name_archived' })

    const archived = await t.ctx.db.selectFrom('departments').select('id').where('school_id', '=', t.ctx.schoolId).where('name', '=', 'Robotics').executeTakeFirstOrThrow()
    const back = await call('POST', '/api/departments', head, { name: 'ROBOTICS' })
    expect(back.statusCode).toBe(201)
    expect(back.json<DepartmentSummary>()).toMatchObject({ id: archived.id, name: 'ROBOTICS' })
    expect((await selectable()).map((d) => d.name)).toContain('ROBOTICS')
  })
})
