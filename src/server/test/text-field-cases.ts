import { stringify } from 'csv-stringify/sync'
import { expect } from 'vitest'
import type { MeResponse } from '#shared/contracts/auth'
import type { ClassListResponse } from '#shared/contracts/classes'
import { NOTE_MAX_LENGTH } from '#shared/limits'
import { type DepartmentManageResponse, DEPARTMENT_NAME_MAX_LENGTH } from '#shared/contracts/departments'
import { CLASS_NAME_MAX_LENGTH } from '#shared/contracts/classes'
import { HOLIDAY_NAME_MAX_LENGTH, NOTICE_CONTACT_MAX_LENGTH } from '#shared/contracts/school-settings'
import { STUDENT_FILE_COLUMNS, type StudentDetail, type StudentListResponse } from '#shared/contracts/students'
import { splitSubjects, SUBJECT_MAX_LENGTH } from '#shared/contracts/teachers'
import type { TimetableResponse } from '#shared/contracts/timetable'
import { NAME_MAX_LENGTH } from '#shared/limits'
import { removeFormulaGuard } from '../lib/csv-import/read-csv'
import { fieldText } from './any-text'
import { MONDAY } from './attendance-helpers'
import { type Fixture, type TextFieldCase, FIXTURE_CLASS, HOLIDAY, IMPORT_CLASS, IMPORT_DEPARTMENT, call, classRow, createdStudent, createdTeacher, detail, emails, exportedNote, exportedRows, fixtureLesson, listed, parentNumbers, read, settings, storedNote, storedTeacher, student, studentRow, studentsFound, teacher, teacherRow } from './text-field-fixture'

// The text fields a school stores, each with how to write it through the API, read it back, and
// find it in the CSV export that carries it (for security/text-fields.property.test.ts).

export const TEXT_FIELD_CASES: TextFieldCase[] = [
  {
    what: 'student name',
    field: 'name',
    policy: { kind: 'required', max: NAME_MAX_LENGTH },
    write: (f, value) => student(f, { name: value }),
    stored: async (f, written) => (await read<StudentDetail>(f, `/api/students/${createdStudent(written).id}`)).name,
    exported: async (f, written) => (await studentRow(f, written)).Name!,
    foundBy: studentsFound,
  },
  {
    what: 'parent number',
    field: 'parentNumber',
    policy: { kind: 'parent number' },
    taken: ['parent_number_taken'],
    values: parentNumbers,
    write: (f, value) => student(f, { parentNumber: value }),
    stored: async (f, written) => (await read<StudentDetail>(f, `/api/students/${createdStudent(written).id}`)).parentNumber,
    exported: async (f, written) => (await studentRow(f, written))['Parent Number']!,
  },
  detail('emergencyContact', 200),
  detail('major', NAME_MAX_LENGTH),
  detail('bloodType', 10),
  detail('allergies', 300),
  {
    what: 'teacher name',
    field: 'name',
    policy: { kind: 'required', max: NAME_MAX_LENGTH },
    write: (f, value) => teacher(f, { name: value }),
    stored: async (f, written) => (await storedTeacher(f, written)).name,
    exported: async (f, written) => (await teacherRow(f, written)).Name!,
    foundBy: async (f, written, query) => ({
      'Teacher Management': await listed(f, `/api/teachers?departmentId=${f.departmentId}&pageSize=100`, query, createdTeacher(written).id),
    }),
  },
  {
    what: 'teacher email',
    field: 'email',
    policy: { kind: 'email' },
    taken: ['email_taken'],
    values: emails,
    write: (f, value) => teacher(f, { email: value }),
    stored: async (f, written) => (await storedTeacher(f, written)).email,
    exported: async (f, written) => (await teacherRow(f, written)).Email!,
  },
  {
    what: 'teacher subject',
    field: 'subjects.0',
    policy: { kind: 'required', max: SUBJECT_MAX_LENGTH, refuses: /,/ },
    write: (f, value) => teacher(f, { subjects: [value] }),
    stored: async (f, written) => {
      const { subjects } = await storedTeacher(f, written)
      expect(subjects).toHaveLength(1)
      return subjects[0]!
    },
    // As the teacher import reads the export's Subjects cell back: split on commas.
    exported: async (f, written) => {
      const subjects = splitSubjects((await teacherRow(f, written)).Subjects!)
      return subjects.length === 1 ? subjects[0]! : JSON.stringify(subjects)
    },
  },
  {
    // One lesson of the fixture's class, in a period no school keeps (Sunday's twelfth): each value renames it.
    what: 'lesson subject',
    field: 'subject',
    policy: { kind: 'required', max: SUBJECT_MAX_LENGTH },
    write: async (f, value) => {
      const id = await fixtureLesson(f)
      return call(f, 'PATCH', `/api/timetable/lessons/${id}`, { classId: f.classId, subject: value, teacherId: f.headId, weekday: 7, period: 12 })
    },
    stored: async (f) => {
      const { lessons } = await read<TimetableResponse>(f, `/api/timetable?classId=${f.classId}`)
      return lessons.find((l) => l.weekday === 7 && l.period === 12)!.subject
    },
  },
  {
    what: 'class name',
    field: 'name',
    policy: { kind: 'required', max: CLASS_NAME_MAX_LENGTH },
    taken: ['class_name_taken'],
    write: (f, value) => call(f, 'POST', '/api/classes', { name: value, departmentId: f.departmentId, teacherId: f.headId }),
    stored: async (f, written) => {
      const { classes } = await read<ClassListResponse>(f, `/api/classes?departmentId=${f.departmentId}`)
      return classes.find((c) => c.id === written.json<{ id: string }>().id)!.name
    },
    // Found by the name the API gave back: a row holding any other text is not it, and the case fails.
    exported: async (f, written, stored) => (await classRow(f, stored!))['Class Name']!,
    foundBy: async (f, written, query) => {
      const { classes } = await read<ClassListResponse>(f, `/api/classes?departmentId=${f.departmentId}&q=${encodeURIComponent(query)}`)
      return { 'Class Management': classes.some((c) => c.id === written.json<{ id: string }>().id) }
    },
  },
  {
    what: 'department name',
    field: 'name',
    policy: { kind: 'required', max: DEPARTMENT_NAME_MAX_LENGTH },
    taken: ['department_name_taken', 'department_name_archived'],
    write: (f, value) => call(f, 'PATCH', `/api/departments/${f.departmentId}`, { name: value }),
    stored: async (f) => (await read<DepartmentManageResponse>(f, '/api/departments/manage')).departments.find((d) => d.id === f.departmentId)!.name,
    exported: async (f) => (await classRow(f, FIXTURE_CLASS)).Department!,
  },
  {
    what: 'own name (a headmaster, the class teacher of the export)',
    field: 'name',
    policy: { kind: 'required', max: NAME_MAX_LENGTH },
    write: (f, value) => call(f, 'PATCH', '/api/account/profile', { name: value }),
    stored: async (f) => (await read<MeResponse>(f, '/api/auth/me')).user.name,
    exported: async (f) => (await classRow(f, FIXTURE_CLASS)).Teacher!,
  },
  {
    what: 'attendance note',
    field: 'note',
    policy: { kind: 'optional', max: NOTE_MAX_LENGTH, multiline: true },
    values: fieldText(40),
    write: (f, value) => call(f, 'PUT', '/api/attendance/records', { studentId: f.noteStudentId, date: MONDAY, status: 'sick', note: value }),
    stored: (f) => storedNote(f.noteStudentId)(f),
    exported: (f) => exportedNote(f.noteStudentId)(f),
  },
  {
    what: 'roll call note',
    field: 'entries.0.note',
    policy: { kind: 'optional', max: NOTE_MAX_LENGTH, multiline: true },
    values: fieldText(40),
    write: (f, value) =>
      call(f, 'PUT', '/api/attendance/roll', { classId: f.classId, date: MONDAY, entries: [{ studentId: f.rollStudentId, status: 'late', note: value }] }),
    stored: (f) => storedNote(f.rollStudentId)(f),
    exported: (f) => exportedNote(f.rollStudentId)(f),
  },
  {
    what: 'school name',
    field: 'name',
    policy: { kind: 'required', max: NAME_MAX_LENGTH },
    write: async (f, value) => call(f, 'PUT', '/api/school/settings', { ...(await settings(f)), name: value }),
    stored: async (f) => (await settings(f)).name,
  },
  {
    what: 'holiday name',
    field: 'holidays.0.name',
    policy: { kind: 'required', max: HOLIDAY_NAME_MAX_LENGTH },
    write: async (f, value) => call(f, 'PUT', '/api/school/settings', { ...(await settings(f)), holidays: [{ date: HOLIDAY, name: value }] }),
    stored: async (f) => (await settings(f)).holidays.find((h) => h.date === HOLIDAY)?.name ?? null,
  },
  {
    what: 'school contact line for messages',
    field: 'noticeContact',
    policy: { kind: 'optional', max: NOTICE_CONTACT_MAX_LENGTH },
    write: async (f, value) => call(f, 'PUT', '/api/school/settings', { ...(await settings(f)), noticeContact: value }),
    stored: async (f) => (await settings(f)).noticeContact,
  },
]

