import { CompiledQuery, PostgresAdapter } from 'kysely'
import type { Db } from './create-db'
import type { Database } from './schema'

/** Rows per statement: each batch travels as one parameter, so no parameter limit applies. */
const BULK_ROWS = 5_000

/**
 * Many rows of a table of text and integer columns (integers named in `integers`) in a few short
 * statements: on SQLite each batch is one JSON array read with json_each, on PostgreSQL one array per
 * column, unnested. Nothing is compiled per row: thousands of rows go in a fraction of the time a
 * multi-row VALUES list takes to build, bind and parse. Columns are those of the rows (a missing one is null).
 */
export async function insertManyRows(db: Db, table: keyof Database, rows: readonly object[], integers: readonly string[] = []): Promise<void> {
  if (rows.length === 0) return
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const names = columns.map((c) => `"${c}"`).join(', ')
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  for (let from = 0; from < rows.length; from += BULK_ROWS) {
    const batch = rows.slice(from, from + BULK_ROWS) as Record<string, unknown>[]
    if (postgres) {
      const arrays = columns.map((c) => batch.map((row) => row[c] ?? null))
      const unnest = columns.map((c, i) => `$${i + 1}::${integers.includes(c) ? 'integer' : 'text'}[]`).join(', ')
      await db.executeQuery(CompiledQuery.raw(`insert into "${table}" (${names}) select * from unnest(${unnest})`, arrays))
    } else {
      const values = JSON.stringify(batch.map((row) => columns.map((c) => row[c] ?? null)))
      const fields = columns.map((_, i) => `value ->> ${i}`).join(', ')
      await db.executeQuery(CompiledQuery.raw(`insert into "${table}" (${names}) select ${fields} from json_each(?)`, [values]))
    }
  }
}
