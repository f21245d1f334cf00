import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { DepartmentListResponse } from '#shared/contracts/departments'
import type { StudentImportPreview, StudentImportRefused, StudentImportResult } from '#shared/contracts/student-import'
import type { TeacherImportPreview, TeacherImportResult } from '#shared/contracts/teacher-import'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import { csvOf, freeParentNumbers, studentTotal } from '../../test/student-import.fixtures'
import { teacherCsv } from '../../test/teacher-import.fixtures'
import { insertUser } from '../users'

type Which = 'students' | 'teachers'

/** A preview or apply of either import, with or without "create what is missing". */
function send(t: TestApp, cookie: string, which: Which, step: 'preview' | 'apply', csv: string, createMissing = false) {
  const path = `/api/${which}/import${step === 'preview' ? '/preview' : ''}${createMissing ? '?createMissing=1' : ''}`
  return t.app.inject({ method: 'POST', url: path, headers: { cookie, 'content-type': 'text/csv; charset=utf-8' }, payload: csv })
}

async function snapshot(t: TestApp) {
  const count = async (table: 'departments' | 'classes' | 'users' | 'students' | 'teachers') =>
    Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  return { departments: await count('departments'), classes: await count('classes'), users: await count('users'), students: await count('students'), teachers: await count('teachers') }
}

describe.each(TEST_DATABASES)('imports that create what is missing on %s', (kind) => {
  let t: TestApp
  let head: string
  let homeroom: string
  const departmentNames = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie: head } })).json<DepartmentListResponse>().departments.map((d) => d.name)
  const classNamed = async (name: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: head } })).json<ClassListResponse>().classes.find((c) => c.name === name)

  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
    homeroom = await cookieFor(t.app, 'homeroom_teacher')
  })
  afterAll(() => t.close())

  it('students: the preview lists the new department and classes; apply without the box refuses and changes nothing', async () => {
    const [a, b, c] = await freeParentNumbers(t.app, head, 3, 60_000)
    const csv = csvOf([
      ['New Dept Student', '', a!, '13Z', 'Junior', 'Astronomy'],
      ['Same New Class', '', b!, '13z', 'Senior', 'astronomy'],
      ['Known Dept New Class', '', c!, '13Y', 'Junior', 'Science'],
    ])
    const preview = (await send(t, head, 'students', 'preview', csv)).json<StudentImportPreview>()
    expect(preview.missing).toEqual({
      departments: ['Astronomy'],
      classes: [{ name: '13Z', department: 'Astronomy' }, { name: '13Y', department: 'Science' }],
    })
    expect(preview.creates).toEqual([])
    expect(preview.issues).toEqual([
      { line: 2, field: 'Class', message: 'No class is named “13Z”. Add it under Classes, or tick “Create what is missing”.' },
      { line: 2, field: 'Department', message: 'No department is named “Astronomy”. Add it under Departments, or tick “Create what is missing”.' },
      { line: 3, field: 'Class', message: 'No class is named “13z”. Add it under Classes, or tick “Create what is missing”.' },
      { line: 3, field: 'Department', message: 'No department is named “astronomy”. Add it under Departments, or tick “Create what is missing”.' },
      { line: 4, field: 'Class', message: 'No class is named “13Y”. Add it under Classes, or tick “Create what is missing”.' },
    ])

    const before = await snapshot(t)
    const refused = await send(t, head, 'students', 'apply', csv)
    expect(refused.statusCode).toBe(400)
    expect(refused.json<StudentImportRefused>()).toMatchObject({ code: 'import_invalid', counts: { invalid: 3 } })
    expect(await snapshot(t)).toEqual(before)

    // Ticked: the same preview marks the values as new and has no issue.
    const ticked = (await send(t, head, 'students', 'preview', csv, true)).json<StudentImportPreview>()
    expect(ticked.issues).toEqual([])
    expect(ticked.counts).toMatchObject({ add: 3, invalid: 0 })
    expect(ticked.creates).toEqual([
      { line: 2, field: 'Department', kind: 'department', name: 'Astronomy' },
      { line: 2, field: 'Class', kind: 'class', name: '13Z' },
      { line: 3, field: 'Department', kind: 'department', name: 'Astronomy' },
      { line: 3, field: 'Class', kind: 'class', name: '13Z' },
      { line: 4, field: 'Class', kind: 'class', name: '13Y' },
    ])
    expect(await snapshot(t)).toEqual(before)

    const applied = await send(t, head, 'students', 'apply', csv, true)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json<StudentImportResult>()).toEqual({
      added: 3, updated: 0, unchanged: 0, withoutPassword: 3, created: { departments: 1, classes: 2 },
    })
    expect(await snapshot(t)).toEqual({ ...before, departments: before.departments + 1, classes: before.classes + 2, users: before.users + 3, students: before.students + 3 })
    expect(await departmentNames()).toContain('Astronomy')
    expect(await classNamed('13Z')).toMatchObject({ department: 'Astronomy', teacher: null, studentCount: 2 })
    expect(await classNamed('13Y')).toMatchObject({ department: 'Science', teacher: null, studentCount: 1 })
  })

  it('students: one new class named with two departments is refused on the later line', async () => {
    const [a, b] = await freeParentNumbers(t.app, head, 2, 61_000)
    const csv = csvOf([['One', '', a!, '13X', 'Junior', 'Science'], ['Two', '', b!, '13X', 'Junior', 'Arts']])
    const preview = (await send(t, head, 'students', 'preview', csv, true)).json<StudentImportPreview>()
    expect(preview.issues).toEqual([{ line: 3, field: 'Class', message: 'Class “13X” is new, and line 2 puts it in another department' }])
  })

  it('students: a homeroom teacher may create classes but is told to ask the headmaster for a department', async () => {
    const [a, b] = await freeParentNumbers(t.app, head, 2, 62_000)
    const csv = csvOf([['Needs Dept', '', a!, '13W', 'Junior', 'Geology'], ['Needs Class', '', b!, '13V', 'Junior', 'Arts']])
    const preview = (await send(t, homeroom, 'students', 'preview', csv, true)).json<StudentImportPreview>()
    expect(preview.missing).toEqual({ departments: [], classes: [{ name: '13V', department: 'Arts' }] })
    expect(preview.issues).toEqual([
      { line: 2, field: 'Class', message: 'No class is named “13W”' },
      { line: 2, field: 'Department', message: 'No department is named “Geology”. Ask the headmaster to add it under Departments.' },
    ])
    const before = await snapshot(t)
    expect((await send(t, homeroom, 'students', 'apply', csv, true)).statusCode).toBe(400)
    expect(await snapshot(t)).toEqual(before)
    const fine = csvOf([['Needs Class', '', b!, '13V', 'Junior', 'Arts']])
    expect((await send(t, homeroom, 'students', 'apply', fine, true)).json<StudentImportResult>()).toMatchObject({ added: 1, created: { departments: 0, classes: 1 } })
  })

  it('a row naming an archived department brings it back', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/departments', headers: { cookie: head }, payload: { name: 'Drama' } })
    const { id } = created.json<{ id: string }>()
    expect((await t.app.inject({ method: 'POST', url: `/api/departments/${id}/archive`, headers: { cookie: head } })).statusCode).toBe(204)
    const csv = teacherCsv([['Drama Teacher', 'drama.teacher@example.org', 'drama', 'Theatre', '']])
    const preview = (await send(t, head, 'teachers', 'preview', csv)).json<TeacherImportPreview>()
    expect(preview.missing.departments).toEqual(['drama'])
    expect((await send(t, head, 'teachers', 'apply', csv, true)).statusCode).toBe(200)
    const back = await t.ctx.db.selectFrom('departments').select(['id', 'archived_at']).where('school_id', '=', t.ctx.schoolId).where('name', '=', 'drama').executeTakeFirstOrThrow()
    expect(back).toEqual({ id, archived_at: null })
  })

  it('teachers: the preview lists the new department; apply without the box refuses, with it creates it with the rows', async () => {
    const csv = teacherCsv([
      ['Stargazer One', 'stargazer.one@example.org', 'Space Science', 'Orbits', ''],
      ['Stargazer Two', 'stargazer.two@example.org', 'SPACE SCIENCE', 'Planets', ''],
    ])
    const preview = (await send(t, head, 'teachers', 'preview', csv)).json<TeacherImportPreview>()
    expect(preview.missing).toEqual({ departments: ['Space Science'], classes: [] })
    expect(preview.issues.map((i) => i.message)).toEqual([
      'No department is named “Space Science”. Add it under Departments, or tick “Create what is missing”.',
      'No department is named “SPACE SCIENCE”. Add it under Departments, or tick “Create what is missing”.',
    ])
    const before = await snapshot(t)
    expect((await send(t, head, 'teachers', 'apply', csv)).statusCode).toBe(400)
    expect(await snapshot(t)).toEqual(before)

    const applied = await send(t, head, 'teachers', 'apply', csv, true)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json<TeacherImportResult>()).toEqual({ added: 2, updated: 0, unchanged: 0, withoutPassword: 2, created: { departments: 1, classes: 0 } })
    expect(await snapshot(t)).toEqual({ ...before, departments: before.departments + 1, users: before.users + 2, teachers: before.teachers + 2 })
    expect((await departmentNames()).filter((n) => n.toLowerCase() === 'space science')).toEqual(['Space Science'])
  })

  it('a file with an error anywhere creates nothing, not even what is missing', async () => {
    const [a] = await freeParentNumbers(t.app, head, 1, 63_000)
    const csv = csvOf([['Fine Row', '', a!, '13Q', 'Junior', 'Oceanography'], ['', '', '1', '13Q', 'Junior', 'Oceanography']])
    const before = await snapshot(t)
    expect((await send(t, head, 'students', 'apply', csv, true)).statusCode).toBe(400)
    expect(await snapshot(t)).toEqual(before)
    expect(await departmentNames()).not.toContain('Oceanography')
  })
})

