import type { z } from 'zod'
import type { ImportAction, ImportCounts, ImportIssue } from '#shared/contracts/csv-import'
import { translate } from '#shared/i18n/translate'
import type { CsvRow } from './read-csv'

/**
 * Checks each row's cells with the row schema (keyed by column name, so an issue's field is the
 * column a person sees). Every issue of every row is kept, in the words of the shared messages.
 * Returns the parsed value for the rows that passed; undefined for the others.
 */
export function checkRows<C extends string, S extends z.ZodType>(
  rows: CsvRow<C>[],
  schema: S,
  issues: ImportIssue[],
): (z.output<S> | undefined)[] {
  return rows.map((row) => {
    const result = schema.safeParse(row.cells)
    if (result.success) return result.data
    const seen = new Set<string>()
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '')
      if (seen.has(field)) continue
      seen.add(field)
      issues.push({ line: row.line, field, message: translate(issue.message) })
    }
    return undefined
  })
}

/**
 * A value that must be unique within the file (an id, a sign-in number): every row after the
 * first with the same key gets an issue naming the line it repeats. Empty keys are skipped.
 */
export function checkRepeats(
  rows: { line: number; key: string | undefined }[],
  field: string,
  messageKey: string,
  issues: ImportIssue[],
): void {
  const firstLine = new Map<string, number>()
  for (const { line, key } of rows) {
    if (!key) continue
    const first = firstLine.get(key)
    if (first === undefined) firstLine.set(key, line)
    else issues.push({ line, field, message: translate(messageKey, { line: first }) })
  }
}

/** Issues in file order (line, then the columns' order), for a preview that reads top to bottom. */
export function sortIssues(issues: ImportIssue[], columns: readonly string[]): ImportIssue[] {
  const order = (field: string) => (field === '' ? -1 : columns.indexOf(field))
  return [...issues].sort((a, b) => a.line - b.line || order(a.field) - order(b.field))
}

/** The counts a person checks before applying: rows with any issue count only as invalid. */
export function countRows(rows: { line: number; action: ImportAction }[], issues: ImportIssue[]): ImportCounts {
  const invalidLines = new Set(issues.map((i) => i.line))
  const counts: ImportCounts = { rows: rows.length, add: 0, update: 0, unchanged: 0, invalid: 0 }
  for (const row of rows) {
    if (invalidLines.has(row.line)) counts.invalid++
    else counts[row.action]++
  }
  return counts
}
