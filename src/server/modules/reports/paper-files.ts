import writeExcelFile, { type Cell, type CellObject } from 'write-excel-file/node'
import { type MonthlySheetResponse, RECAP_FILE_COLUMNS, type SemesterRecapResponse, type SheetRow } from '#shared/contracts/papers'
import { translate } from '#shared/i18n/translate'
import { csvFile, type FileCell, headersOf, neutraliseFormula, xlsxFile } from '../../lib/spreadsheet-files'
import { fitToOnePage } from '../../lib/xlsx-fit-to-page'

/**
 * The papers as files (ADR 047), in the reader's language (ADR 030). The monthly sheet is one A4
 * landscape page set up like the printed one: a row per student, a column per day (days that are not
 * school days shaded, holidays named down their column), the letters, the totals per student and per
 * day, and the signatures. The recap is a plain table in e-Rapor's column order.
 */

/** The order of the totals columns and of the per-day rows: attended first, then the absences, then days not recorded. */
const TOTAL_KEYS = ['present', 'late', 'sick', 'permission', 'absent', 'notRecorded'] as const
const SHADE = '#D9D9D9'
const BORDER = { borderStyle: 'thin', borderColor: '#808080' } as const
type Row = Cell[]
/** A cell's look: everything a cell object takes but its value and type. */
type Style = Omit<CellObject, 'value' | 'type'>

const letter = (mark: SheetRow['marks'][number]) =>
  mark === null ? '' : translate(`papers.monthly.letters.${mark === 'none' ? 'notRecorded' : mark}`)
const longDate = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`))
export const monthName = (locale: string, month: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`))
const text = (value: string, more: Style = {}): CellObject => ({ type: String, value: neutraliseFormula(value), ...more })
const number = (value: number, more: Style = {}): CellObject => ({ type: Number, value, align: 'center', ...BORDER, ...more })

/** The monthly class attendance sheet as XLSX. `locale` writes the month and the signing date ('id-ID': "30 November 2026"). */
export async function monthlySheetFile(sheet: MonthlySheetResponse, locale: string): Promise<Buffer> {
  const dayCount = sheet.days.length
  const width = 3 + dayCount + TOTAL_KEYS.length
  const line = (cell: CellObject, style: Style = {}): Row => [{ ...cell, ...style, columnSpan: width }, ...Array<null>(width - 1).fill(null)]
  const shaded = (k: number) => sheet.days[k]!.kind === 'off' || sheet.days[k]!.kind === 'holiday'
  const shade = (k: number) => (shaded(k) ? { backgroundColor: SHADE } : {})

  const rows: Row[] = [
    line(text(translate('papers.monthly.title').toUpperCase(), { fontWeight: 'bold', fontSize: 14, align: 'center' })),
    line(text(sheet.school.name, { fontWeight: 'bold', align: 'center' })),
    line(text(translate('papers.monthly.subtitle', { className: sheet.class.name, month: monthName(locale, sheet.month) }), { align: 'center' })),
    [],
  ]
  const head = { fontWeight: 'bold', align: 'center', alignVertical: 'center', ...BORDER } as const
  rows.push([
    text(translate('papers.monthly.number'), { ...head, rowSpan: 2 }),
    text(translate('papers.monthly.studentNumber'), { ...head, rowSpan: 2 }),
    text(translate('papers.monthly.name'), { ...head, rowSpan: 2 }),
    text(translate('papers.monthly.days'), { ...head, columnSpan: dayCount }),
    ...Array<null>(dayCount - 1).fill(null),
    text(translate('papers.monthly.total'), { ...head, columnSpan: TOTAL_KEYS.length }),
    ...Array<null>(TOTAL_KEYS.length - 1).fill(null),
  ])
  rows.push([
    null,
    null,
    null,
    ...sheet.days.map((day, k) => number(Number(day.date.slice(8)), { fontWeight: 'bold', ...shade(k) })),
    ...TOTAL_KEYS.map((key) => text(translate(`papers.monthly.letters.${key}`), head)),
  ])
  const students = sheet.rows.length
  sheet.rows.forEach((row, i) => {
    rows.push([
      number(i + 1),
      text(row.studentNumber, BORDER),
      text(row.name, BORDER),
      ...row.marks.map((mark, k) => {
        const day = sheet.days[k]!
        // A holiday is named once, down its column: the first student's cell spans them all.
        if (day.kind === 'holiday' && students > 0) {
          if (i > 0) return null
          return text(day.holiday ?? '', { rowSpan: students, textRotation: 90, align: 'center', alignVertical: 'center', fontSize: 8, backgroundColor: SHADE, ...BORDER })
        }
        return text(letter(mark), { align: 'center', ...BORDER, ...shade(k) })
      }),
      ...TOTAL_KEYS.map((key) => number(row.counts[key], { fontWeight: 'bold' })),
    ])
  })
  for (const key of TOTAL_KEYS) {
    const label = key === 'notRecorded' ? translate('status.not_recorded') : translate(`statusOption.${key}`)
    rows.push([
      text(`${label} (${translate(`papers.monthly.letters.${key}`)})`, { fontWeight: 'bold', align: 'right', columnSpan: 3, ...BORDER }),
      null,
      null,
      ...sheet.days.map((day, k) => (day.kind === 'school' ? number(day.counts[key]) : text('', { ...BORDER, ...shade(k) }))),
      ...TOTAL_KEYS.map((other) => (other === key ? number(sheet.totals[key], { fontWeight: 'bold' }) : text('', BORDER))),
    ])
  }
  rows.push([], line(text(translate('papers.monthly.legend'), { fontSize: 8 })))
  const holidays = sheet.days.filter((d) => d.kind === 'holiday')
  rows.push(line(text(`${translate('papers.monthly.holidays')}: ${holidays.length ? holidays.map((d) => `${Number(d.date.slice(8))} ${d.holiday}`).join('; ') : translate('papers.monthly.noHolidays')}`, { fontSize: 8 })))
  rows.push(...signatures(sheet, locale, width))
  const file = await writeExcelFile(rows, {
    sheet: translate('papers.monthly.sheetName', { className: sheet.class.name }).replace(/[\\/?*[\]:]/g, '-').slice(0, 31),
    columns: [{ width: 4 }, { width: 9 }, { width: 24 }, ...sheet.days.map(() => ({ width: 3 })), ...TOTAL_KEYS.map(() => ({ width: 4.5 }))],
    orientation: 'landscape',
  }, { fontFamily: 'Arial', fontSize: 9 }).toBuffer()
  return fitToOnePage(file)
}

