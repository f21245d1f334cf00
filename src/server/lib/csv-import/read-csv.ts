import { CsvError, parse } from 'csv-parse/sync'
import type { ImportIssue } from '#shared/contracts/csv-import'
import { translate } from '#shared/i18n/translate'
import { AppError } from '../../errors'

export interface CsvFileSpec<C extends string> {
  /** The columns a row must have, as the file's first row names them (matched ignoring case). */
  columns: readonly C[]
  /** Other names a column goes by, matched the same way: its header in the other languages (column-names.ts). */
  alsoNamed?: Partial<Record<C, readonly string[]>>
  /** A column's header in the reader's language, for the file's messages (column-names.ts); else its own name. */
  nameOf?: (column: C) => string
  /** Columns a file may leave out (a newer column older files lack): their cells are then empty, and they are `absent`. */
  optional?: readonly C[]
  maxRows: number
}

export interface CsvRow<C extends string> {
  /** Line of the file where the row starts; the header is line 1. */
  line: number
  cells: Record<C, string>
}

export interface CsvFile<C extends string> {
  rows: CsvRow<C>[]
  /** Rows whose shape is wrong (more cells than columns): reported with the row checks. */
  issues: ImportIssue[]
  /** Named columns of the file that are not in the spec, as written there. */
  ignoredColumns: string[]
  /** The spec's optional columns the file leaves out. */
  absent: C[]
}

/** A problem with the file as a whole: 400, nothing read further. */
export const fileProblem = (key: string, values: Record<string, string | number> = {}) =>
  new AppError(400, 'import_file_invalid', translate(`import.file.${key}`, values))

/**
 * Our exports put an apostrophe before a cell starting with = + - @ tab or CR (after any quotes of
 * its own), so a spreadsheet shows it as text (see neutraliseFormula). Reading such a file back
 * takes that one apostrophe off again: "'=1" is "=1", "''=1" is "'=1", "'x" stays "'x".
 */
export function removeFormulaGuard(cell: string): string {
  return /^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell
}

const lineBreaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0

/** Comma, unless the header line has semicolons and no commas (spreadsheets in many European locales). */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/))
  return !header.includes(',') && header.includes(';') ? ';' : ','
}

/** csv-parse's codes for the mistakes people make with quotes, in plain words. */
const QUOTING_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'import.file.quoteNotClosed',
  CSV_INVALID_CLOSING_QUOTE: 'import.file.quoteInCell',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'import.file.quoteInCell',
  INVALID_OPENING_QUOTE: 'import.file.quoteInCell',
}

function parseRecords(text: string): { cells: string[]; line: number }[] {
  // Lines are counted here, not taken from csv-parse's `lines`, which counts a CRLF inside a
  // quoted cell twice: each record takes one line plus the line breaks inside its cells.
  let linesBefore = 0
  const starts: number[] = []
  try {
    const records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (cells, context) => {
        starts.push(1 + linesBefore + context.empty_lines)
        linesBefore += 1 + cells.reduce((n, cell) => n + lineBreaks(cell), 0)
        return cells
      },
    })
    return records.map((cells, i) => ({ cells, line: starts[i]! }))
  } catch (error) {
    if (error instanceof CsvError) {
      // An unclosed quote is noticed only at the end of the file: name the line after the last whole row.
      const line = error.code === 'CSV_QUOTE_NOT_CLOSED' ? linesBefore + 1 : ((error as CsvError & { lines?: number }).lines ?? 1)
      const known = QUOTING_PROBLEMS[error.code]
      throw fileProblem('malformed', { line, reason: known ? translate(known) : error.message })
    }
    throw error
  }
}

/**
 * Reads a CSV import file: UTF-8 (with or without a byte-order mark), a header row naming the
 * spec's columns (or their other names) in any order and case, then one row per record. Cells are trimmed and lose the
 * export's formula guard; rows whose cells are all empty are skipped. Whatever makes the whole file
 * unusable (empty, no header, missing columns, too many rows, broken quoting) is a 400; bytes that are
 * not UTF-8 never get this far (csv-body.ts), so U+FFFD here is a character of the text like any other.
 */
export function readCsvFile<C extends string>(text: string | undefined, spec: CsvFileSpec<C>): CsvFile<C> {
  if (!text || text.replace(/^\uFEFF/, '').trim() === '') throw fileProblem('empty')
  const [header, ...records] = parseRecords(text)
  if (!header) throw fileProblem('empty')

  const nameOf = spec.nameOf ?? ((column: C) => column)
  const names = header.cells.map((cell) => cell.replace(/^\uFEFF/, '').trim())
  const indexOf = new Map<C, number>()
  const ignoredColumns: string[] = []
  names.forEach((name, index) => {
    const lower = name.toLowerCase()
    const column = spec.columns.find((c) => c.toLowerCase() === lower || spec.alsoNamed?.[c]?.some((other) => other.toLowerCase() === lower))
    if (!column) {
      if (name !== '') ignoredColumns.push(name)
      return
    }
    if (indexOf.has(column)) throw fileProblem('repeatedColumn', { column: nameOf(column) })
    indexOf.set(column, index)
  })
  const absent = spec.columns.filter((c) => !indexOf.has(c) && spec.optional?.includes(c))
  const missing = spec.columns.filter((c) => !indexOf.has(c) && !absent.includes(c))
  if (missing.length > 0) {
    throw fileProblem('missingColumns', { expected: spec.columns.filter((c) => !spec.optional?.includes(c)).map(nameOf).join(', '), missing: missing.map(nameOf).join(', ') })
  }

  const named = names.filter((n) => n !== '').length
  const rows: CsvRow<C>[] = []
  const issues: ImportIssue[] = []
  for (const { cells, line } of records) {
    const values = cells.map((cell) => removeFormulaGuard(cell.trim()).trim())
    if (values.every((v) => v === '')) continue
    if (rows.length === spec.maxRows) {
      const count = records.filter((r) => r.cells.some((c) => c.trim() !== '')).length
      throw fileProblem('tooManyRows', { count: count.toLocaleString('en'), max: spec.maxRows.toLocaleString('en') })
    }
    // Trailing empty cells (a spreadsheet's unused columns) are harmless; text past the columns is not.
    if (values.slice(names.length).some((v) => v !== '') || values.slice(0, names.length).some((v, i) => v !== '' && names[i] === '')) {
      issues.push({ line, field: '', message: translate('import.errors.tooManyCells', { count: values.findLastIndex((v) => v !== '') + 1, columns: named }) })
    }
    const entries = spec.columns.map((column) => [column, indexOf.has(column) ? (values[indexOf.get(column)!] ?? '') : ''] as const)
    rows.push({ line, cells: Object.fromEntries(entries) as Record<C, string> })
  }
  if (rows.length === 0) throw fileProblem('noRows')
  return { rows, issues, ignoredColumns, absent }
}
