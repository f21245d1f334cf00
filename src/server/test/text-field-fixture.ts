import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { expect } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { type SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { type StudentDetail } from '#shared/contracts/students'
import { type TeacherSummary } from '#shared/contracts/teachers'
import type { StudentHistoryResponse } from '#shared/contracts/reports'
import type { TimetableResponse } from '#shared/contracts/timetable'
import { removeFormulaGuard } from '../lib/csv-import/read-csv'
import { fieldText } from './any-text'
import { MONDAY } from './attendance-helpers'

// The fixture of the text fields' cases (text-field-cases.ts): the school they write in, and how each is
// written, read back and found in its export (for security/text-fields.property.test.ts).

/** The name of the fixture's class, whose students the cases make. */
export const FIXTURE_CLASS = 'Fuzz'
/** The class (and its department) the import case names in its rows: names no other case changes. */
export const IMPORT_CLASS = 'Fuzz import'
export const IMPORT_DEPARTMENT = 'Fuzz imports'

export interface Fixture {
  app: FastifyInstance
  head: string
  headId: string
  departmentId: string
  classId: string
  importClassId: string
  /** Students made for the cases that change one: notes by a record, by a roll call, details. */
  noteStudentId: string
  rollStudentId: string
  detailStudent: { id: string; parentNumber: string }
  nextParentNumber: () => string
  nextNumber: () => number
}

/** How a field's value is judged: text by the policy, or an address or a number with rules of its own. */
export type Policy =
  | { kind: 'required' | 'optional'; max: number; multiline?: boolean; /** What this field refuses besides the policy's. */ refuses?: RegExp }
  | { kind: 'email' }
  | { kind: 'parent number' }

export interface TextFieldCase {
  what: string
  /** Where a 400's `fields` names it (parseInput's path), or the column an import's issue names. */
  field: string
  policy: Policy
  /** 409 codes a value may meet that say the value is taken, not wrong. */
  taken?: string[]
  values?: fc.Arbitrary<string>
  /** What the field receives of a value, when the way it travels changes it (a CSV file). */
  sent?: (value: string) => string
  write: (f: Fixture, value: string) => Promise<LightMyRequestResponse>
  /** The value as the API gives it back, from a read after the write. */
  stored: (f: Fixture, written: LightMyRequestResponse) => Promise<string | null>
  /** Whether searching for `query` finds what was written, in each list that searches this field. */
  foundBy?: (f: Fixture, written: LightMyRequestResponse, query: string) => Promise<Record<string, boolean>>
  /** The value's cell in the export that carries it, read as the app reads its own files. */
  exported?: (f: Fixture, written: LightMyRequestResponse, stored: string | null) => Promise<string>
}

export const call = (f: Fixture, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  f.app.inject({ method, url, headers: { cookie: f.head }, ...(payload ? { payload } : {}) })

export const fixtureLessons = new WeakMap<Fixture, string>()

/** The fixture class's lesson on Sunday in period 12, with that period added to the bell schedule first. */
export async function fixtureLesson(f: Fixture): Promise<string> {
  const known = fixtureLessons.get(f)
  if (known) return known
  const { periods } = await read<TimetableResponse>(f, '/api/timetable')
  const last = { weekday: 7, number: 12, startsAt: '22:00', endsAt: '22:45' }
  const schedule = await call(f, 'PUT', '/api/timetable/periods', { periods: [...periods.filter((p) => !(p.weekday === 7 && p.number === 12)), last] })
  if (schedule.statusCode !== 200) throw new Error(`bell schedule: ${schedule.statusCode} ${schedule.body}`)
  const added = await call(f, 'POST', '/api/timetable/lessons', { classId: f.classId, subject: 'Fuzz', teacherId: f.headId, weekday: 7, period: 12 })
  if (added.statusCode !== 201) throw new Error(`lesson: ${added.statusCode} ${added.body}`)
  const id = added.json<{ id: string }>().id
  fixtureLessons.set(f, id)
  return id
}

export async function read<T>(f: Fixture, url: string): Promise<T> {
  const response = await call(f, 'GET', url)
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json<T>()
}

/**
 * A CSV export's rows by column name. Every line break that is not inside quotes ends a row, as a
 * spreadsheet reads it; the bytes must be UTF-8; the export's formula guard comes off as the app's
 * import takes it off (read-csv.ts).
 */
export async function exportedRows(f: Fixture, url: string): Promise<Record<string, string>[]> {
  const response = await call(f, 'GET', url)
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  const text = new TextDecoder('utf-8', { fatal: true }).decode(response.rawPayload)
  const [header, ...rows] = parse(text, { bom: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][]
  return rows.map((cells) => Object.fromEntries(header!.map((column, i) => [column, removeFormulaGuard(cells[i] ?? '')])))
}

export const student = (f: Fixture, fields: Record<string, unknown>) =>
  call(f, 'POST', '/api/students', { name: 'Fuzz Student', parentNumber: f.nextParentNumber(), classId: f.classId, level: 'Junior', departmentId: f.departmentId, ...fields })
export const createdStudent = (written: LightMyRequestResponse) => written.json<{ student: StudentDetail }>().student
export async function studentRow(f: Fixture, written: LightMyRequestResponse) {
  const { studentNumber } = createdStudent(written)
  const row = (await exportedRows(f, `/api/students/export?format=csv&classId=${f.classId}`)).find((r) => r['Student ID'] === studentNumber)
  if (!row) throw new Error(`student ${studentNumber} is not in the export`)
  return row
}

/** A page of Student or Teacher Management's list, or of the day sheet. */
interface Page {
  students?: { id: string }[]
  teachers?: { id: string }[]
  rows?: { student: { id: string } }[]
  total: number
  page: number
  pageSize: number
}

/** Whether a list's search for `query` holds `id`, page after page. */
export async function listed(f: Fixture, url: string, query: string, id: string): Promise<boolean> {
  for (let page = 1; page < 100; page++) {
    const list = await read<Page>(f, `${url}&q=${encodeURIComponent(query)}&page=${page}`)
    const ids = (list.students ?? list.teachers)?.map((s) => s.id) ?? list.rows!.map((r) => r.student.id)
    if (ids.includes(id)) return true
    if (list.page * list.pageSize >= list.total) return false
  }
  return false
}
export const studentsFound = async (f: Fixture, written: LightMyRequestResponse, query: string) => {
  const { id } = createdStudent(written)
  return {
    'Student Management': await listed(f, `/api/students?classId=${f.classId}&pageSize=100`, query, id),
    'the day sheet': await listed(f, `/api/attendance/day?date=${MONDAY}&classId=${f.classId}&pageSize=100`, query, id),
  }
}

export const teacher = (f: Fixture, fields: Record<string, unknown>) =>
  call(f, 'POST', '/api/teachers', {
    name: `Fuzz Teacher ${f.nextNumber()}`, email: `fuzz.${f.nextNumber()}@example.org`, departmentId: f.departmentId, subjects: ['Math'], isHomeroom: false, ...fields,
  })
export const createdTeacher = (written: LightMyRequestResponse) => written.json<{ teacher: TeacherSummary }>().teacher
export const storedTeacher = (f: Fixture, written: LightMyRequestResponse) => read<TeacherSummary>(f, `/api/teachers/${createdTeacher(written).id}`)
export async function teacherRow(f: Fixture, written: LightMyRequestResponse) {
  const { email } = createdTeacher(written)
  const row = (await exportedRows(f, `/api/teachers/export?format=csv&departmentId=${f.departmentId}`)).find((r) => r.Email === email)
  if (!row) throw new Error(`teacher ${email} is not in the export`)
  return row
}

/** A class's row in the class export of the fixture's department, by its name (unique in a school). */
export async function classRow(f: Fixture, name: string) {
  const rows = (await exportedRows(f, `/api/classes/export?format=csv&departmentId=${f.departmentId}`)).filter((r) => r['Class Name'] === name)
  expect(rows, `the class ${JSON.stringify(name)} in the export`).toHaveLength(1)
  return rows[0]!
}

export const storedDetail = (field: keyof StudentDetail) => async (f: Fixture) =>
  (await read<StudentDetail>(f, `/api/students/${f.detailStudent.id}`))[field] as string | null
export const detail = (field: 'emergencyContact' | 'major' | 'bloodType' | 'allergies', max: number): TextFieldCase => ({
  what: `student ${field}`,
  field,
  policy: { kind: 'optional', max },
  write: (f, value) =>
    call(f, 'PATCH', `/api/students/${f.detailStudent.id}`, {
      name: 'Dee Details', parentNumber: f.detailStudent.parentNumber, classId: f.classId, level: 'Senior', departmentId: f.departmentId, [field]: value,
    }),
  stored: storedDetail(field),
})

/** A note as the student's history on MONDAY gives it, and as its export carries it. */
export const storedNote = (studentId: string) => async (f: Fixture) =>
  (await read<StudentHistoryResponse>(f, `/api/reports/students/${studentId}/history?from=${MONDAY}&to=${MONDAY}`)).days.find((d) => d.date === MONDAY)?.note ?? null
export const exportedNote = (studentId: string) => async (f: Fixture) => {
  const rows = await exportedRows(f, `/api/reports/students/${studentId}/history/export?format=csv&from=${MONDAY}&to=${MONDAY}`)
  const row = rows.find((r) => r.Date === MONDAY)
  if (!row) throw new Error(`no row for ${MONDAY} in the history export: ${JSON.stringify(rows)}`)
  return row.Note!
}

export const settings = async (f: Fixture) => (await read<SchoolSettingsResponse>(f, '/api/school/settings')).settings
export const HOLIDAY = '2030-12-25'

/** Digits of other scripts look like a number and are not one; spaces around one are trimmed. */
export const parentNumbers = fc.oneof(
  fieldText(8),
  fc.tuple(fc.constantFrom('', ' ', '\u3000', '\t'), fc.stringMatching(/^\d{5}$/), fc.constantFrom('', ' ', '\u00A0')).map((p) => p.join('')),
  fc.constantFrom('١٢٣٤٥', '１２３４５', '12345\u0000', '1234\u0661', '\u202E12345', '12 345', '123456', '1234'),
)
/** Any text, or an address in any letter case, spaces around it; a few of them in a script or with a byte that make it none. */
export const emails = fc.oneof(
  fieldText(16),
  fc
    .tuple(
      fc.constantFrom('', ' ', '\u3000'),
      fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,8}$/),
      fc.integer({ min: 0, max: 1e9 }),
      fc.constantFrom('@Example.org', '@example.org', '@EXAMPLE.ORG', '@exämple.org', '@example.org\u0000'),
    )
    .map(([space, local, n, domain]) => `${space}${local}.${n}${domain}`),
)
