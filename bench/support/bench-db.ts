import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { AppConfig, DatabaseTarget } from '../../src/server/config'
import { loadConfig } from '../../src/server/config'
import { bootstrap } from '../../src/server/bootstrap'
import { createDb, type DbHandle, optimizePlanner } from '../../src/server/db/create-db'
import { sweep } from '../../src/server/maintenance'
import { citusWorkersOf, dropCitusDatabase, joinCitusDatabase } from '../../src/server/test/citus-database'
import { LARGE, seedLargeSchool, type SeedOptions, type SeedResult } from './large-school'

/** PostgreSQL for the benchmarks: BENCH_DATABASE_URL, when it names one. */
export function benchPostgresUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined
}

export interface ThrowawayDatabase {
  /** DATABASE_URL for the app: a SQLite file path or a postgres:// address. */
  url: string
  target: DatabaseTarget
  drop(): Promise<void>
}

/**
 * A new, empty database: a SQLite file in a temporary folder, or a new database on the
 * PostgreSQL server of `postgresUrl` (named rollcall_bench_<pid>_<label>), dropped by drop().
 * When that server's database is a Citus coordinator's (the citus extension in it, as CITUS_URL's
 * `rollcall` database), the new database joins the cluster as the tests' do (citus-database.ts):
 * made on every worker with the extension, the workers registered; drop() drops it on every node.
 */
export async function throwawayDatabase(label: string, postgresUrl?: string): Promise<ThrowawayDatabase> {
  if (!postgresUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rollcall-bench-${label}-`))
    const file = path.join(dir, 'bench.db')
    return { url: file, target: { kind: 'sqlite', file }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
  }
  const name = `rollcall_bench_${process.pid}_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`
  const workers = await citusWorkersOf(postgresUrl)
  await adminQuery(postgresUrl, `create database "${name}"`)
  const drop = async () => {
    await adminQuery(postgresUrl, `drop database if exists "${name}" with (force)`)
    if (workers) await dropCitusDatabase(postgresUrl, name, workers)
  }
  if (workers) await joinCitusDatabase(postgresUrl, name, workers).catch(async (error: unknown) => {
    await drop() // half-joined: the workers may already hold it
    throw error
  })
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), target: { kind: 'postgres', url: url.toString() }, drop }
}

async function adminQuery(postgresUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** The configuration the app would read for this database, without a web app or logs. */
export function benchConfig(target: DatabaseTarget): AppConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent', DEMO: '0' }), database: target, webDist: null }
}

/**
 * Seeds the large school into an empty database, then refreshes planner statistics as
 * the hourly sweep (SQLite) or autovacuum (PostgreSQL) would, and closes it again.
 */
export async function seedAndAnalyze(target: DatabaseTarget, options: SeedOptions): Promise<SeedResult & { analyzeSeconds: number }> {
  const handle: DbHandle = createDb(target)
  try {
    const result = await seedLargeSchool(handle, options)
    const started = performance.now()
    const ctx = await bootstrap(handle, benchConfig(target))
    if (ctx.schoolId !== LARGE.schoolId) throw new Error(`expected school ${LARGE.schoolId}, got ${ctx.schoolId}`)
    await sweep(ctx)
    await optimizePlanner(handle, { full: true })
    await ctx.events.close()
    return { ...result, analyzeSeconds: (performance.now() - started) / 1000 }
  } finally {
    await handle.db.destroy()
  }
}

/**
 * A database holding the large school, for a benchmark that only reads it: seeded now into a
 * throwaway database, or, with BENCH_SEED_CACHE=<folder> and SQLite, kept in that folder and
 * reused by later runs (seeding is deterministic; the file name carries a fingerprint of the
 * generator and the migrations, so a change to either seeds anew).
 */
export async function seededDatabase(label: string, options: SeedOptions, postgresUrl?: string) {
  const cacheDir = process.env.BENCH_SEED_CACHE
  if (postgresUrl || !cacheDir) {
    const db = await throwawayDatabase(label, postgresUrl)
    return { db, seed: await seedAndAnalyze(db.target, options), cached: false }
  }
  const file = path.resolve(cacheDir, `large-${options.students}x${options.days}-${seedFingerprint()}.db`)
  const db: ThrowawayDatabase = { url: file, target: { kind: 'sqlite', file }, drop: async () => {} }
  if (fs.existsSync(file)) return { db, seed: null, cached: true }
  fs.mkdirSync(cacheDir, { recursive: true })
  const partial = `${file}.partial`
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(partial + suffix, { force: true })
  const seed = await seedAndAnalyze({ kind: 'sqlite', file: partial }, options)
  fs.renameSync(partial, file) // only a finished seed gets the real name (closed: its WAL is checkpointed)
  return { db, seed, cached: false }
}

function seedFingerprint(): string {
  const hash = createHash('sha256')
  // The migrations' own bodies too: a migration edited after a cached school was seeded would otherwise go unnoticed.
  const migrations = fs.readdirSync('src/server/db/migrations').sort().map((name) => `src/server/db/migrations/${name}`)
  const seedFiles = [
    'bench/support/large-school.ts', 'bench/support/large-school.queries.ts', 'src/server/modules/attendance/read-model/encoding.ts',
    'src/server/modules/attendance/read-model/summaries.ts', 'src/server/db/migrator.ts',
  ]
  for (const file of [...seedFiles, ...migrations]) {
    hash.update(file)
    hash.update(fs.readFileSync(file))
  }
  return hash.digest('hex').slice(0, 10)
}

/** "1,234,567" */
export const thousands = (n: number) => Math.round(n).toLocaleString('en')
