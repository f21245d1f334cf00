import { stringify } from 'csv-stringify/sync'
import writeExcelFile from 'write-excel-file/node'
import { STUDENT_FILE_COLUMNS, type StudentSummary } from '#shared/contracts/students'

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a student named "=HYPERLINK(…)" must stay text. OWASP's advice: prefix a quote.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

const cells = (s: StudentSummary) => [s.name, s.studentNumber, s.parentNumber, s.class.name, s.level, s.department.name]

/** CSV with a header row, UTF-8 with a byte-order mark so spreadsheets read accents right. */
export function studentsCsv(students: StudentSummary[]): Buffer {
  const text = stringify([[...STUDENT_FILE_COLUMNS], ...students.map((s) => cells(s).map(neutraliseFormula))], {
    record_delimiter: 'windows',
  })
  return Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(text)])
}

/** XLSX with a bold header row; every cell is text, so parent numbers keep their leading zeros. */
export async function studentsXlsx(students: StudentSummary[]): Promise<Buffer> {
  const header = STUDENT_FILE_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const }))
  const rows = students.map((s) => cells(s).map((value) => ({ value, type: String })))
  return writeExcelFile([header, ...rows], {
    columns: [{ width: 28 }, { width: 12 }, { width: 14 }, { width: 8 }, { width: 8 }, { width: 16 }],
    stickyRowsCount: 1,
  }).toBuffer()
}
