import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { DepartmentListResponse } from '#shared/contracts/students'
import type { CreateTeacherResponse, TeacherListResponse, TeacherOptionsResponse, TeacherSummary } from '#shared/contracts/teachers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { teachersCsv } from './teacher-files'

describe.each(TEST_DATABASES)('teacher list, options and export on %s', (kind) => {
  let t: TestApp
  let cookie: string
  const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } })
  const list = async (query = '') => {
    const response = await get(`/api/teachers${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<TeacherListResponse>()
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    cookie = await cookieFor(t.app, 'subject_teacher')
  })
  afterAll(() => t.close())

  it('pages through the staff in name order, with department, subjects and homeroom class', async () => {
    const all = await list('?pageSize=100')
    expect(all).toMatchObject({ total: 10, page: 1, pageSize: 100 })
    const names = all.teachers.map((x) => x.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(all.teachers.filter((x) => x.role === 'headmaster')).toHaveLength(1)
    expect(all.teachers.filter((x) => x.role === 'subject_teacher')).toHaveLength(1)
    const homerooms = all.teachers.filter((x) => x.isHomeroom)
    expect(homerooms.map((x) => x.homeroomClass!.name).sort()).toEqual(['11A', '11B', '12A', '12B', '12C', '12D', '12E', '12F'])
    expect(homerooms.every((x) => x.role === 'homeroom_teacher')).toBe(true)
    expect(all.teachers.filter((x) => !x.isHomeroom).every((x) => x.homeroomClass === null)).toBe(true)
    expect(all.teachers.every((x) => x.subjects.length > 0 && x.email.endsWith('@rollcall-demo.school'))).toBe(true)

    // A homeroom class is taught by its homeroom teacher.
    const { classes } = (await get('/api/classes')).json<ClassListResponse>()
    for (const x of homerooms) expect(classes.find((c) => c.id === x.homeroomClass!.id)!.teacher!.id).toBe(x.id)

    const second = await list('?pageSize=4&page=2')
    expect(second.teachers.map((x) => x.id)).toEqual(all.teachers.slice(4, 8).map((x) => x.id))
    expect(second.total).toBe(10)
  })

  it('filters by name and department', async () => {
    const all = (await list('?pageSize=100')).teachers
    const someone = all[3]!
    const byName = await list(`?q=${encodeURIComponent(someone.name.split(' ')[1]!.toUpperCase())}`)
    expect(byName.teachers.map((x) => x.id)).toContain(someone.id)
    expect(byName.total).toBeLessThan(10)
    const inDepartment = await list(`?departmentId=${someone.department.id}`)
    expect(inDepartment.teachers.map((x) => x.id)).toEqual(all.filter((x) => x.department.id === someone.department.id).map((x) => x.id))
    for (const query of ['?page=0', '?pageSize=101', `?q=${'x'.repeat(101)}`]) expect((await get(`/api/teachers${query}`)).statusCode).toBe(400)
  })

  it('reads one teacher, and answers 404 for an unknown one', async () => {
    const someone = (await list()).teachers[0]!
    const response = await get(`/api/teachers/${someone.id}`)
    expect(response.json<TeacherSummary>()).toEqual(someone)
    const missing = await get('/api/teachers/nobody')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ code: 'not_found', error: 'No such teacher' })
  })

  it('gives every staff role the teacher options, by name', async () => {
    const everyone = (await list('?pageSize=100')).teachers
    for (const role of ['headmaster', 'homeroom_teacher', 'subject_teacher'] as const) {
      const response = await get('/api/teachers/options', await cookieFor(t.app, role))
      expect(response.statusCode).toBe(200)
      expect(response.json<TeacherOptionsResponse>().teachers).toEqual(everyone.map((x) => ({ id: x.id, name: x.name })))
    }
  })

  it('exports the filtered teachers as CSV, subjects joined and the homeroom class named', async () => {
    const all = (await list('?pageSize=100')).teachers
    const response = await get('/api/teachers/export?format=csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="teachers-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.body.startsWith('\uFEFF')).toBe(true)
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('Name,Email,Department,Subjects,Homeroom Class')
    expect(lines).toHaveLength(11)
    const quoted = (s: string) => (s.includes(',') ? `"${s}"` : s)
    expect(lines.slice(1)).toEqual(
      all.map((x) => [x.name, x.email, x.department.name, quoted(x.subjects.join(', ')), x.homeroomClass?.name ?? ''].join(',')),
    )

    const someone = all[0]!
    const filtered = await get(`/api/teachers/export?format=csv&departmentId=${someone.department.id}`)
    expect(filtered.body.trim().split('\r\n')).toHaveLength(1 + all.filter((x) => x.department.id === someone.department.id).length)

    const xlsx = await get('/api/teachers/export?format=xlsx')
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    expect((await get('/api/teachers/export?format=pdf')).json().fields).toEqual({ format: 'Choose csv or xlsx' })
  })

  it('keeps a formula-looking name from running in the exported file', async () => {
    const headmaster = await cookieFor(t.app, 'headmaster')
    const { departments } = (await get('/api/departments')).json<DepartmentListResponse>()
    const created = await t.app.inject({
      method: 'POST', url: '/api/teachers', headers: { cookie: headmaster },
      payload: { name: '=HYPERLINK("http://x")', email: 'formula@example.org', departmentId: departments[0]!.id, subjects: ['@Art', 'Music'], isHomeroom: false },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json<CreateTeacherResponse>().teacher.name).toBe('=HYPERLINK("http://x")')
    const csv = (await get('/api/teachers/export?format=csv&q=hyperlink')).body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(csv[1]).toBe(`"'=HYPERLINK(""http://x"")",formula@example.org,${departments[0]!.name},"'@Art, Music",`)
  })

  it('is for staff only', async () => {
    const student = await cookieFor(t.app, 'student')
    const someone = (await list()).teachers[0]!
    for (const url of ['/api/teachers', '/api/teachers/options', '/api/teachers/export?format=csv', `/api/teachers/${someone.id}`]) {
      const response = await get(url, student)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ code: 'forbidden' })
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    }
  })
})

describe('teacher files', () => {
  it('write one row per teacher in the file columns', () => {
    const csv = teachersCsv([
      {
        id: '1', name: 'Ada Lovelace', email: 'ada@example.org', role: 'homeroom_teacher', department: { id: 'd', name: 'Mathematics' },
        subjects: ['Algebra', 'Analysis'], isHomeroom: true, homeroomClass: { id: 'c', name: '12A' },
      },
    ]).toString()
    expect(csv).toBe('\uFEFFName,Email,Department,Subjects,Homeroom Class\r\nAda Lovelace,ada@example.org,Mathematics,"Algebra, Analysis",12A\r\n')
  })
})
