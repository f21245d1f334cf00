import { stringify } from 'csv-stringify/sync'
import type { FastifyReply } from 'fastify'
import writeExcelFile from 'write-excel-file/node'
import { formatRate } from '#shared/attendance-rate'
import { translate } from '#shared/i18n/translate'

/** One row of an exported file: text, a count that spreadsheets may sum, or a fraction shown as a percentage. */
export type FileCell = string | number | { percent: number }

/**
 * A file's header row in the language of the request being answered (ADR 030): the texts under `group`
 * (e.g. "studentFiles.columns") for each column key, in order. Outside a request, English.
 */
export const headersOf = (group: string, keys: readonly string[]): string[] => keys.map((key) => translate(`${group}.${key}`))

/** 0.925 → "92.5%", as a CSV cell reads: the screens' own wording of a rate (src/shared/attendance-rate.ts). */
export const percentText = (fraction: number) => formatRate(fraction)

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a student named "=HYPERLINK(…)" must stay text. OWASP's advice: prefix a quote.
 * Text that already starts with quotes before such a character ("'=") gets one more, so that
 * taking one off (removeFormulaGuard, the import) gives back exactly the text, whatever it was.
 */
export function neutraliseFormula(value: string): string {
  return /^'*[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/**
 * CSV with a header row, CRLF line ends, UTF-8 with a byte-order mark so spreadsheets read accents right.
 * A cell holding a line break of any kind is quoted: csv-stringify quotes only the record delimiter
 * (CRLF), and a spreadsheet ends the row at a bare LF or CR (a note of two lines) outside quotes.
 */
export function csvFile(columns: readonly string[], rows: FileCell[][]): Buffer {
  const cellText = (cell: FileCell) =>
    typeof cell === 'string' ? neutraliseFormula(cell) : typeof cell === 'number' ? String(cell) : percentText(cell.percent)
  const safe = rows.map((row) => row.map(cellText))
  const text = stringify([[...columns], ...safe], { record_delimiter: 'windows', quoted_match: /[\r\n]/ })
  return Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(text)])
}

/**
 * XLSX of one sheet named `sheet` (the reader's word for what it holds; at most 31 characters, none of
 * \ / ? * [ ] :), with a bold header row that stays in view. Text cells are typed as text (never run as
 * formulas, and numbers such as parent numbers keep their leading zeros); counts stay numbers;
 * percentages are numbers formatted as percentages, so they still sort and average.
 */
export async function xlsxFile(sheet: string, columns: readonly string[], rows: FileCell[][], widths: number[]): Promise<Buffer> {
  const header = columns.map((value) => ({ value, fontWeight: 'bold' as const }))
  const body = rows.map((row) =>
    row.map((value) =>
      typeof value === 'number'
        ? { value, type: Number }
        : typeof value === 'string'
          ? { value, type: String }
          : { value: value.percent, type: Number, format: '0.0%' },
    ),
  )
  return writeExcelFile([header, ...body], { sheet, columns: widths.map((width) => ({ width })), stickyRowsCount: 1 }).toBuffer()
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

/** Sends an export as a download named `<name>.<format>`, never cached. */
export function sendFile(reply: FastifyReply, name: string, format: keyof typeof CONTENT_TYPES, body: Buffer) {
  return reply
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store')
    .type(CONTENT_TYPES[format])
    .send(body)
}
