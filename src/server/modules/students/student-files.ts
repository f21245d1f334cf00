import { STUDENT_FILE_KEYS, type StudentSummary } from '#shared/contracts/students'
import { translate } from '#shared/i18n/translate'
import { csvFile, headersOf, xlsxFile } from '../../lib/spreadsheet-files'

export { neutraliseFormula } from '../../lib/spreadsheet-files'

const cells = (s: StudentSummary) => [s.name, s.studentNumber, s.parentNumber, s.class.name, s.level, s.department.name, s.nisn ?? '']
/** The header row in the reader's language (English: Name, Student ID, …); the import reads it back in any. */
const headers = () => headersOf('studentFiles.columns', STUDENT_FILE_KEYS)

/**
 * CSV with a header row, UTF-8 with a byte-order mark so spreadsheets read accents right. Levels stay
 * Junior/Senior, the values the import takes, whatever the headers' language.
 */
export function studentsCsv(students: StudentSummary[]): Buffer {
  return csvFile(headers(), students.map(cells))
}

/** XLSX with a bold header row; every cell is text, so parent numbers keep their leading zeros. */
export async function studentsXlsx(students: StudentSummary[]): Promise<Buffer> {
  return xlsxFile(translate('studentFiles.sheet'), headers(), students.map(cells), [28, 14, 14, 8, 8, 16, 13])
}
