import { type RawBuilder, sql } from 'kysely'

/**
 * The one place a search text becomes a `like` pattern: `%text%` in lower case, with the text's own
 * % _ \ escaped by \ (so they match themselves). Use it with `escape '\'`, as contains() does.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** `lower(column) like '%text%'`, with the text's own % _ \ matched literally (any letter case, either engine). */
export function contains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`
}
