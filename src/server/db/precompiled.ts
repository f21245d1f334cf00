import { type Compilable, CompiledQuery, PostgresAdapter, type QueryResult } from 'kysely'
import type { Db } from './create-db'
import { nameStatement } from './named-statements'

/**
 * Queries of the hottest path (a QR scan at the gate) compiled once, not built again per call.
 * Building and compiling a Kysely query costs tens of microseconds, as much as SQLite takes to run a
 * small statement (bench/support/scan-anatomy.ts measured about 40% of an in-process scan in the
 * query builder). A precompiled query is written with Kysely as usual, with `arg(i)` where the i-th
 * value of each call goes; it is compiled on first use for each engine (SQLite, PostgreSQL), and each call sends the same
 * SQL text with new values: the SQLite statement cache (create-db.ts) then prepares it once, and on PostgreSQL
 * the text is sent as a named prepared statement (named-statements.ts), parsed and planned once per connection.
 */
const MARK = '\u0000precompiled-arg:'

/** The i-th value of each call (0-based), where a query is written. Typed to fit any column. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const arg = (i: number): any => `${MARK}${i}`

export interface Precompiled<R> {
  /** Runs the query on `db` (or a transaction) with these values for arg(0), arg(1)… */
  run(db: Db, args: readonly unknown[]): Promise<QueryResult<R>>
}

type Slot = { arg: number } | { value: unknown }

export function precompiled<R>(build: (db: Db) => Compilable<R>): Precompiled<R> {
  // By the engine's SQL dialect (its adapter): the same text serves every database of that engine.
  const compiled = new Map<unknown, { sql: string; slots: Slot[] }>()
  return {
    run(db, args) {
      const engine = db.getExecutor().adapter.constructor
      let query = compiled.get(engine)
      if (!query) {
        const { sql, parameters } = build(db).compile()
        const slots = parameters.map((p): Slot => (typeof p === 'string' && p.startsWith(MARK) ? { arg: Number(p.slice(MARK.length)) } : { value: p }))
        if (db.getExecutor().adapter instanceof PostgresAdapter) nameStatement(sql)
        compiled.set(engine, (query = { sql, slots }))
      }
      const parameters = query.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value))
      return db.executeQuery<R>(CompiledQuery.raw(query.sql, parameters))
    },
  }
}
