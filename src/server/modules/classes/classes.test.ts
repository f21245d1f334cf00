import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { DepartmentListResponse } from '#shared/contracts/students'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { archiveUserRow } from '../users'

describe.each(TEST_DATABASES)('class list on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it.each(['headmaster', 'homeroom_teacher', 'subject_teacher'] as const)('lists all 18 classes for a %s', async (role) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: await cookieFor(t.app, role) } })
    expect(response.statusCode).toBe(200)
    const { classes } = response.json<ClassListResponse>()
    expect(classes.map((c) => c.name)).toEqual([
      '10A', '10B', '10C', '10D', '10E', '10F', '11A', '11B', '11C', '11D', '11E', '11F',
      '12A', '12B', '12C', '12D', '12E', '12F',
    ])
    expect(classes.reduce((sum, c) => sum + c.studentCount, 0)).toBe(50)
    expect(classes.every((c) => c.teacher !== null && c.department.length > 0)).toBe(true)
  })

  it('refuses a student with 403', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: await cookieFor(t.app, 'student') } })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: 'You do not have permission to do this', code: 'forbidden' })
  })

  it('refuses an anonymous caller with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/classes' })).statusCode).toBe(401)
  })

  it('filters by class or teacher name and by department', async () => {
    const cookie = await cookieFor(t.app, 'subject_teacher')
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/classes${query}`, headers: { cookie } })).json<ClassListResponse>().classes
    expect((await list('?q=12')).map((c) => c.name)).toEqual(['12A', '12B', '12C', '12D', '12E', '12F'])
    const all = await list('')
    const teacher = all[0]!.teacher!
    const byTeacher = await list(`?q=${encodeURIComponent(teacher.name.toUpperCase())}`)
    expect(byTeacher.map((c) => c.id)).toEqual(all.filter((c) => c.teacher?.id === teacher.id).map((c) => c.id))

    const { departments } = (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie } })).json<DepartmentListResponse>()
    const department = departments.find((d) => d.id === all[0]!.departmentId)!
    const inDepartment = await list(`?departmentId=${department.id}`)
    expect(inDepartment.length).toBeGreaterThan(0)
    expect(inDepartment.map((c) => c.id)).toEqual(all.filter((c) => c.departmentId === department.id).map((c) => c.id))
    expect(await list('?q=%25')).toEqual([])
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/classes?q=${'x'.repeat(101)}`, headers: { cookie } })
    expect(tooLong.statusCode).toBe(400)
  })

  it('counts enrolled students only: an archived student no longer counts', async () => {
    const cookie = await cookieFor(t.app, 'headmaster')
    const list = async () => (await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie } })).json<ClassListResponse>().classes
    const before = await list()
    const biggest = [...before].sort((a, b) => b.studentCount - a.studentCount)[0]!
    const student = await t.ctx.db
      .selectFrom('students').select('user_id').where('school_id', '=', t.ctx.schoolId).where('class_id', '=', biggest.id)
      .executeTakeFirstOrThrow()
    await archiveUserRow(t.ctx.db, t.ctx.schoolId, student.user_id, new Date().toISOString())
    const after = await list()
    expect(after.find((c) => c.id === biggest.id)!.studentCount).toBe(biggest.studentCount - 1)
    expect(after.reduce((sum, c) => sum + c.studentCount, 0)).toBe(49)
  })
})

describe.each(TEST_DATABASES)('class export on %s', (kind) => {
  let t: TestApp
  let cookie: string
  const exportFile = (query: string, as = cookie) => t.app.inject({ method: 'GET', url: `/api/classes/export${query}`, headers: { cookie: as } })
  beforeAll(async () => {
    t = await createTestApp(kind)
    cookie = await cookieFor(t.app, 'subject_teacher')
  })
  afterAll(() => t.close())

  it('exports the filtered classes as CSV with the file columns', async () => {
    const response = await exportFile('?format=csv&q=12')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="classes-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body.startsWith('\uFEFF')).toBe(true)
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('Class Name,Department,Teacher,Students')
    const { classes } = (await t.app.inject({ method: 'GET', url: '/api/classes?q=12', headers: { cookie } })).json<ClassListResponse>()
    expect(lines.slice(1)).toEqual(classes.map((c) => [c.name, c.department, c.teacher!.name, c.studentCount].join(',')))
  })

  it('exports XLSX and keeps a formula-looking class name as text', async () => {
    const xlsx = await exportFile('?format=xlsx')
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')

    const headmaster = await cookieFor(t.app, 'headmaster')
    const template = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie } })).json<ClassListResponse>().classes[0]!
    const created = await t.app.inject({
      method: 'POST', url: '/api/classes', headers: { cookie: headmaster },
      payload: { name: '=1+2', departmentId: template.departmentId, teacherId: template.teacher!.id },
    })
    expect(created.statusCode).toBe(201)
    const csv = (await exportFile('?format=csv&q=%3D1')).body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(csv).toEqual(['Class Name,Department,Teacher,Students', `'=1+2,${template.department},${template.teacher!.name},0`])
  })

  it('refuses a bad format, and students', async () => {
    expect((await exportFile('?format=pdf')).json().fields).toEqual({ format: 'Choose csv or xlsx' })
    expect((await exportFile('?format=csv', await cookieFor(t.app, 'student'))).statusCode).toBe(403)
  })
})
