import { CompiledQuery, PostgresAdapter, type RawBuilder, sql } from 'kysely'
import type { Db } from './create-db'
import type { Database } from './schema'

/** Rows per statement: each batch travels as one parameter, so no parameter limit applies. */
const BULK_ROWS = 5_000

/**
 * Many rows as a relation an `insert … select` reads, in a statement whose text does not grow with them: on
 * PostgreSQL one array per column, unnested; on SQLite one JSON array read with json_each. Nothing is compiled
 * per row: thousands of rows go in a fraction of the time a multi-row VALUES list takes to build, bind and parse.
 */
function rowsAsRelation(postgres: boolean, columns: readonly string[], batch: readonly Record<string, unknown>[], integers: readonly string[]) {
  if (postgres) {
    const unnest = columns.map((c, i) => `$${i + 1}::${integers.includes(c) ? 'integer' : 'text'}[]`).join(', ')
    return { select: `select * from unnest(${unnest})`, parameters: columns.map((c) => batch.map((row) => row[c] ?? null)) }
  }
  // "where true": SQLite reads an ON CONFLICT after a SELECT as a join's ON without it.
  const fields = columns.map((_, i) => `value ->> ${i}`).join(', ')
  return { select: `select ${fields} from json_each(?) where true`, parameters: [JSON.stringify(batch.map((row) => columns.map((c) => row[c] ?? null)))] }
}

/** The statements of `rows`, a batch at a time, each given its relation (rowsAsRelation); their rows returned, in order. */
async function eachBatch<R>(db: Db, rows: readonly object[], integers: readonly string[], statement: (columns: string, select: string) => string): Promise<R[]> {
  if (rows.length === 0) return []
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const names = columns.map((c) => `"${c}"`).join(', ')
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const returned: R[] = []
  for (let from = 0; from < rows.length; from += BULK_ROWS) {
    const { select, parameters } = rowsAsRelation(postgres, columns, rows.slice(from, from + BULK_ROWS) as Record<string, unknown>[], integers)
    returned.push(...(await db.executeQuery<R>(CompiledQuery.raw(statement(names, select), parameters))).rows)
  }
  return returned
}

/**
 * Many rows of a table of text and integer columns (integers named in `integers`) in a few short statements
 * (rowsAsRelation). Columns are those of the rows (a missing one is null).
 */
export async function insertManyRows(db: Db, table: keyof Database, rows: readonly object[], integers: readonly string[] = []): Promise<void> {
  await eachBatch(db, rows, integers, (columns, select) => `insert into "${table}" (${columns}) ${select}`)
}

/**
 * insertManyRows for rows a unique key may already hold: those are left as they are, and the `returned` column of
 * each row this call inserted comes back (a row a concurrent writer committed first is not inserted, on
 * PostgreSQL too, since `on conflict` waits for it).
 */
export async function insertManyRowsIfAbsent<T extends keyof Database>(
  db: Db,
  table: T,
  rows: readonly object[],
  options: { key: readonly (keyof Database[T] & string)[]; returned: keyof Database[T] & string; integers?: readonly string[] },
): Promise<string[]> {
  const key = options.key.map((c) => `"${c}"`).join(', ')
  const returned = await eachBatch<Record<string, string>>(db, rows, options.integers ?? [], (columns, select) =>
    `insert into "${table}" (${columns}) ${select} on conflict (${key}) do nothing returning "${options.returned}"`)
  return returned.map((row) => row[options.returned]!)
}

/**
 * Rows of text as a relation `r` with these columns, for a statement written around it (rowsAsRelation's way, for
 * any statement): `insert … select … from (${relation}) as r`.
 */
export function textRowsRelation(db: Db, columns: readonly string[], rows: readonly (readonly (string | null)[])[]): RawBuilder<unknown> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const arrays = columns.map((_, i) => sql`${rows.map((row) => row[i] ?? null)}::text[]`)
    return sql`select * from unnest(${sql.join(arrays)}) as r(${sql.join(columns.map((c) => sql.id(c)))})`
  }
  return sql`select ${sql.join(columns.map((c, i) => sql`value ->> ${sql.lit(i)} as ${sql.id(c)}`))} from json_each(${JSON.stringify(rows)})`
}
