import { STUDENT_FILE_KEYS, type StudentSummary } from '#shared/contracts/students'
import { translate } from '#shared/i18n/translate'
import { type LevelNames, NO_LEVEL_NAMES } from '#shared/level-names'
import { levelShown } from '../schools'
import { csvFile, headersOf, xlsxFile } from '../../lib/spreadsheet-files'

export { neutraliseFormula } from '../../lib/spreadsheet-files'

/** A row of the file; the level as the school names it in the reader's language (the import reads every spelling back). */
const cells = (names: LevelNames) => (s: StudentSummary) => [s.name, s.studentNumber, s.parentNumber, s.class.name, levelShown(s.level, names), s.department.name, s.nisn ?? '']
/** The header row in the reader's language (English: Name, Student ID, …); the import reads it back in any. */
const headers = () => headersOf('studentFiles.columns', STUDENT_FILE_KEYS)

/**
 * CSV with a header row, UTF-8 with a byte-order mark so spreadsheets read accents right. Levels are named
 * as the reader sees them (the school's names, else "Junior" / "SMP (Kelas VII–IX)"); the import takes those too.
 */
export function studentsCsv(students: StudentSummary[], names: LevelNames = NO_LEVEL_NAMES): Buffer {
  return csvFile(headers(), students.map(cells(names)))
}

/** XLSX with a bold header row; every cell is text, so parent numbers keep their leading zeros. */
export async function studentsXlsx(students: StudentSummary[], names: LevelNames = NO_LEVEL_NAMES): Promise<Buffer> {
  return xlsxFile(translate('studentFiles.sheet'), headers(), students.map(cells(names)), [28, 14, 14, 8, 8, 16, 13])
}
