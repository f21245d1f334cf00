import { type RawBuilder, sql } from 'kysely'
import { searchFold } from '#shared/search-fold'

/**
 * The one place a search text becomes a `like` pattern: `%text%` folded as names are
 * (searchFold: letter case in every script, accents), with the text's own % _ \ escaped by \
 * (so they match themselves). Use it with `escape '\'`, as contains() does.
 */
export function containsPattern(text: string): string {
  return `%${searchFold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * `search_column like '%text%'`: the column holds searchFold of a name (users.search_name,
 * classes.search_name), so a search finds a name however it is typed, on either engine alike.
 */
export function contains(searchColumn: `${string}.search_name`, text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(searchColumn)} like ${containsPattern(text)} escape '\\'`
}
