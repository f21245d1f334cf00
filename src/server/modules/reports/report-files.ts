import { attendedDays, countedDays } from '#shared/attendance-rate'
import {
  DAY_FILE_COLUMNS,
  type DayReportResponse,
  HISTORY_FILE_COLUMNS,
  RANGE_FILE_COLUMNS,
  type ReportCounts,
  type ReportFileHeader,
  type StudentHistoryResponse,
  type StudentRangeRow,
  WARNING_FILE_COLUMNS,
  type WarningList,
  type WarningsResponse,
} from '#shared/contracts/reports'
import { translate } from '#shared/i18n/translate'
import { csvFile, type FileCell, headersOf, xlsxFile } from '../../lib/spreadsheet-files'

type Format = 'csv' | 'xlsx'

const rate = (fraction: number | null): FileCell => (fraction === null ? '' : { percent: fraction })
const countCells = (c: ReportCounts): FileCell[] => [c.present, c.late, c.absent, c.sick, c.permission, c.notRecorded]

type Sheet = 'day' | 'range' | 'lowRate' | 'absentStreak' | 'history'

/** A report as a file, its headers and sheet name in the reader's language (ADR 030). */
function file(format: Format, sheet: Sheet, columns: readonly ReportFileHeader[], rows: FileCell[][], widths: number[]): Promise<Buffer> | Buffer {
  const headers = headersOf('reports.files.headers', columns)
  return format === 'csv' ? csvFile(headers, rows) : xlsxFile(translate(`reports.files.sheets.${sheet}`), headers, rows, widths)
}

/** The range report's table, every row; rates as percentages; then the days each left early (by student id). */
export function rangeReportFile(format: Format, rows: readonly StudentRangeRow[], leftEarly: ReadonlyMap<string, number>) {
  const cells = rows.map((r) => [r.name, r.className, r.schoolDays, ...countCells(r.counts), rate(r.rate), leftEarly.get(r.studentId) ?? 0])
  return file(format, 'range', RANGE_FILE_COLUMNS, cells, [28, 10, 12, 9, 9, 9, 9, 11, 13, 15, 11])
}

/** One early-warning list, in the order the screen shows it. */
export function warningsFile(format: Format, list: WarningList, warnings: WarningsResponse) {
  if (list === 'low-rate') {
    const cells = warnings.lowRate.map((r) => [r.name, r.className, rate(r.rate), countedDays(r.counts), ...countCells(r.counts)])
    return file(format, 'lowRate', WARNING_FILE_COLUMNS[list], cells, [28, 10, 15, 12, 9, 9, 9, 9, 11, 13])
  }
  const cells = warnings.absentStreaks.map((r) => [r.name, r.className, r.days, r.since])
  return file(format, 'absentStreak', WARNING_FILE_COLUMNS[list], cells, [28, 10, 26, 14])
}

/** The day report's table: a row per class, in the screen's order, then the school's totals; "Yes"/"No" in the reader's words. */
export function dayReportFile(format: Format, report: DayReportResponse) {
  const taken = (notTaken: boolean) => (!report.isSchoolDay ? '' : translate(notTaken ? 'reports.files.no' : 'reports.files.yes'))
  const cells = report.classes.map((c) => [c.className, c.department, c.students, ...countCells(c.counts), taken(c.notTaken)])
  cells.push([translate('reports.files.allClasses'), '', report.totals.students, ...countCells(report.totals), ''])
  return file(format, 'day', DAY_FILE_COLUMNS, cells, [14, 18, 10, 9, 9, 9, 9, 11, 13, 17])
}

/**
 * A student's school days, oldest first: the status as the screen names it ("Not recorded" when none)
 * and the note; then the attendance rate the screen shows, and what it counts in words.
 */
export function historyFile(format: Format, history: StudentHistoryResponse) {
  const cells: FileCell[][] = history.days.map((d) => [
    d.date,
    d.status ? translate(`statusOption.${d.status}`) : translate('status.not_recorded'),
    d.note ?? '',
  ])
  const words = translate('reports.rateWords', { attended: attendedDays(history.counts), count: countedDays(history.counts) })
  cells.push([translate('reports.files.rateRow'), rate(history.rate), words])
  return file(format, 'history', HISTORY_FILE_COLUMNS, cells, [16, 14, 40])
}

/** "attendance-ana-lopez-2026-09-01-to-2026-11-20": the student's name as letters and digits only. */
export function historyFileName(history: StudentHistoryResponse): string {
  const name = history.student.name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()
  return `attendance-${name || 'student'}-${history.from}-to-${history.to}`
}
