import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TeacherImportPreview } from '#shared/contracts/teacher-import'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { exportedTeacherRows, exportTeachersCsv, sendTeacherCsv, teacherCsv, teacherTotal } from '../../test/teacher-import.fixtures'

describe.each(TEST_DATABASES)('teacher import: files, permissions and CSRF on %s', (kind) => {
  let t: TestApp
  let headmaster: string
  const newRow = (i = 0) => [`New Teacher ${i}`, `new.teacher.${i}@example.org`, 'Science', 'Biology', '']

  beforeAll(async () => {
    t = await createTestApp(kind)
    headmaster = await cookieFor(t.app, 'headmaster')
  })
  afterAll(() => t.close())

  it('refuses an unusable file with a 400 that says what is wrong, and a body that is not text/csv with a 415', async () => {
    const missing = teacherCsv([['A', 'a@example.org', 'Science', 'Math']], ['Name', 'Email', 'Department', 'Subjects'])
    for (const path of ['preview', 'apply'] as const) {
      const response = await sendTeacherCsv(t.app, headmaster, path, missing)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 'import_file_invalid',
        error: 'The first row must name the columns Name, Email, Department, Subjects, Homeroom Class. Missing: Homeroom Class.',
      })
      expect((await sendTeacherCsv(t.app, headmaster, path, teacherCsv([]))).json().error).toBe('The file has a header row but no rows to import.')
    }
    for (const type of ['application/json', 'text/plain']) {
      const body = type === 'application/json' ? JSON.stringify({ csv: teacherCsv([newRow()]) }) : teacherCsv([newRow()])
      const response = await sendTeacherCsv(t.app, headmaster, 'apply', body, { 'content-type': type })
      expect(response.statusCode).toBe(415)
    }
    const huge = await sendTeacherCsv(t.app, headmaster, 'preview', 'x'.repeat(5 * 1024 * 1024 + 1))
    expect(huge.statusCode).toBe(413)
  })

  it('serves a template that names the columns and previews as one new teacher', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/teachers/import/template', headers: { cookie: headmaster } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="teachers-import-template.csv"')
    const [header, example, ...rest] = parse(response.body, { bom: true }) as string[][]
    expect(header).toEqual(['Name', 'Email', 'Department', 'Subjects', 'Homeroom Class'])
    expect(example).toHaveLength(5)
    expect(rest).toEqual([])
    const checked = (await sendTeacherCsv(t.app, headmaster, 'preview', response.body)).json<TeacherImportPreview>()
    expect(checked).toMatchObject({ issues: [], counts: { add: 1, invalid: 0 } })
  })

  it('lets only the headmaster import: homeroom and subject teachers and students 403, no session 401, nothing written', async () => {
    const [existing] = await exportedTeacherRows(t.app, headmaster)
    const file = teacherCsv([newRow(1), [`${existing![0]} Jr`, ...existing!.slice(1)]])
    const before = await exportTeachersCsv(t.app, headmaster)

    for (const [role, status] of [['homeroom_teacher', 403], ['subject_teacher', 403], ['student', 403], [null, 401]] as const) {
      const cookie = role ? await cookieFor(t.app, role) : undefined
      for (const path of ['preview', 'apply'] as const) {
        const response = await sendTeacherCsv(t.app, cookie, path, file)
        expect(response.statusCode, `${role} ${path}`).toBe(status)
      }
      const template = await t.app.inject({ method: 'GET', url: '/api/teachers/import/template', headers: cookie ? { cookie } : {} })
      expect(template.statusCode).toBe(status)
    }
    expect(await exportTeachersCsv(t.app, headmaster)).toBe(before)

    const total = await teacherTotal(t.app, headmaster)
    const applied = await sendTeacherCsv(t.app, headmaster, 'apply', file)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json()).toEqual({ added: 1, updated: 1, unchanged: 0, withoutPassword: 1 })
    expect(await teacherTotal(t.app, headmaster)).toBe(total + 1)
  })

  it('refuses a cross-site import before reading it, and accepts the same file from the app itself', async () => {
    const before = await exportTeachersCsv(t.app, headmaster)
    const file = teacherCsv([newRow(2)])
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]
    for (const headers of crossSite) {
      const response = await sendTeacherCsv(t.app, headmaster, 'apply', file, { host: 'rollcall.example', ...headers })
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe('csrf_refused')
    }
    expect(await exportTeachersCsv(t.app, headmaster)).toBe(before)
    const sameOrigin = { host: 'rollcall.example', origin: 'https://rollcall.example', 'sec-fetch-site': 'same-origin' }
    expect((await sendTeacherCsv(t.app, headmaster, 'apply', file, sameOrigin)).statusCode).toBe(200)
  })
})
