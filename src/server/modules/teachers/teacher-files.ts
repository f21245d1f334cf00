import { TEACHER_FILE_COLUMNS, type TeacherSummary } from '#shared/contracts/teachers'
import { csvFile, xlsxFile } from '../../lib/spreadsheet-files'

const cells = (t: TeacherSummary) => [t.name, t.email, t.department.name, t.subjects.join(', '), t.homeroomClass?.name ?? '']

/** CSV with TEACHER_FILE_COLUMNS; subjects joined with ", " as the form takes them. */
export function teachersCsv(teachers: TeacherSummary[]): Buffer {
  return csvFile(TEACHER_FILE_COLUMNS, teachers.map(cells))
}

export async function teachersXlsx(teachers: TeacherSummary[]): Promise<Buffer> {
  return xlsxFile(TEACHER_FILE_COLUMNS, teachers.map(cells), [28, 34, 16, 36, 14])
}
