import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DepartmentListResponse, StudentListResponse, StudentSummary } from '#shared/contracts/students'
import { classNamed } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { neutraliseFormula, studentsCsv } from './student-files'

describe.each(TEST_DATABASES)('student list and export on %s', (kind) => {
  let t: TestApp
  let cookie: string
  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/students${query}`, headers: { cookie } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<StudentListResponse>()
  }
  const exportFile = (query: string, as = cookie) =>
    t.app.inject({ method: 'GET', url: `/api/students/export${query}`, headers: { cookie: as } })

  beforeAll(async () => {
    t = await createTestApp(kind)
    cookie = await cookieFor(t.app, 'subject_teacher')
  })
  afterAll(() => t.close())

  it('pages through every student in name order', async () => {
    const first = await list('?pageSize=24')
    expect(first).toMatchObject({ total: 50, page: 1, pageSize: 24 })
    expect(first.students).toHaveLength(24)
    const names = first.students.map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const third = await list('?pageSize=24&page=3')
    expect(third.students).toHaveLength(2)
    expect(first.students[0]).toMatchObject({ studentNumber: expect.stringMatching(/^S\d{4}$/), parentNumber: expect.stringMatching(/^\d{5}$/) })
  })

  it('filters by name, class and department', async () => {
    const klass = await classNamed(t.app, cookie, '12A')
    const inClass = await list(`?classId=${klass.id}&pageSize=100`)
    expect(inClass.total).toBe(klass.studentCount)
    expect(inClass.students.every((s) => s.class.name === '12A')).toBe(true)

    const { departments } = (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie } })).json<DepartmentListResponse>()
    expect(departments.map((d) => d.name)).toEqual(['Arts', 'Business', 'Computer', 'Health', 'Language', 'Mathematics', 'Science', 'Social Studies'])
    const science = departments.find((d) => d.name === 'Science')!
    const inScience = await list(`?departmentId=${science.id}&pageSize=100`)
    expect(inScience.students.every((s) => s.department.name === 'Science')).toBe(true)

    const someone = (await list()).students[5]!
    const byName = await list(`?q=${encodeURIComponent(someone.name.slice(0, 5).toLowerCase())}`)
    expect(byName.students.map((s) => s.id)).toContain(someone.id)
    expect(byName.total).toBeLessThan(50)
  })

  /** Every page of the list in one order, as a client paging through it would see it. */
  const allPages = async (sort: string) => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?pageSize=24&page=${page}&sort=${sort}`)))
    return pages.flatMap((p) => p.students)
  }
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

  it('sorts the whole school before paging: Z to A by name is A to Z reversed, page 1 starts where page 3 ended', async () => {
    const ascending = await allPages('name')
    const descending = await allPages('-name')
    expect(ascending).toHaveLength(50)
    expect(descending.map((s) => s.id)).toEqual(ascending.map((s) => s.id).reverse())
    // No sort given is by name: the list a client always had.
    expect((await list('?pageSize=24')).students.map((s) => s.id)).toEqual(ascending.slice(0, 24).map((s) => s.id))
  })

  it('sorts by class, department and Student ID over every page, equals by name', async () => {
    for (const [sort, value] of [['class', (s: StudentSummary) => s.class.name], ['department', (s: StudentSummary) => s.department.name], ['studentNumber', (s: StudentSummary) => s.studentNumber]] as const) {
      const rows = await allPages(sort)
      expect(rows.map(value), sort).toEqual(rows.map(value).sort(byText))
      const reversed = await allPages(`-${sort}`)
      expect(reversed.map(value), `-${sort}`).toEqual(rows.map(value).sort(byText).reverse())
      // Within one class (department), by name, in both directions.
      for (const group of [rows, reversed]) {
        const first = group.filter((s) => value(s) === value(group[0]!)).map((s) => s.name)
        expect(first).toEqual(rows.filter((s) => value(s) === value(group[0]!)).map((s) => s.name))
      }
    }
    const byClass = await allPages('class')
    expect(byClass[0]!.class.name).not.toBe(byClass[49]!.class.name)
  })

  it('exports in the order asked', async () => {
    const descending = await allPages('-name')
    const response = await exportFile('?format=csv&sort=-name')
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[1]!.startsWith(`${descending[0]!.name},${descending[0]!.studentNumber},`)).toBe(true)
  })

  it('refuses a sort it does not know with 400, naming the field', async () => {
    for (const sort of ['age', '-', 'name,class', '+name', 'NAME']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/students?sort=${encodeURIComponent(sort)}`, headers: { cookie } })
      expect(response.statusCode, sort).toBe(400)
      expect(response.json().fields, sort).toEqual({ sort: 'Sort by name, studentNumber, class or department, with a leading - for the reverse order' })
    }
    expect((await exportFile('?format=csv&sort=age')).statusCode).toBe(400)
  })

  it('refuses bad queries with 400', async () => {
    for (const query of ['?page=0', '?pageSize=1000', `?q=${'x'.repeat(101)}`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/students${query}`, headers: { cookie } })
      expect(response.statusCode).toBe(400)
    }
    expect((await exportFile('?format=pdf')).json().fields).toEqual({ format: 'Choose csv or xlsx' })
  })

  it('exports the filtered list as CSV with the screen’s columns', async () => {
    const klass = await classNamed(t.app, cookie, '12A')
    const response = await exportFile(`?format=csv&classId=${klass.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('Name,Student ID,Parent Number,Class,Level,Department,NISN')
    expect(lines).toHaveLength(klass.studentCount + 1)
    const rows = (await list(`?classId=${klass.id}&pageSize=100`)).students
    expect(lines[1]).toBe([rows[0]!.name, rows[0]!.studentNumber, rows[0]!.parentNumber, '12A', rows[0]!.level, rows[0]!.department.name, rows[0]!.nisn ?? ''].join(','))
  })

  it('exports XLSX (a zip) of every student', async () => {
    const response = await exportFile('?format=xlsx')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK')
  })

  it('is for staff only', async () => {
    const student = await cookieFor(t.app, 'student')
    expect((await t.app.inject({ method: 'GET', url: '/api/students', headers: { cookie: student } })).statusCode).toBe(403)
    expect((await exportFile('?format=csv', student)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/students' })).statusCode).toBe(401)
  })
})

describe('student files', () => {
  it('keep spreadsheet formulas from running', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`)
    expect(neutraliseFormula('+62 812')).toBe(`'+62 812`)
    expect(neutraliseFormula('Ada Lovelace')).toBe('Ada Lovelace')
    const csv = studentsCsv([
      { id: '1', name: '=1+1', studentNumber: 'S1', nisn: '0012345678', parentNumber: '00042', level: 'Junior', class: { id: 'c', name: '10A' }, department: { id: 'd', name: 'Arts, Music' }, photoUpdatedAt: null },
    ]).toString()
    expect(csv).toContain(`'=1+1,S1,00042,10A,Junior,"Arts, Music",0012345678`)
  })
})
