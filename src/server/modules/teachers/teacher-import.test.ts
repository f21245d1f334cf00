import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TeacherImportPreview, TeacherImportRefused, TeacherImportResult } from '#shared/contracts/teacher-import'
import type { CreateTeacherResponse, TeacherSummary } from '#shared/contracts/teachers'
import { newId } from '../../lib/ids'
import { NO_PASSWORD_HASH } from '../../lib/password'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { archiveUserRow, insertUser } from '../users'
import {
  allClasses,
  allTeachers,
  exportTeachersCsv,
  freeHomeroomClasses,
  sendTeacherCsv,
  teacherCsv,
  teacherTotal,
} from '../../test/teacher-import.fixtures'

describe.each(TEST_DATABASES)('importing teachers from CSV on %s', (kind) => {
  let t: TestApp
  let headmaster: string
  const preview = async (csv: string) => {
    const response = await sendTeacherCsv(t.app, headmaster, 'preview', csv)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<TeacherImportPreview>()
  }
  const apply = async (csv: string) => {
    const response = await sendTeacherCsv(t.app, headmaster, 'apply', csv)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<TeacherImportResult>()
  }
  const lastChange = async () => (await sql<{ at: string }>`select max(updated_at) as at from users`.execute(t.ctx.db)).rows[0]!.at
  const teachers = () => allTeachers(t.app, headmaster)
  const teacherNamed = async (name: string) => (await teachers()).find((x) => x.name === name)
  const classes = () => allClasses(t.app, headmaster)
  /** Everything a refused import must leave as it was. */
  const snapshot = async () => ({ teachers: await teachers(), classes: await classes() })
  const cellsOf = (x: TeacherSummary) => [x.name, x.email, x.department.name, x.subjects.join(', '), x.homeroomClass?.name ?? '']

  beforeAll(async () => {
    t = await createTestApp(kind)
    headmaster = await cookieFor(t.app, 'headmaster')
  })
  afterAll(() => t.close())

  it('refuses 300 rows with one bad row: 400 naming its line and field, and no teacher added', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => [`Bulk Teacher ${i}`, `bulk.${i}@example.org`, 'Science', 'Physics, Chemistry', ''])
    rows[150]![1] = 'not-an-email'
    const before = await snapshot()

    const checked = await preview(teacherCsv(rows))
    expect(checked.counts).toEqual({ rows: 300, add: 299, update: 0, unchanged: 0, invalid: 1 })
    expect(checked.issues).toEqual([{ line: 152, field: 'Email', message: 'Enter a valid email address' }])
    expect(checked.rows[150]).toEqual({ line: 152, name: 'Bulk Teacher 150', email: 'not-an-email', action: 'add' })

    const applied = await sendTeacherCsv(t.app, headmaster, 'apply', teacherCsv(rows))
    expect(applied.statusCode).toBe(400)
    const body = applied.json<TeacherImportRefused>()
    expect(body).toMatchObject({ code: 'import_invalid', error: '1 row has errors. Nothing was imported.' })
    expect(body.issues).toEqual([{ line: 152, field: 'Email', message: 'Enter a valid email address' }])
    expect(await snapshot()).toEqual(before)

    // Fixed, the same file adds every row: subject teachers with no password yet.
    rows[150]![1] = 'bulk.150@example.org'
    expect(await apply(teacherCsv(rows))).toEqual({ added: 300, updated: 0, unchanged: 0, withoutPassword: 300 })
    expect(await teacherTotal(t.app, headmaster)).toBe(before.teachers.length + 300)
    expect(await teacherNamed('Bulk Teacher 150')).toMatchObject({
      email: 'bulk.150@example.org', role: 'subject_teacher', department: { name: 'Science' }, subjects: ['Physics', 'Chemistry'],
      isHomeroom: false, homeroomClass: null,
    })
    for (const password of ['!', 'anything-at-all']) {
      expect((await signIn(t.app, 'staff', 'bulk.0@example.org', password)).statusCode).toBe(401)
    }
  })

  it('round-trips an export: every row unchanged, and applying it changes nothing', async () => {
    // Names and subjects a spreadsheet would take for formulas, or that need quoting, must survive the trip.
    const departmentId = (await teachers())[0]!.department.id
    for (const [name, email, subjects] of [
      ['=HYPERLINK("x")', 'formula@example.org', ['@Music', 'Art']],
      ['-Minus, "Quoted" Name', 'quoted@example.org', ['Ãnçiënt History']],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST', url: '/api/teachers', headers: { cookie: headmaster },
        payload: { name, email, departmentId, subjects, isHomeroom: false },
      })
      expect(created.json<CreateTeacherResponse>().teacher.name).toBe(name)
    }
    const exported = await exportTeachersCsv(t.app, headmaster)
    expect(exported).toContain(`"'=HYPERLINK(""x"")"`)
    expect(exported).toContain(`'@Music, Art`)
    const before = await snapshot()
    const changedAt = await lastChange()

    const checked = await preview(exported)
    expect(checked.issues).toEqual([])
    const total = before.teachers.length
    expect(checked.counts).toEqual({ rows: total, add: 0, update: 0, unchanged: total, invalid: 0 })
    expect(await apply(exported)).toEqual({ added: 0, updated: 0, unchanged: total, withoutPassword: 0 })
    expect(await exportTeachersCsv(t.app, headmaster)).toBe(exported)
    expect(await snapshot()).toEqual(before)
    expect(await lastChange()).toBe(changedAt)
  })

  it('adds and updates in one go, keeping each homeroom class taught by its homeroom teacher', async () => {
    const all = await teachers()
    const subject = all.find((x) => x.role === 'subject_teacher' && !x.name.startsWith('Bulk'))!
    const [homeroom, untouched] = all.filter((x) => x.role === 'homeroom_teacher' && x.homeroomClass)
    const head = all.find((x) => x.role === 'headmaster')!
    const [forSubject, forHead, forNew] = await freeHomeroomClasses(t.app, headmaster)
    const csv = teacherCsv(
      [
        [`${subject.name} Jr`, subject.email.toUpperCase(), subject.department.name.toLowerCase(), 'Physics ,, Art', forSubject!.name.toLowerCase(), 'kept out'],
        [...cellsOf(homeroom!).slice(0, 4), '', ''],
        [...cellsOf(head).slice(0, 4), forHead!.name, ''],
        ['Brand New', 'Brand.New@Example.ORG', 'arts', 'Drawing', forNew!.name, ''],
        [...cellsOf(untouched!), ''],
      ],
      ['NAME', 'email', 'Department', 'subjects', 'HOMEROOM CLASS', 'Notes'],
    )
    const checked = await preview(csv)
    expect(checked.issues).toEqual([])
    expect(checked.ignoredColumns).toEqual(['Notes'])
    expect(checked.counts).toEqual({ rows: 5, add: 1, update: 3, unchanged: 1, invalid: 0 })
    expect(checked.rows.map((r) => [r.email, r.action])).toEqual([
      [subject.email, 'update'], [homeroom!.email, 'update'], [head.email, 'update'], ['brand.new@example.org', 'add'], [untouched!.email, 'unchanged'],
    ])

    expect(await apply(csv)).toEqual({ added: 1, updated: 3, unchanged: 1, withoutPassword: 1 })
    const after = await teachers()
    const byId = (id: string) => after.find((x) => x.id === id)!
    expect(byId(subject.id)).toMatchObject({
      name: `${subject.name} Jr`, email: subject.email, role: 'homeroom_teacher', subjects: ['Physics', 'Art'],
      department: subject.department, homeroomClass: { id: forSubject!.id, name: forSubject!.name },
    })
    // Emptying the cell is unchecking the box: a subject teacher whose old class keeps them as its teacher.
    expect(byId(homeroom!.id)).toMatchObject({ role: 'subject_teacher', isHomeroom: false, homeroomClass: null })
    // A headmaster's role never changes.
    expect(byId(head.id)).toMatchObject({ role: 'headmaster', homeroomClass: { id: forHead!.id } })
    const added = after.find((x) => x.email === 'brand.new@example.org')!
    expect(added).toMatchObject({ name: 'Brand New', role: 'homeroom_teacher', department: { name: 'Arts' }, subjects: ['Drawing'], homeroomClass: { id: forNew!.id } })
    expect(byId(untouched!.id)).toEqual(untouched)

    const classById = new Map((await classes()).map((c) => [c.id, c]))
    expect(classById.get(homeroom!.homeroomClass!.id)!.teacher!.id).toBe(homeroom!.id)
    expect(classById.get(forSubject!.id)!.teacher).toEqual({ id: subject.id, name: `${subject.name} Jr` })
    expect(classById.get(forNew!.id)!.teacher!.id).toBe(added.id)
    for (const x of after) {
      if (x.homeroomClass) expect(classById.get(x.homeroomClass.id)!.teacher!.id).toBe(x.id)
    }
    // The updated teacher keeps their password; the new one has none yet.
    expect((await signIn(t.app, 'staff', 'brand.new@example.org', '!')).statusCode).toBe(401)
  })

  it('refuses a homeroom class another teacher has, and lists every problem of every row', async () => {
    const all = await teachers()
    const [holder, other, third] = all.filter((x) => x.role === 'homeroom_teacher' && x.homeroomClass)
    const taken = holder!.homeroomClass!.name
    const [free] = await freeHomeroomClasses(t.app, headmaster)
    const csv = teacherCsv([
      ['New One', 'new.one@example.org', 'Science', 'Math', taken],
      // An existing homeroom teacher may not take a class that is not theirs either.
      [...cellsOf(other!).slice(0, 4), third!.homeroomClass!.name],
      ['', 'bad', 'Cooking', ' , ', 'No Such Class'],
      ['Twin A', 'twin@example.org', 'Science', 'Math', free!.name],
      ['Twin B', 'TWIN@example.org', 'Science', 'Math', free!.name.toLowerCase()],
      ['Too Wide', 'wide@example.org', 'Science', 'Math', '', '', 'surprise'],
    ])
    const holds = `${taken} already has a homeroom teacher: ${holder!.name}`
    const checked = await preview(csv)
    expect(checked.issues).toEqual([
      { line: 2, field: 'Homeroom Class', message: holds },
      { line: 3, field: 'Homeroom Class', message: `${third!.homeroomClass!.name} already has a homeroom teacher: ${third!.name}` },
      { line: 4, field: 'Name', message: 'This field is required' },
      { line: 4, field: 'Email', message: 'Enter a valid email address' },
      { line: 4, field: 'Department', message: 'No department is named “Cooking”. Add it under Departments, or tick “Create what is missing”.' },
      { line: 4, field: 'Subjects', message: 'This field is required' },
      { line: 4, field: 'Homeroom Class', message: 'No class is named “No Such Class”' },
      { line: 6, field: 'Email', message: 'This email is also on line 5' },
      { line: 6, field: 'Homeroom Class', message: 'This homeroom class is also on line 5' },
      { line: 7, field: '', message: 'This row has 7 cells but the first row names 5 columns' },
    ])
    expect(checked.counts).toEqual({ rows: 6, add: 1, update: 0, unchanged: 0, invalid: 5 })

    const before = await snapshot()
    const applied = await sendTeacherCsv(t.app, headmaster, 'apply', csv)
    expect(applied.statusCode).toBe(400)
    expect(applied.json<TeacherImportRefused>()).toMatchObject({ code: 'import_invalid', error: '5 rows have errors. Nothing was imported.' })
    expect(await snapshot()).toEqual(before)
  })

  it('gives a staff account without a teacher’s record one; an archived teacher’s email is free', async () => {
    const at = new Date().toISOString()
    const id = newId()
    await insertUser(t.ctx.db, {
      school_id: t.ctx.schoolId, id, role: 'headmaster', name: 'Second Head', email: 'second.head@example.org', parent_number: null,
      password_hash: NO_PASSWORD_HASH, created_at: at, updated_at: at,
    })
    const gone = (await teacherNamed('Bulk Teacher 7'))!
    await archiveUserRow(t.ctx.db, t.ctx.schoolId, gone.id, at)

    const csv = teacherCsv([
      ['Second Head', 'Second.Head@example.org', 'Science', 'Leadership', ''],
      ['Takes The Email', gone.email, 'Arts', 'Dance', ''],
    ])
    expect((await preview(csv)).rows.map((r) => r.action)).toEqual(['update', 'add'])
    expect(await apply(csv)).toEqual({ added: 1, updated: 1, unchanged: 0, withoutPassword: 1 })
    expect(await teacherNamed('Second Head')).toMatchObject({ id, role: 'headmaster', subjects: ['Leadership'], department: { name: 'Science' } })
    expect(await teacherNamed('Takes The Email')).toMatchObject({ email: gone.email, role: 'subject_teacher' })
    expect((await preview(csv)).counts).toMatchObject({ unchanged: 2 })
  })
})
