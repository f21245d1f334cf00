import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DaySheetResponse } from '#shared/contracts/attendance'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { SemesterRecapResponse } from '#shared/contracts/papers'
import type { StudentImportPreview, StudentImportRefused, StudentImportResult } from '#shared/contracts/student-import'
import type { CreateStudentResponse, DepartmentListResponse, StudentListResponse } from '#shared/contracts/students'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { insertOtherSchool, OTHER_SCHOOL } from '../../test/other-school'
import { SCHOOL_COOKIE } from '../schools'
import { insertUser } from '../users'
import { sendCsv } from '../../test/student-import.fixtures'

/*
 * A school's own numbers (ADR 046): the Student ID (NIS) as the school gives it, and the NISN, into a school
 * that starts empty, as a school moving from another system would bring them.
 */
const NOW = new Date('2026-12-01T03:00:00Z')
const HEADER = 'Name,Student ID,Parent Number,Class,Level,Department,NISN'
const FILE = [
  HEADER,
  'Made Wirawan,NIS-2026-004,31001,7A,Junior,Science,0051234567',
  'Putu Ayu,NIS-2026-005,31002,7A,Junior,Science,',
  'Komang Sari,2122.10.001,31003,7B,Junior,Science,0051234568',
].join('\r\n')

describe.each(TEST_DATABASES)('a school’s own Student IDs and NISNs on %s', (kind) => {
  let t: TestApp
  let head: string
  const get = <T>(url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: head, ...headers } }).then((r) => r.json<T>())
  const students = () => get<StudentListResponse>('/api/students?pageSize=100').then((l) => l.students)
  const numbers = async () => (await students()).map((s) => [s.name, s.studentNumber, s.nisn])
  const apply = (csv: string) => sendCsv(t.app, head, 'apply', csv, {}).then((r) => ({ status: r.statusCode, body: r.json() }))
  /** The headmaster reads the app in Indonesian while `check` runs. */
  const inIndonesian = async (check: () => Promise<void>) => {
    const prefer = (language: string) => t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: head }, payload: { language } })
    expect((await prefer('id')).statusCode).toBe(200)
    await check()
    expect((await prefer('en')).statusCode).toBe(200)
  }
  const importFile = (csv: string) =>
    t.app.inject({ method: 'POST', url: '/api/students/import?createMissing=1', headers: { cookie: head, 'content-type': 'text/csv; charset=utf-8' }, payload: csv })

  beforeAll(async () => {
    t = await createTestApp(kind, { demo: false, now: NOW })
    const at = NOW.toISOString()
    await insertUser(t.ctx.db, {
      school_id: t.ctx.schoolId, id: newId(), role: 'headmaster', name: 'Ibu Kepala', email: 'kepala@example.org',
      parent_number: null, password_hash: await hashPassword('first-day-2026'), created_at: at, updated_at: at,
    })
    head = sessionCookieOf(await signIn(t.app, 'staff', 'kepala@example.org', 'first-day-2026'))
  }, 120_000)
  afterAll(() => t.close())

  it('imports a file with NIS and NISN into an empty school, keeping each number as given; the same file again changes nothing', async () => {
    expect(await students()).toEqual([])
    const first = await importFile(FILE)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json<StudentImportResult>()).toMatchObject({ added: 3, updated: 0, unchanged: 0 })
    expect(await numbers()).toEqual([
      ['Komang Sari', '2122.10.001', '0051234568'],
      ['Made Wirawan', 'NIS-2026-004', '0051234567'],
      ['Putu Ayu', 'NIS-2026-005', null],
    ])

    const preview = (await sendCsv(t.app, head, 'preview', FILE)).json<StudentImportPreview>()
    expect(preview.counts).toEqual({ rows: 3, add: 0, update: 0, unchanged: 3, invalid: 0 })
    expect(preview.creates).toEqual([])
    const again = await importFile(FILE)
    expect(again.json<StudentImportResult>()).toEqual({ added: 0, updated: 0, unchanged: 3, withoutPassword: 0 })
    expect(await numbers()).toHaveLength(3)

    // The semester recap for report cards (ADR 047) gives both numbers.
    const klass = (await get<ClassListResponse>('/api/classes')).classes.find((c) => c.name === '7A')!
    const recap = await get<SemesterRecapResponse>(`/api/reports/semester-recap?classId=${klass.id}&from=2026-12-01&to=2026-12-01`)
    expect(recap.rows.map((r) => [r.name, r.studentNumber, r.nisn])).toEqual([['Made Wirawan', 'NIS-2026-004', '0051234567'], ['Putu Ayu', 'NIS-2026-005', null]])
  })

  it('refuses a wrong NISN by its line, with the message, and writes nothing of the file', async () => {
    const before = await numbers()
    const csv = [
      HEADER,
      'Wayan Baru,NIS-2026-006,31004,7A,Junior,Science,0051234569',
      'Nine Digits,NIS-2026-007,31005,7A,Junior,Science,123456789',
      'Has Letters,NIS-2026-008,31006,7A,Junior,Science,00512345AB',
      'Same Twice,NIS-2026-009,31007,7A,Junior,Science,0051234569',
      'Taken Here,NIS-2026-010,31008,7A,Junior,Science,0051234567',
    ].join('\r\n')
    const refused = await apply(csv)
    expect(refused.status).toBe(400)
    expect((refused.body as StudentImportRefused).issues).toEqual([
      { line: 3, field: 'NISN', message: 'NISN must be 10 digits' },
      { line: 4, field: 'NISN', message: 'NISN must be 10 digits' },
      { line: 5, field: 'NISN', message: 'This NISN is also on line 2' },
      { line: 6, field: 'NISN', message: 'Another student already has this NISN' },
    ])
    expect(await numbers()).toEqual(before)

    await inIndonesian(async () => {
      const preview = await sendCsv(t.app, head, 'preview', csv)
      expect(preview.json<StudentImportPreview>().issues[0]).toEqual({ line: 3, field: 'NISN', message: 'NISN harus 10 angka' })
    })
  })

  it('adds a student named by a Student ID the school does not have yet, with exactly that ID; an empty one is numbered', async () => {
    const csv = [HEADER, 'Nyoman Anyar,NIS-2026-011,31009,7B,Junior,Science,', 'Tanpa Nomor,,31010,7B,Junior,Science,'].join('\r\n')
    const preview = (await sendCsv(t.app, head, 'preview', csv)).json<StudentImportPreview>()
    expect(preview.rows.map((r) => [r.studentId, r.action])).toEqual([['NIS-2026-011', 'add'], [null, 'add']])
    expect((await importFile(csv)).json<StudentImportResult>()).toMatchObject({ added: 2 })
    const list = await numbers()
    expect(list).toContainEqual(['Nyoman Anyar', 'NIS-2026-011', null])
    expect(list).toContainEqual(['Tanpa Nomor', 'S0001', null])
  })

  it('finds a student by NIS (any letter case) and by NISN, in Student Management and on the day sheet', async () => {
    for (const q of ['NIS-2026-004', 'nis-2026-004', '0051234567']) {
      const found = await get<StudentListResponse>(`/api/students?q=${encodeURIComponent(q)}`)
      expect(found.students.map((s) => s.name), q).toEqual(['Made Wirawan'])
      const day = await get<DaySheetResponse>(`/api/attendance/day?date=2026-12-01&q=${encodeURIComponent(q)}`)
      expect(day.rows.map((r) => r.student.name), q).toEqual(['Made Wirawan'])
      expect(day.total).toBe(1)
    }
    // A part of a number is not a number: it is searched as a name.
    expect((await get<StudentListResponse>('/api/students?q=NIS-2026')).students).toEqual([])
  })

  it('adds and edits through the API keeping the given Student ID and NISN, refusing one another student has (409, both languages)', async () => {
    const { classes } = await get<ClassListResponse>('/api/classes')
    const { departments } = await get<DepartmentListResponse>('/api/departments')
    const form = { name: 'Ketut Form', parentNumber: '31020', classId: classes[0]!.id, level: 'Junior', departmentId: departments[0]!.id }
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/students', headers: { cookie: head }, payload })
    const created = await post({ ...form, studentNumber: ' NIS-2026-020 ', nisn: '0051234570' })
    expect(created.statusCode, created.body).toBe(201)
    const student = created.json<CreateStudentResponse>().student
    expect([student.studentNumber, student.nisn]).toEqual(['NIS-2026-020', '0051234570'])

    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/students/${student.id}`, headers: { cookie: head }, payload })
    const edited = await patch({ ...form, studentNumber: 'NIS-2026-021', nisn: '0051234571' })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ studentNumber: 'NIS-2026-021', nisn: '0051234571' })
    expect((await patch({ ...form, nisn: '0051234571' })).json()).toMatchObject({ studentNumber: 'NIS-2026-021' })

    const clash = await post({ ...form, parentNumber: '31021', studentNumber: 'NIS-2026-004' })
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toMatchObject({ code: 'student_number_taken', fields: { studentNumber: 'Another student already has this Student ID' } })
    await inIndonesian(async () => {
      const clashId = await post({ ...form, parentNumber: '31021', studentNumber: 'NIS-2026-004' })
      expect(clashId.json().fields).toEqual({ studentNumber: 'NIS ini sudah dipakai siswa lain' })
    })
    const nisnClash = await post({ ...form, parentNumber: '31021', nisn: '0051234567' })
    expect(nisnClash.statusCode).toBe(409)
    expect(nisnClash.json()).toMatchObject({ code: 'nisn_taken', fields: { nisn: 'Another student already has this NISN' } })
    const bad = await post({ ...form, parentNumber: '31021', studentNumber: 'NIS 2026/1', nisn: '12345' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({
      studentNumber: 'A Student ID has up to 20 letters, digits, dots and dashes, starting with a letter or digit',
      nisn: 'NISN must be 10 digits',
    })
    expect((await numbers()).filter(([name]) => name === 'Ketut Form')).toHaveLength(1)
  })

  it('keeps the Student ID and NISN a roster sync sends, and gives a known student the new ID it names', async () => {
    const entry = { externalId: 'SIS-77', name: 'Gede Sync', studentNumber: 'NIS-2026-030', nisn: '0051234580', parentNumber: '31030', class: '7A', level: 'Junior', department: 'Science' }
    const sync = (students: object[]) => t.app.inject({ method: 'POST', url: '/api/roster/sync', headers: { cookie: head }, payload: { students } })
    const first = await sync([entry])
    expect(first.statusCode, first.body).toBe(200)
    expect(await numbers()).toContainEqual(['Gede Sync', 'NIS-2026-030', '0051234580'])
    expect((await sync([entry])).json()).toMatchObject({ students: { added: 0, updated: 0, unchanged: 1 } })
    expect((await sync([{ ...entry, studentNumber: 'NIS-2026-031' }])).statusCode).toBe(200)
    expect(await numbers()).toContainEqual(['Gede Sync', 'NIS-2026-031', '0051234580'])
    const taken = await sync([{ ...entry, studentNumber: 'NIS-2026-004', nisn: '0051234568' }])
    expect(taken.statusCode).toBe(400)
    expect(taken.json().fields).toEqual({ 'students.0.studentNumber': 'Another student already has this Student ID', 'students.0.nisn': 'Another student already has this NISN' })
    expect(await numbers()).toContainEqual(['Gede Sync', 'NIS-2026-031', '0051234580'])
  })

  it('refuses a NISN a student of another school of the deployment has, by line on import and 409 on the form (ADR 046)', async () => {
    await insertOtherSchool(t.ctx.db, NOW)
    await t.ctx.db.updateTable('students').set({ nisn: '0077777777' }).where('school_id', '=', OTHER_SCHOOL.id).where('user_id', '=', 'other-own-student').execute()
    // Two schools now: this school's requests name it.
    head = `${head}; ${SCHOOL_COOKIE}=${t.ctx.schoolId}`
    const before = await numbers()
    const refused = await apply([HEADER, 'Pindahan,NIS-2026-040,31040,7A,Junior,Science,0077777777'].join('\r\n'))
    expect(refused.status).toBe(400)
    expect((refused.body as StudentImportRefused).issues).toEqual([{ line: 2, field: 'NISN', message: 'This NISN belongs to a student of another school' }])
    const { classes } = await get<ClassListResponse>('/api/classes')
    const { departments } = await get<DepartmentListResponse>('/api/departments')
    const form = { name: 'Pindahan', parentNumber: '31040', classId: classes[0]!.id, level: 'Junior', departmentId: departments[0]!.id, nisn: '0077777777' }
    const posted = await t.app.inject({ method: 'POST', url: '/api/students', headers: { cookie: head }, payload: form })
    expect(posted.statusCode).toBe(409)
    expect(posted.json()).toMatchObject({ code: 'nisn_taken', fields: { nisn: 'This NISN belongs to a student of another school' } })
    expect(await numbers()).toEqual(before)
  })
})
