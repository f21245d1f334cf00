import type { ImportIssue } from '#shared/contracts/csv-import'
import { translate } from '#shared/i18n/translate'
import { type LevelNames, levelNamed } from '#shared/level-names'
import type { CsvRow } from '../../lib/csv-import/read-csv'
import { levelShown } from '../schools'

/**
 * A file's Level cells read as the school's levels (ADR 045): "Junior", "SMP (Kelas VII–IX)", "SMP" or the
 * school's own name all become 'Junior' before the row checks. A cell that names no level keeps its text, and
 * its row's message lists the names the reader sees (`explain`).
 */
export function readLevels<C extends string>(rows: CsvRow<C | 'Level'>[], names: LevelNames) {
  const unknown = new Set<number>()
  const read = rows.map((row) => {
    const cell = row.cells.Level
    const level = cell === undefined || cell.trim() === '' ? undefined : levelNamed(cell, names)
    if (cell !== undefined && cell.trim() !== '' && !level) unknown.add(row.line)
    return level ? { ...row, cells: { ...row.cells, Level: level } } : row
  })
  const either = () => translate('levelNames.either', { junior: levelShown('Junior', names), senior: levelShown('Senior', names) })
  const message = () => translate('import.errors.level', { levels: either() })
  return {
    rows: read as CsvRow<C>[],
    explain: (issues: ImportIssue[]) => issues.map((issue) => (issue.field === 'Level' && unknown.has(issue.line) ? { ...issue, message: message() } : issue)),
  }
}
