import { STUDENT_FILE_COLUMNS, type StudentSummary } from '#shared/contracts/students'
import { csvFile, xlsxFile } from '../../lib/spreadsheet-files'

export { neutraliseFormula } from '../../lib/spreadsheet-files'

const cells = (s: StudentSummary) => [s.name, s.studentNumber, s.parentNumber, s.class.name, s.level, s.department.name]

/** CSV with a header row, UTF-8 with a byte-order mark so spreadsheets read accents right. */
export function studentsCsv(students: StudentSummary[]): Buffer {
  return csvFile(STUDENT_FILE_COLUMNS, students.map(cells))
}

/** XLSX with a bold header row; every cell is text, so parent numbers keep their leading zeros. */
export async function studentsXlsx(students: StudentSummary[]): Promise<Buffer> {
  return xlsxFile(STUDENT_FILE_COLUMNS, students.map(cells), [28, 12, 14, 8, 8, 16])
}