/** Two signature blocks under the grid: the headmaster's on the left, the homeroom teacher's (with the place and date) on the right. */
function signatures(sheet: MonthlySheetResponse, locale: string, width: number): Row[] {
  const left = 3
  const right = width - 12 > left ? width - 12 : left + 1
  const pair = (a: string, b: string, style: Style = {}): Row => {
    const row: Row = Array<null>(width).fill(null)
    row[1] = text(a, { ...style, columnSpan: left - 1 })
    row[right] = text(b, { ...style, columnSpan: width - right })
    return row
  }
  const place = translate('papers.monthly.placeDate', { city: sheet.school.city ?? translate('papers.monthly.unnamed'), date: longDate(locale, sheet.signedOn) })
  const unnamed = translate('papers.monthly.unnamed')
  return [
    [],
    pair(translate('papers.monthly.knownBy'), place),
    pair(translate('papers.monthly.headmaster'), translate('papers.monthly.homeroomTeacher')),
    [],
    [],
    [],
    pair(sheet.headmaster ?? unnamed, sheet.class.homeroomTeacher ?? unnamed, { fontWeight: 'bold', textDecoration: { underline: true } }),
  ]
}

/** The recap as CSV or XLSX: e-Rapor's column order (RECAP_FILE_COLUMNS, ADR 047), a row per student. */
export function semesterRecapFile(format: 'csv' | 'xlsx', recap: SemesterRecapResponse): Promise<Buffer> | Buffer {
  const headers = headersOf('papers.recap.columns', RECAP_FILE_COLUMNS)
  const cells: FileCell[][] = recap.rows.map((r, i) => [i + 1, r.studentNumber, r.nisn ?? '', r.name, r.sick, r.permission, r.absent])
  return format === 'csv' ? csvFile(headers, cells) : xlsxFile(translate('papers.recap.sheetName'), headers, cells, [5, 14, 14, 30, 8, 8, 18])
}