/**
 * The student import's Name cell. A file is UTF-8, so half a character arrives as U+FFFD, and the
 * import's reader trims a cell and takes off the export's formula guard before the field's rules.
 */
export function importedNameCase(): TextFieldCase {
  let parentNumber = ''
  const inImportClass = async (f: Fixture) => {
    const rows = await exportedRows(f, `/api/students/export?format=csv&classId=${f.importClassId}`)
    return rows.filter((r) => r['Parent Number'] === parentNumber)
  }
  return {
    what: 'student name, imported from a CSV file',
    field: 'Name',
    policy: { kind: 'required', max: NAME_MAX_LENGTH },
    sent: (value) => removeFormulaGuard(Buffer.from(value).toString().trim()).trim(),
    write: async (f, value) => {
      parentNumber = f.nextParentNumber()
      const row = [value, '', parentNumber, IMPORT_CLASS, 'Junior', IMPORT_DEPARTMENT]
      const file = stringify([[...STUDENT_FILE_COLUMNS], row], { record_delimiter: 'windows', quoted_match: /[\r\n]/ })
      return f.app.inject({
        method: 'POST', url: '/api/students/import', headers: { cookie: f.head, 'content-type': 'text/csv; charset=utf-8' }, payload: Buffer.from(file),
      })
    },
    stored: async (f) => {
      for (let page = 1; ; page++) {
        const list = await read<StudentListResponse>(f, `/api/students?classId=${f.importClassId}&pageSize=100&page=${page}`)
        const found = list.students.find((s) => s.parentNumber === parentNumber)
        if (found) return found.name
        if (page * list.pageSize >= list.total) return null
      }
    },
    exported: async (f) => {
      const rows = await inImportClass(f)
      expect(rows).toHaveLength(1)
      return rows[0]!.Name!
    },
  }
}
