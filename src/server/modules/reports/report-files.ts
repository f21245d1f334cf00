import {
  RANGE_FILE_COLUMNS,
  type ReportCounts,
  type StudentRangeRow,
  WARNING_FILE_COLUMNS,
  type WarningList,
  type WarningsResponse,
} from '#shared/contracts/reports'
import { csvFile, type FileCell, xlsxFile } from '../../lib/spreadsheet-files'

type Format = 'csv' | 'xlsx'

const rate = (fraction: number | null): FileCell => (fraction === null ? '' : { percent: fraction })
const countCells = (c: ReportCounts): FileCell[] => [c.present, c.late, c.absent, c.sick, c.permission, c.notRecorded]
const schoolDaysOf = (c: ReportCounts) => c.present + c.late + c.absent + c.sick + c.permission + c.notRecorded

function file(format: Format, columns: readonly string[], rows: FileCell[][], widths: number[]): Promise<Buffer> | Buffer {
  return format === 'csv' ? csvFile(columns, rows) : xlsxFile(columns, rows, widths)
}

/** The range report's table, every row; rates as percentages. */
export function rangeReportFile(format: Format, rows: readonly StudentRangeRow[]) {
  const cells = rows.map((r) => [r.name, r.className, r.schoolDays, ...countCells(r.counts), rate(r.rate)])
  return file(format, RANGE_FILE_COLUMNS, cells, [28, 10, 12, 9, 9, 9, 9, 11, 13, 15])
}

/** One early-warning list, in the order the screen shows it. */
export function warningsFile(format: Format, list: WarningList, warnings: WarningsResponse) {
  if (list === 'low-rate') {
    const cells = warnings.lowRate.map((r) => [r.name, r.className, rate(r.rate), schoolDaysOf(r.counts), ...countCells(r.counts)])
    return file(format, WARNING_FILE_COLUMNS[list], cells, [28, 10, 15, 12, 9, 9, 9, 9, 11, 13])
  }
  const cells = warnings.absentStreaks.map((r) => [r.name, r.className, r.days, r.since])
  return file(format, WARNING_FILE_COLUMNS[list], cells, [28, 10, 26, 14])
}
