import type { ImportIssue } from '#shared/contracts/csv-import'
import { translate } from '#shared/i18n/translate'
import { badRequest } from '../../errors'

/**
 * An import's issues as the sync's 400: keyed `<list>.<index>.<field>` (an entry's "line" is its index),
 * each import column named by its JSON field (the engine names them by the reader's column headers).
 */
export function entriesRefused<C extends string>(
  list: 'classes' | 'students' | 'teachers' | 'lessons',
  issues: readonly ImportIssue[],
  invalid: number,
  columns: readonly C[],
  headerOf: (column: C) => string,
  fieldOf: Record<C, string>,
) {
  const fieldByHeader = new Map(columns.map((column) => [headerOf(column), fieldOf[column]]))
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[`${list}.${issue.line}.${fieldByHeader.get(issue.field) ?? issue.field}`] ??= issue.message
  return badRequest(fields, translate('roster.invalid', { count: invalid }))
}