describe.each(TEST_DATABASES)('a new school with the default departments on %s', (kind) => {
  let t: TestApp
  afterAll(() => t.close())

  it('imports the student template as offered, with "create what is missing" ticked', async () => {
    t = await createTestApp(kind, { demo: false })
    const at = new Date().toISOString()
    await insertUser(t.ctx.db, {
      school_id: t.ctx.schoolId, id: newId(), role: 'headmaster', name: 'First Head', email: 'head@example.org', parent_number: null,
      password_hash: await hashPassword('a-long-password'), created_at: at, updated_at: at,
    })
    const head = sessionCookieOf(await signIn(t.app, 'staff', 'head@example.org', 'a-long-password'))
    const template = await t.app.inject({ method: 'GET', url: '/api/students/import/template', headers: { cookie: head } })
    expect(template.statusCode).toBe(200)

    const unticked = (await send(t, head, 'students', 'preview', template.body)).json<StudentImportPreview>()
    expect(unticked.counts).toMatchObject({ rows: 1, invalid: 1 })
    expect(unticked.missing.classes).toHaveLength(1)
    expect(unticked.missing.departments).toEqual([])

    const applied = await send(t, head, 'students', 'apply', template.body, true)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json<StudentImportResult>()).toMatchObject({ added: 1, created: { departments: 0, classes: 1 } })
    expect(await studentTotal(t.app, head)).toBe(1)
  })
})
