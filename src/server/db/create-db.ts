import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { DatabaseTarget } from '../config'
import type { Database } from './schema'
import { namedStatementPool } from './named-statements'

export type Db = Kysely<Database>
export type DatabaseKind = DatabaseTarget['kind']

export interface DbHandle {
  db: Db
  kind: DatabaseKind
  /** Only for PostgreSQL: the pool, the address and schema, for LISTEN/NOTIFY. */
  postgres?: { pool: pg.Pool; url: string; schema: string }
}

export interface CreateDbOptions {
  /** PostgreSQL schema to use instead of `public` (tests isolate themselves this way). */
  pgSchema?: string
  poolSize?: number
}

export function createDb(target: DatabaseTarget, options: CreateDbOptions = {}): DbHandle {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    })
    // An idle connection the server ends (a restart, a failover, a dropped database) is an 'error' on the
    // pool; unheard, it would end the process. The pool drops that connection and opens another when asked.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`))
    return {
      // Hot statements go as named prepared statements (named-statements.ts).
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatementPool(pool) }) }),
      kind: 'postgres',
      postgres: { pool, url: target.url, schema: options.pgSchema ?? 'public' },
    }
  }

  return { db: sqliteKysely(openSqlite(target.file)), kind: 'sqlite' }
}

/** The SQLite file (made if missing), with the pragmas every connection of the app uses. */
export function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new SqliteDatabase(file)
  // WAL lets readers go on while one writer commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return sqlite
}

/** What Kysely and the statement cache use of a SQLite database. */
export type SqliteConnection = Pick<SqliteDatabase.Database, 'prepare' | 'close'>

/** Kysely over an open SQLite database, its statements prepared once (`withStatementCache`). */
export function sqliteKysely(sqlite: SqliteConnection): Db {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  if ('unsafeMode' in sqlite) rawSqlite.set(db, sqlite as SqliteDatabase.Database)
  return db
}

/** The SQLite database under a Kysely instance made by sqliteKysely, for the migrator's schema edits (sqlite-schema-edit.ts). */
const rawSqlite = new WeakMap<object, SqliteDatabase.Database>()
export const sqliteUnder = (db: object): SqliteDatabase.Database | undefined => rawSqlite.get(db)

/** Statements kept prepared per SQLite connection: the app's queries are a few hundred distinct texts at most. */
export const STATEMENT_CACHE_SIZE = 500

/**
 * The database as Kysely's SQLite driver sees it, with `prepare` remembered by SQL text. The
 * driver prepares every query anew, which costs more than running a small one. A statement is
 * compiled again by SQLite itself when the schema changes, so a cached one stays correct; one
 * still being iterated (a streamed query) is busy, and gets a fresh, uncached twin meanwhile.
 * Least recently used first out when the cache is full.
 */
export function withStatementCache(sqlite: SqliteConnection, size = STATEMENT_CACHE_SIZE) {
  const statements = new Map<string, SqliteDatabase.Statement>()
  return {
    close: () => {
      statements.clear()
      sqlite.close()
    },
    prepare: (text: string) => {
      const cached = statements.get(text)
      if (cached) {
        statements.delete(text)
        statements.set(text, cached)
        return cached.busy ? sqlite.prepare(text) : cached
      }
      const statement = sqlite.prepare(text)
      if (statements.size >= size) statements.delete(statements.keys().next().value!)
      statements.set(text, statement)
      return statement
    },
  }
}

/**
 * Refreshes the query planner's statistics. SQLite keeps none unless asked, and
 * plans the dashboard's joins well only with them; `pragma optimize` is cheap when
 * nothing changed. PostgreSQL's autovacuum analyzes on its own; `full` asks it
 * now, for a database that has just been loaded in bulk.
 */
export async function optimizePlanner(handle: Pick<DbHandle, 'db' | 'kind'>, options: { full?: boolean } = {}): Promise<void> {
  if (handle.kind === 'sqlite') await sql`pragma optimize`.execute(handle.db)
  else if (options.full) await sql`analyze`.execute(handle.db)
}
