import { stringify } from 'csv-stringify/sync'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import type { ImportIssue } from '#shared/contracts/csv-import'
import { neutraliseFormula } from '../../modules/students'
import { AppError } from '../../errors'
import { readCsvFile, removeFormulaGuard } from './read-csv'
import { checkRepeats, checkRows, countRows, sortIssues } from './row-checks'

/** The engine knows no domain: a teacher-like file shows it. */
const spec = { columns: ['Name', 'Email'] as const, maxRows: 3 }

function fileError(text: string): string {
  try {
    readCsvFile(text, spec)
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.message
    throw error
  }
  throw new Error('no error')
}

describe('readCsvFile', () => {
  it('numbers rows by the line they start on, past blank lines and cells that span lines', () => {
    const file = readCsvFile('email,NAME\r\n\r\na@x.io,"Two\r\nLines"\r\n  b@x.io ,  Bee  \r\n', spec)
    expect(file.rows).toEqual([
      { line: 3, cells: { Name: 'Two\r\nLines', Email: 'a@x.io' } },
      { line: 5, cells: { Name: 'Bee', Email: 'b@x.io' } },
    ])
    expect(file.issues).toEqual([])
  })

  it('takes the export’s formula guard off every kind of cell it protects, and only those', () => {
    // Text with quotes of its own before a formula character keeps them: "'=" exported and read back is "'=" again.
    for (const value of ['=1+1', '+62 811', '-5', '@home', '\tTab', '\rCR', "'=", "'=1+1", "''-5", "'quoted", "'", "x'=1"]) {
      expect(removeFormulaGuard(neutraliseFormula(value)), value).toBe(value)
    }
    expect(neutraliseFormula("'=1")).toBe("''=1")
    expect(removeFormulaGuard("'quoted")).toBe("'quoted")
    const file = readCsvFile(stringify([['Name', 'Email'], ["'=SUM(A1)", "'@x"]]), spec)
    expect(file.rows[0]!.cells).toEqual({ Name: '=SUM(A1)', Email: '@x' })
  })

  it('reads past unknown columns and names them; flags text beyond the columns', () => {
    const file = readCsvFile('Name,Notes,Email,,\nAda,hi,ada@x.io,,\nBob,,bob@x.io,,oops\n', spec)
    expect(file.ignoredColumns).toEqual(['Notes'])
    expect(file.rows.map((r) => r.cells.Name)).toEqual(['Ada', 'Bob'])
    expect(file.issues).toEqual([{ line: 3, field: '', message: 'This row has 5 cells but the first row names 3 columns' }])
  })

  it('accepts exactly the row limit and refuses one more', () => {
    const rows = (n: number) => stringify([['Name', 'Email'], ...Array.from({ length: n }, (_, i) => [`P${i}`, `p${i}@x.io`])])
    expect(readCsvFile(rows(3), spec).rows).toHaveLength(3)
    expect(fileError(rows(4))).toBe('The file has 4 rows; at most 3 can be imported at once. Split it into smaller files.')
  })

  it('says what is wrong with an unusable file', () => {
    expect(fileError('\uFEFF  \n')).toMatch(/^The file is empty/)
    expect(fileError('Name,Email\n,\n')).toBe('The file has a header row but no rows to import.')
    expect(fileError('Name\nAda\n')).toBe('The first row must name the columns Name, Email. Missing: Email.')
    expect(fileError('Name,Email,EMAIL\n')).toBe('The column “Email” appears twice in the first row.')
  })

  it('reads U+FFFD as the character it is: bytes that are not UTF-8 are refused before, as bytes (csv-body.ts)', () => {
    expect(readCsvFile('Name,Email\nAd\uFFFD,a@x.io\n', spec).rows[0]!.cells.Name).toBe('Ad\uFFFD')
  })
})

describe('row checks', () => {
  const schema = z.object({ Name: z.string().min(1, 'validation.required'), Email: z.email('validation.email') })

  it('turns each column’s first problem into a line, field and message, and counts rows with any problem as invalid', () => {
    const { rows } = readCsvFile('Name,Email\nAda,ada@x.io\n,nope\nAda,bob@x.io\n', spec)
    const issues: ImportIssue[] = []
    const values = checkRows(rows, schema, issues)
    expect(values).toEqual([{ Name: 'Ada', Email: 'ada@x.io' }, undefined, { Name: 'Ada', Email: 'bob@x.io' }])
    checkRepeats(rows.map((r) => ({ line: r.line, key: r.cells.Name })), 'Name', 'import.errors.repeatedStudentId', issues)
    expect(sortIssues(issues, spec.columns)).toEqual([
      { line: 3, field: 'Name', message: 'This field is required' },
      { line: 3, field: 'Email', message: 'Enter a valid email address' },
      { line: 4, field: 'Name', message: 'This Student ID is also on line 2' },
    ])
    const counts = countRows(rows.map((r) => ({ line: r.line, action: 'add' as const })), issues)
    expect(counts).toEqual({ rows: 3, add: 1, update: 0, unchanged: 0, invalid: 2 })
  })
})
