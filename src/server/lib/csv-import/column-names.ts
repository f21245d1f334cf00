import { textsOf } from '../../i18n/request-language'
import { translate } from '#shared/i18n/translate'
import type { ImportIssue } from '#shared/contracts/csv-import'
import { LANGUAGES } from '#shared/school'

/** Each column's header in the language of the request being answered, for the messages about a file. */
export function columnHeaderIn<C extends string>(group: string, columns: readonly C[], keys: readonly string[]): (column: C) => string {
  return (column) => translate(`${group}.${keys[columns.indexOf(column)]}`)
}

/**
 * What an import accepts as each column's header besides its English name (the file format, ADR 007):
 * the header every language's export writes, from the texts under `group` (e.g. "studentFiles.columns"),
 * so a file exported in Indonesian imports back. `keys` are the columns' text keys, in the columns' order.
 */
export function columnNamesIn<C extends string>(group: string, columns: readonly C[], keys: readonly string[]): Record<C, string[]> {
  const names = columns.map((column, i) => {
    const headers = LANGUAGES.map((language) => translate(`${group}.${keys[i]}`, {}, textsOf(language).messages))
    return [column, [...new Set(headers)].filter((header) => header !== column)] as const
  })
  return Object.fromEntries(names) as Record<C, string[]>
}

/** A preview's issues with each column named as the reader's language heads it ("Nomor Induk"), after sorting by column. */
export function inReadersWords<C extends string>(issues: readonly ImportIssue[], columns: readonly C[], headerOf: (column: C) => string): ImportIssue[] {
  const isColumn = (field: string): field is C => (columns as readonly string[]).includes(field)
  return issues.map((issue) => (isColumn(issue.field) ? { ...issue, field: headerOf(issue.field) } : issue))
}
