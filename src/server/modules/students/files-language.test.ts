import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportCounts } from '#shared/contracts/csv-import'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { xlsxRows, xlsxSheetNames } from '../../test/xlsx-entries'
import { csvOf, exportedRows, sendCsv } from '../../test/student-import.fixtures'
import { sendTeacherCsv } from '../../test/teacher-import.fixtures'

const STUDENTS = { en: ['Name', 'Student ID', 'Parent Number', 'Class', 'Level', 'Department', 'NISN'], id: ['Nama', 'NIS', 'Nomor Masuk', 'Kelas', 'Jenjang', 'Jurusan', 'NISN'] }
const TEACHERS = { en: ['Name', 'Email', 'Department', 'Subjects', 'Homeroom Class'], id: ['Nama', 'Email', 'Jurusan', 'Mata Pelajaran', 'Kelas Perwalian'] }
const CLASSES = { en: ['Class Name', 'Department', 'Teacher', 'Students'], id: ['Nama Kelas', 'Jurusan', 'Guru', 'Siswa'] }
const SHEETS = { en: ['Students', 'Teachers', 'Classes'], id: ['Siswa', 'Guru', 'Kelas'] }

/**
 * The student, teacher and class lists as files (ADR 030): headed and named in the reader's language, English as
 * it always was; the imports read the English headers and the Indonesian ones, so a file exported in either imports back.
 */
describe.each(TEST_DATABASES)('list files in the reader’s language, and their import, on %s', (kind) => {
  let t: TestApp
  let head: string
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: head } })
  const csvOfUrl = async (url: string) => {
    const response = await get(url)
    expect(response.statusCode, response.body).toBe(200)
    return { text: response.body, rows: parse(response.body, { bom: true }) as string[][] }
  }
  const lists = ['/api/students/export', '/api/teachers/export', '/api/classes/export']
  const filesIn = async (language: 'en' | 'id') => {
    const expected = [STUDENTS[language], TEACHERS[language], CLASSES[language]]
    for (const [i, url] of lists.entries()) {
      expect((await csvOfUrl(`${url}?format=csv`)).rows[0], url).toEqual(expected[i])
      const xlsx = (await get(`${url}?format=xlsx`)).rawPayload
      expect(xlsxRows(xlsx)[0]!.map((cell) => cell.value), url).toEqual(expected[i])
      expect(xlsxSheetNames(xlsx), url).toEqual([SHEETS[language][i]])
    }
    expect((await csvOfUrl('/api/students/import/template')).rows[0]).toEqual(STUDENTS[language])
    expect((await csvOfUrl('/api/teachers/import/template')).rows[0]).toEqual(TEACHERS[language])
  }
  const unchanged = (counts: ImportCounts) => expect(counts).toEqual({ rows: counts.rows, add: 0, update: 0, unchanged: counts.rows, invalid: 0 })

  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
  })
  afterAll(() => t.close())

  it('heads an English reader’s exports and templates as they always were', async () => {
    await filesIn('en')
  })

  it('heads an Indonesian reader’s exports and templates in Indonesian, and names the levels as Indonesian schools do', async () => {
    const chosen = await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: head }, payload: { language: 'id' } })
    expect(chosen.statusCode, chosen.body).toBe(200)
    await filesIn('id')
    const rows = (await csvOfUrl('/api/students/export?format=csv')).rows.slice(1)
    expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(['SMP (Kelas VII–IX)', 'SMA (Kelas X–XII)']))
  })

  it('imports back a file exported in Indonesian, unchanged, and reads Indonesian headers in any case and order', async () => {
    const students = (await csvOfUrl('/api/students/export?format=csv')).text
    const checked = await sendCsv(t.app, head, 'preview', students)
    expect(checked.statusCode, checked.body).toBe(200)
    expect(checked.json().issues).toEqual([])
    unchanged(checked.json().counts)
    const teachers = (await csvOfUrl('/api/teachers/export?format=csv')).text
    const teachersChecked = await sendTeacherCsv(t.app, head, 'preview', teachers)
    expect(teachersChecked.statusCode, teachersChecked.body).toBe(200)
    expect(teachersChecked.json().issues).toEqual([])
    unchanged(teachersChecked.json().counts)

    // An English reader imports the Indonesian file too; and a file mixing the languages' headers, shuffled.
    const english = await cookieFor(t.app, 'homeroom_teacher')
    unchanged((await sendCsv(t.app, english, 'preview', students)).json().counts)
    const [first] = await exportedRows(t.app, english)
    const mixed = csvOf([[first![5], first![0], first![1], first![2], first![3], first![4]]], ['JURUSAN', 'name', 'ID Siswa', 'Parent Number', 'kelas', 'Jenjang'])
    const preview = await sendCsv(t.app, english, 'preview', mixed)
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json().counts).toEqual({ rows: 1, add: 0, update: 0, unchanged: 1, invalid: 0 })
  })

  it('names the missing column in the reader’s language, and refuses a column named in both languages', async () => {
    const file = csvOf([['Ana', '', '01234', '10A', 'Junior']], ['Nama', 'ID Siswa', 'Nomor Masuk', 'Kelas', 'Jenjang'])
    const missing = await sendCsv(t.app, head, 'preview', file)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error).toBe('Baris pertama harus berisi nama kolom Nama, NIS, Nomor Masuk, Kelas, Jenjang, Jurusan. Yang belum ada: Jurusan.')
    const english = await sendCsv(t.app, await cookieFor(t.app, 'homeroom_teacher'), 'preview', file)
    expect(english.json().error).toBe('The first row must name the columns Name, Student ID, Parent Number, Class, Level, Department. Missing: Department.')
    const twice = await sendCsv(t.app, head, 'preview', csvOf([['Ana', 'Ana', '', '01234', '10A', 'Junior', 'Science']], ['Name', 'Nama', ...STUDENTS.en.slice(1)]))
    expect(twice.statusCode).toBe(400)
    expect(twice.json().error).toBe('Kolom “Nama” muncul dua kali di baris pertama.')
  })

  it('names the column of a row’s issue in the reader’s language', async () => {
    const file = csvOf([['Ana', '', 'not a number', '10A', 'Junior', 'Science']], STUDENTS.en)
    const indonesian = await sendCsv(t.app, head, 'preview', file)
    expect(indonesian.statusCode, indonesian.body).toBe(200)
    expect(indonesian.json().issues.map((i: { field: string }) => i.field)).toContain('Nomor Masuk')
    const english = await sendCsv(t.app, await cookieFor(t.app, 'homeroom_teacher'), 'preview', file)
    expect(english.json().issues.map((i: { field: string }) => i.field)).toContain('Parent Number')
    expect(english.json().issues.map((i: { field: string }) => i.field)).not.toContain('Nomor Masuk')
  })
})
