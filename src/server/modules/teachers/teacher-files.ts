import { TEACHER_FILE_KEYS, type TeacherSummary } from '#shared/contracts/teachers'
import { translate } from '#shared/i18n/translate'
import { csvFile, headersOf, xlsxFile } from '../../lib/spreadsheet-files'

const cells = (t: TeacherSummary) => [t.name, t.email, t.department.name, t.subjects.join(', '), t.homeroomClass?.name ?? '']
/** The header row in the reader's language (English: Name, Email, …); the import reads it back in any. */
const headers = () => headersOf('teacherFiles.columns', TEACHER_FILE_KEYS)

/** CSV with the teacher file's columns; subjects joined with ", " as the form takes them. */
export function teachersCsv(teachers: TeacherSummary[]): Buffer {
  return csvFile(headers(), teachers.map(cells))
}

export async function teachersXlsx(teachers: TeacherSummary[]): Promise<Buffer> {
  return xlsxFile(translate('teacherFiles.sheet'), headers(), teachers.map(cells), [28, 34, 16, 36, 14])
}
