import { type RawBuilder, sql } from 'kysely'

/** `lower(column) like '%text%'`, with the text's own % _ \ matched literally (any letter case, either engine). */
export function contains(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`
}
