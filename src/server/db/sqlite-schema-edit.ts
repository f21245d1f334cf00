import type SqliteDatabase from 'better-sqlite3'

/**
 * Changes a CHECK constraint of a SQLite table in place, the way SQLite's documentation describes for
 * constraints that only loosen ("Making Other Kinds Of Table Schema Changes", sqlite.org/lang_altertable.html):
 * rewrite the table's CREATE statement in sqlite_schema and bump schema_version, inside the migration's
 * transaction. Rebuilding the table instead would need foreign keys off, which SQLite allows only outside
 * a transaction, and `users` is referenced by a dozen tables that cascade.
 *
 * Only for a change every existing row already satisfies (a new allowed value): SQLite does not re-check
 * the rows. The table's statement must contain `from` exactly once. Defensive mode (on by default in
 * better-sqlite3) forbids writing sqlite_schema, so it is lifted for these statements only.
 */
export function rewriteTableCheck(sqlite: SqliteDatabase.Database, table: string, from: string, to: string): void {
  rewriteTableDefinition(sqlite, table, [[from, to]])
}

/**
 * The same for several edits of one table's statement at once, each `from` found exactly once: also what
 * the same page of SQLite's documentation allows besides a loosened CHECK, a NOT NULL or FOREIGN KEY
 * constraint removed (the rows on disk do not change).
 */
export function rewriteTableDefinition(sqlite: SqliteDatabase.Database, table: string, edits: readonly (readonly [string, string])[]): void {
  const statement = sqlite.prepare(`select sql from sqlite_schema where type = 'table' and name = ?`).pluck().get(table) as string | undefined
  if (!statement) throw new Error(`No table ${table}`)
  let rewritten = statement
  for (const [from, to] of edits) {
    if (rewritten.split(from).length !== 2) throw new Error(`The definition of ${table} does not hold ${from} exactly once`)
    rewritten = rewritten.replace(from, to)
  }
  const version = sqlite.pragma('schema_version', { simple: true }) as number
  sqlite.unsafeMode(true)
  try {
    sqlite.pragma('writable_schema = ON')
    sqlite.prepare(`update sqlite_schema set sql = ? where type = 'table' and name = ?`).run(rewritten, table)
    sqlite.pragma(`schema_version = ${version + 1}`)
  } finally {
    sqlite.pragma('writable_schema = OFF')
    sqlite.unsafeMode(false)
  }
  const problems = sqlite.pragma('quick_check', { simple: true })
  if (problems !== 'ok') throw new Error(`After changing ${table}: ${String(problems)}`)
}
