import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StudentImportPreview, StudentImportRefused, StudentImportResult } from '#shared/contracts/student-import'
import type { CreateStudentResponse, DepartmentListResponse, StudentDetail, StudentListResponse } from '#shared/contracts/students'
import { classNamed } from '../../test/attendance-helpers'
import { archiveClassRow } from '../classes'
import { archiveUserRow } from '../users'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { type Cells, csvOf, exportCsv, exportedRows, freeParentNumbers, sendCsv, studentTotal } from '../../test/student-import.fixtures'

describe.each(TEST_DATABASES)('importing students from CSV on %s', (kind) => {
  let t: TestApp
  let homeroom: string
  const preview = async (csv: string) => {
    const response = await sendCsv(t.app, homeroom, 'preview', csv)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<StudentImportPreview>()
  }
  const lastChange = async () =>
    (await sql<{ at: string }>`select max(updated_at) as at from users`.execute(t.ctx.db)).rows[0]!.at
  const byName = async (name: string) => {
    const list = (await t.app.inject({ method: 'GET', url: `/api/students?q=${encodeURIComponent(name)}`, headers: { cookie: homeroom } })).json<StudentListResponse>()
    const found = list.students.find((s) => s.name === name)
    return found && (await t.app.inject({ method: 'GET', url: `/api/students/${found.id}`, headers: { cookie: homeroom } })).json<StudentDetail>()
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    homeroom = await cookieFor(t.app, 'homeroom_teacher')
  })
  afterAll(() => t.close())

  it('refuses 1,000 rows with one bad row: 400 naming its line and field, and no student added', async () => {
    const numbers = await freeParentNumbers(t.app, homeroom, 1000)
    const rows: Cells[] = numbers.map((n, i) => [`Bulk Student ${i}`, '', n, '10B', 'Junior', 'Science'])
    rows[500]![2] = '1234'
    const before = await studentTotal(t.app, homeroom)

    const checked = await preview(csvOf(rows))
    expect(checked.counts).toEqual({ rows: 1000, add: 999, update: 0, unchanged: 0, invalid: 1 })
    expect(checked.issues).toEqual([{ line: 502, field: 'Parent Number', message: 'Parent number must be 5 digits' }])
    expect(checked.rows[500]).toEqual({ line: 502, name: 'Bulk Student 500', studentId: null, action: 'add' })

    const applied = await sendCsv(t.app, homeroom, 'apply', csvOf(rows))
    expect(applied.statusCode).toBe(400)
    const body = applied.json<StudentImportRefused>()
    expect(body).toMatchObject({ code: 'import_invalid', error: '1 row has errors. Nothing was imported.' })
    expect(body.issues).toEqual([{ line: 502, field: 'Parent Number', message: 'Parent number must be 5 digits' }])
    expect(await studentTotal(t.app, homeroom)).toBe(before)

    // Fixed, the same file adds every row, numbered in file order, with no password yet.
    rows[500]![2] = numbers[500]!
    const fixed = await sendCsv(t.app, homeroom, 'apply', csvOf(rows))
    expect(fixed.statusCode, fixed.body).toBe(200)
    expect(fixed.json<StudentImportResult>()).toEqual({ added: 1000, updated: 0, unchanged: 0, withoutPassword: 1000 })
    expect(await studentTotal(t.app, homeroom)).toBe(before + 1000)
    expect(await byName('Bulk Student 0')).toMatchObject({ studentNumber: 'S0051', parentNumber: numbers[0], class: { name: '10B' }, level: 'Junior', department: { name: 'Science' } })
    expect((await byName('Bulk Student 999'))!.studentNumber).toBe('S1050')
    for (const password of ['!', 'anything-at-all']) {
      expect((await signIn(t.app, 'student', numbers[0]!, password)).statusCode).toBe(401)
    }
  })

  it('round-trips an export: every row unchanged, and applying it changes nothing', async () => {
    // Names a spreadsheet would take for formulas, or that need quoting, must survive the trip.
    const klass = await classNamed(t.app, homeroom, '11C')
    const { departments } = (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie: homeroom } })).json<DepartmentListResponse>()
    const [a, b, c] = await freeParentNumbers(t.app, homeroom, 3, 90_000)
    for (const [name, parentNumber] of [['=HYPERLINK("x")', a], ['-Minus, "Quoted" Name', b], ['@Ãnçiëntè', c]] as const) {
      const created = await t.app.inject({
        method: 'POST', url: '/api/students', headers: { cookie: homeroom },
        payload: { name, parentNumber, classId: klass.id, level: 'Senior', departmentId: departments[0]!.id },
      })
      expect(created.json<CreateStudentResponse>().student.name).toBe(name)
    }
    const exported = await exportCsv(t.app, homeroom)
    expect(exported).toContain(`"'=HYPERLINK(""x"")"`)
    const total = await studentTotal(t.app, homeroom)
    const changedAt = await lastChange()

    const checked = await preview(exported)
    expect(checked.issues).toEqual([])
    expect(checked.counts).toEqual({ rows: total, add: 0, update: 0, unchanged: total, invalid: 0 })
    const applied = await sendCsv(t.app, homeroom, 'apply', exported)
    expect(applied.json<StudentImportResult>()).toEqual({ added: 0, updated: 0, unchanged: total, withoutPassword: 0 })
    expect(await exportCsv(t.app, homeroom)).toBe(exported)
    expect(await lastChange()).toBe(changedAt)
  })

  it('adds and updates in one go, matching columns, classes, departments and levels ignoring case', async () => {
    const [someone, untouched] = (await exportedRows(t.app, homeroom)).filter((r) => /^S00[0-4]\d$/.test(r[1]))
    const [fresh, moved] = await freeParentNumbers(t.app, homeroom, 2, 80_000)
    const csv = csvOf(
      [
        ['Renamed Student', someone![1], moved!, '12f', 'senior', 'mathematics', 'kept out'],
        [...untouched!, ''],
        ['Brand New', '', fresh!, '10A', 'Junior', 'Arts', ''],
      ],
      ['NAME', 'student id', 'Parent number', 'class', 'LEVEL', 'Department', 'Notes'],
    )
    const checked = await preview(csv)
    expect(checked.issues).toEqual([])
    expect(checked.ignoredColumns).toEqual(['Notes'])
    expect(checked.counts).toEqual({ rows: 3, add: 1, update: 1, unchanged: 1, invalid: 0 })
    expect(checked.rows.map((r) => r.action)).toEqual(['update', 'unchanged', 'add'])

    const applied = await sendCsv(t.app, homeroom, 'apply', csv)
    expect(applied.json<StudentImportResult>()).toEqual({ added: 1, updated: 1, unchanged: 1, withoutPassword: 1 })
    expect(await byName('Renamed Student')).toMatchObject({
      studentNumber: someone![1], parentNumber: moved, class: { name: '12F' }, level: 'Senior', department: { name: 'Mathematics' },
    })
    expect(await byName('Brand New')).toMatchObject({ parentNumber: fresh, class: { name: '10A' }, department: { name: 'Arts' } })
    // The old parent number is free again; the updated student keeps their password.
    expect((await preview(csvOf([['Reuse', '', someone![2], '10A', 'Junior', 'Arts']]))).issues).toEqual([])
  })

  it('lists every problem of every row with its line, column and message', async () => {
    const rows = await exportedRows(t.app, homeroom)
    const [first, second] = rows.filter((r) => /^S00[0-4]\d$/.test(r[1]))
    const [free, other] = await freeParentNumbers(t.app, homeroom, 2, 70_000)
    const csv = csvOf([
      ['', 'S9999', '123456', 'No Such Class', 'Freshman', 'Cooking'],
      [first![0], first![1], second![2], first![3], first![4], first![5]],
      ['Twin A', '', free!, '10A', 'Junior', 'Arts'],
      ['Twin B', '', free!, '10A', 'Junior', 'Arts'],
      [first![0], first![1], first![2], first![3], first![4], first![5]],
      ['Too Wide', '', other!, '10A', 'Junior', 'Arts', '', '', 'surprise'],
    ])
    const checked = await preview(csv)
    expect(checked.issues).toEqual([
      { line: 2, field: 'Name', message: 'This field is required' },
      { line: 2, field: 'Parent Number', message: 'Parent number must be 5 digits' },
      { line: 2, field: 'Class', message: 'No class is named “No Such Class”' },
      { line: 2, field: 'Level', message: 'Choose Junior or Senior' },
      // A homeroom teacher may not add departments: the headmaster does.
      { line: 2, field: 'Department', message: 'No department is named “Cooking”. Ask the headmaster to add it under Departments.' },
      { line: 3, field: 'Parent Number', message: 'Another student already has this parent number' },
      { line: 5, field: 'Parent Number', message: 'This parent number is also on line 4' },
      { line: 6, field: 'Student ID', message: 'This Student ID is also on line 3' },
      { line: 7, field: '', message: 'This row has 9 cells but the first row names 7 columns' },
    ])
    expect(checked.counts).toEqual({ rows: 6, add: 1, update: 0, unchanged: 0, invalid: 5 })
    const before = await studentTotal(t.app, homeroom)
    expect((await sendCsv(t.app, homeroom, 'apply', csv)).statusCode).toBe(400)
    expect(await studentTotal(t.app, homeroom)).toBe(before)
  })

  it('treats archived students and classes as gone: their IDs stay theirs, their parent numbers and names are free', async () => {
    const [gone, kept, other] = (await exportedRows(t.app, homeroom)).filter((r) => /^S00[0-4]\d$/.test(r[1]))
    const goneId = (await byName(gone![0]))!.id
    const klass = await classNamed(t.app, homeroom, '12B')
    const at = new Date().toISOString()
    await archiveUserRow(t.ctx.db, t.ctx.schoolId, goneId, at)
    await archiveClassRow(t.ctx.db, t.ctx.schoolId, klass.id, at)

    const unknown = await preview(csvOf([gone!]))
    expect(unknown.issues).toEqual([{ line: 2, field: 'Student ID', message: 'This Student ID belonged to a student who was deleted; give this student another one' }])
    const reused = await preview(csvOf([['Takes The Number', '', gone![2], '10A', 'Junior', 'Arts']]))
    expect(reused.issues).toEqual([])
    const classes = await preview(csvOf([
      [kept![0], kept![1], kept![2], '12B', kept![4], kept![5]],
      [other![0], other![1], other![2], `archived:${klass.id}`, other![4], other![5]],
    ]))
    expect(classes.issues).toEqual([
      // The name is free again: a class the file could create.
      { line: 2, field: 'Class', message: 'No class is named “12B”. Add it under Classes, or tick “Create what is missing”.' },
      { line: 3, field: 'Class', message: `No class is named “archived:${klass.id}”` },
    ])
  })
})
