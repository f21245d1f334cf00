import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StudentImportPreview } from '#shared/contracts/student-import'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { csvOf, exportCsv, exportedRows, freeParentNumbers, sendCsv, studentTotal } from '../../test/student-import.fixtures'

describe.each(TEST_DATABASES)('student import: files, permissions and CSRF on %s', (kind) => {
  let t: TestApp
  let headmaster: string
  let fresh: string[]
  const newRow = (i = 0) => [`New Person ${i}`, '', fresh[i]!, '10A', 'Junior', 'Arts']

  beforeAll(async () => {
    t = await createTestApp(kind)
    headmaster = await cookieFor(t.app, 'headmaster')
    fresh = await freeParentNumbers(t.app, headmaster, 5, 60_000)
  })
  afterAll(() => t.close())

  it.each([
    ['an empty body', '', 'The file is empty. Choose a CSV file whose first row names the columns.'],
    ['only blank lines', '\r\n\r\n', 'The file is empty. Choose a CSV file whose first row names the columns.'],
    ['a header and no rows', csvOf([]), 'The file has a header row but no rows to import.'],
    [
      'a missing column',
      csvOf([['A', '', '12345', '10A', 'Junior']], ['Name', 'Student ID', 'Parent Number', 'Class', 'Level']),
      'The first row must name the columns Name, Student ID, Parent Number, Class, Level, Department. Missing: Department.',
    ],
    [
      'a column named twice',
      csvOf([], ['Name', 'Student ID', 'Parent Number', 'Class', 'Level', 'Department', 'name']),
      'The column “Name” appears twice in the first row.',
    ],
    ['a quote never closed', `${csvOf([])}"Open,,12345,10A,Junior,Arts\r\n`, 'The file is not valid CSV near line 2: a quoted cell is never closed.'],
    [
      'a quote that is not doubled',
      `${csvOf([['Ok', '', '12345', '10A', 'Junior', 'Arts']])}"Ali "Al" Rahman",,12345,10A,Junior,Arts\r\n`,
      'The file is not valid CSV near line 3: a quote inside a cell must be written twice ("").',
    ],
  ])('refuses %s with a 400 that says what is wrong', async (_, body, message) => {
    for (const path of ['preview', 'apply'] as const) {
      const response = await sendCsv(t.app, headmaster, path, body)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'import_file_invalid', error: typeof message === 'string' ? message : expect.stringMatching(message) })
    }
  })

  it('refuses more than 20,000 rows, a file that is not UTF-8, and a body that is not text/csv', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => [`P${i}`, '', '12345', '10A', 'Junior', 'Arts'])
    const tooMany = await sendCsv(t.app, headmaster, 'preview', csvOf(rows))
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().error).toBe('The file has 20,001 rows; at most 20,000 can be imported at once. Split it into smaller files.')

    const latin1 = Buffer.from(csvOf([['Andr\u00e9', '', fresh[0]!, '10A', 'Junior', 'Arts']]), 'latin1')
    const notUtf8 = await sendCsv(t.app, headmaster, 'preview', latin1)
    expect(notUtf8.statusCode).toBe(400)
    expect(notUtf8.json().error).toMatch(/save it as “CSV UTF-8”/)
    // U+FFFD written as UTF-8 is a character a name may hold (and an export may carry), not a sign of another encoding.
    const replacement = await sendCsv(t.app, headmaster, 'preview', Buffer.from(csvOf([['Andr\uFFFD', '', fresh[0]!, '10A', 'Junior', 'Arts']])))
    expect(replacement.statusCode, replacement.body).toBe(200)
    expect(replacement.json<StudentImportPreview>().rows.map((r) => r.name)).toEqual(['Andr\uFFFD'])

    for (const type of ['application/json', 'text/plain']) {
      const body = type === 'application/json' ? JSON.stringify({ csv: csvOf([newRow()]) }) : csvOf([newRow()])
      const response = await sendCsv(t.app, headmaster, 'apply', body, { 'content-type': type })
      expect(response.statusCode).toBe(415)
    }
    const huge = await sendCsv(t.app, headmaster, 'preview', 'x'.repeat(5 * 1024 * 1024 + 1))
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toEqual({ code: 'import_file_too_large', error: 'The file is larger than 5 MB. Split it into smaller files.' })
  })

  it('reads a byte-order mark, semicolons, and a spreadsheet’s trailing empty cells and lines', async () => {
    const text = '\uFEFFName;Student ID;Parent Number;Class;Level;Department;;\r\n' +
      `"Semi, Colon";;${fresh[1]};10A;Junior;Arts;;\r\n;;;;;;;\r\n\r\n`
    const response = await sendCsv(t.app, headmaster, 'preview', text)
    expect(response.json<StudentImportPreview>()).toEqual({
      rows: [{ line: 2, name: 'Semi, Colon', studentId: null, action: 'add' }],
      issues: [], counts: { rows: 1, add: 1, update: 0, unchanged: 0, invalid: 0 }, ignoredColumns: [],
      missing: { departments: [], classes: [] }, creates: [],
    })
  })

  it('serves a template that names the columns and previews as one new student', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/students/import/template', headers: { cookie: headmaster } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="students-import-template.csv"')
    const [header, example, ...rest] = parse(response.body, { bom: true }) as string[][]
    expect(header).toEqual(['Name', 'Student ID', 'Parent Number', 'Class', 'Level', 'Department', 'NISN'])
    expect(rest).toEqual([])
    expect(example![1]).toBe('')
    const checked = (await sendCsv(t.app, headmaster, 'preview', response.body)).json<StudentImportPreview>()
    expect(checked.counts).toMatchObject({ add: 1, invalid: 0 })
  })

  it('lets a homeroom teacher add and update; refuses a subject teacher (403), a student (403) and no session (401)', async () => {
    const homeroom = await cookieFor(t.app, 'homeroom_teacher')
    const [existing] = await exportedRows(t.app, homeroom)
    const file = csvOf([newRow(2), [`${existing![0]} Jr`, ...existing!.slice(1)]])
    const before = await studentTotal(t.app, headmaster)

    for (const [role, status] of [['subject_teacher', 403], ['student', 403], [null, 401]] as const) {
      const cookie = role ? await cookieFor(t.app, role) : undefined
      for (const path of ['preview', 'apply'] as const) expect((await sendCsv(t.app, cookie, path, file)).statusCode).toBe(status)
      const template = await t.app.inject({ method: 'GET', url: '/api/students/import/template', headers: cookie ? { cookie } : {} })
      expect(template.statusCode).toBe(status)
    }
    expect(await studentTotal(t.app, headmaster)).toBe(before)

    const applied = await sendCsv(t.app, homeroom, 'apply', file)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json()).toEqual({ added: 1, updated: 1, unchanged: 0, withoutPassword: 1 })
    expect(await studentTotal(t.app, headmaster)).toBe(before + 1)
  })

  it('refuses a cross-site import before reading it, and accepts the same file from the app itself', async () => {
    const before = await exportCsv(t.app, headmaster)
    const file = csvOf([newRow(3)])
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.rollcall.example' },
    ]
    for (const headers of crossSite) {
      const response = await sendCsv(t.app, headmaster, 'apply', file, { host: 'rollcall.example', ...headers })
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe('csrf_refused')
    }
    expect(await exportCsv(t.app, headmaster)).toBe(before)
    const sameOrigin = { host: 'rollcall.example', origin: 'https://rollcall.example', 'sec-fetch-site': 'same-origin' }
    expect((await sendCsv(t.app, headmaster, 'apply', file, sameOrigin)).statusCode).toBe(200)
  })
})
