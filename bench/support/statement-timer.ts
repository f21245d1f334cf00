import { performance } from 'node:perf_hooks'
import type SqliteDatabase from 'better-sqlite3'
import type { SqliteConnection } from '../../src/server/db/create-db'

export interface StatementTime {
  sql: string
  calls: number
  microseconds: number
}

/**
 * A SQLite connection whose statements time every run, get, all and iterate by SQL text: the
 * time SQLite itself (through better-sqlite3) spends, without Kysely's building and compiling.
 * For benchmarks only; hand it to `sqliteKysely`.
 */
export function timedSqlite(sqlite: SqliteDatabase.Database): { connection: SqliteConnection; times(): StatementTime[]; reset(): void } {
  const bySql = new Map<string, StatementTime>()
  const timed = (statement: SqliteDatabase.Statement): SqliteDatabase.Statement => {
    const entry = (): StatementTime => {
      const sql = statement.source.replace(/\s+/g, ' ')
      let found = bySql.get(sql)
      if (!found) bySql.set(sql, (found = { sql, calls: 0, microseconds: 0 }))
      return found
    }
    const time = <T>(run: () => T): T => {
      const started = performance.now()
      try {
        return run()
      } finally {
        const e = entry()
        e.calls++
        e.microseconds += (performance.now() - started) * 1000
      }
    }
    // Native methods need the statement itself as `this`: everything else is passed through bound.
    return new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown
        if (key === 'run' || key === 'get' || key === 'all' || key === 'iterate') {
          const method = value as (...args: unknown[]) => unknown
          return (...args: unknown[]) => time(() => method.apply(target, args))
        }
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
  }
  return {
    connection: { prepare: ((text: string) => timed(sqlite.prepare(text))) as SqliteConnection['prepare'], close: () => sqlite.close() },
    times: () => [...bySql.values()].sort((a, b) => b.microseconds - a.microseconds),
    reset: () => bySql.clear(),
  }
}
