import { createHash } from 'node:crypto'
import type pg from 'pg'

/**
 * Named prepared statements on PostgreSQL (ADR 033). node-postgres prepares a query once per
 * connection when it is sent as `{ name, text, values }`, then sends only the name and the values: the
 * server parses and plans it once per connection, not on every call. Kysely sends plain text, so the
 * pool handed to Kysely (create-db.ts) gives each connection a `query` that looks the text up here and
 * sends the known ones by name. The hot path's statements are registered as they are first compiled
 * (db/precompiled.ts); everything else goes as before.
 */
const names = new Map<string, string>()

/** Registers this SQL text to be sent as a named prepared statement; returns its name (one per text). */
export function nameStatement(text: string): string {
  let name = names.get(text)
  if (!name) names.set(text, (name = `rc_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`))
  return name
}

const NAMED = Symbol('rollcall named statements')

/** The client, its `query` sending registered texts by name (once per client; cursors and configs pass through). */
export function withNamedStatements(client: pg.PoolClient): pg.PoolClient {
  const marked = client as pg.PoolClient & { [NAMED]?: true }
  if (marked[NAMED]) return client
  // The prototype's method, looked up at each call (a test or a tool may wrap it later).
  const query = (...args: unknown[]): unknown => Reflect.apply(Object.getPrototypeOf(client).query, client, args)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ;(client as any).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof config === 'string' ? names.get(config) : undefined
    if (name && typeof values !== 'function') return query({ name, text: config, values }, callback)
    return query(config, values, callback)
  }
  marked[NAMED] = true
  return client
}

/** The pool as Kysely's PostgresDialect uses it (connect, end), each connection sending registered texts by name. */
export function namedStatementPool(pool: pg.Pool) {
  return {
    connect: async () => withNamedStatements(await pool.connect()),
    end: () => pool.end(),
  }
}
