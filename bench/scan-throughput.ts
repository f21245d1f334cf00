/**
 * The gate at 07:00, and the server's memory meanwhile. The real server (its own process, bundled and run by
 * plain Node as `npm start` runs it) on a school of 100,000 students with 20 days of history, loaded by
 * autocannon at 10 and then 50 connections, every request a fresh valid code for a different student; and, in
 * the same run and with the same loads, the floors of the same stack (support/floor-server.ts): a bare Fastify
 * JSON POST, and the same with one Ed25519 check and one INSERT on the same engine (SQLite; PostgreSQL when
 * given). Each load's connections stay open from its warm-up to its end, as a gate's scanners keep theirs: the
 * first half-second after 50 connections open at the same moment is slow on any CPU-bound route, the floor's as
 * much as ours (up to ~0.4 s here, while neither server's event loop stops for 20 ms), so that second is
 * reported apart and not judged. The machine is shared and noisy, so throughput is judged as a ratio to the floor with one write, and
 * the tail against that floor's tail, in the same run. At 50 connections two rounds (one at 10), alternating
 * floors and app; requests/s is the mean of the rounds, p50/p99 those of all their answers together, max the
 * slowest answer of any. Beside the client's
 * times, the server's own for the same scans (its request log, ADR 018): a gap between the two is time spent
 * waiting before the handler. The server's resident memory is sampled every 100 ms during the load.
 *
 *   npx tsx bench/scan-throughput.ts [--quick]              # SQLite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/scan-throughput.ts   # SQLite, then PostgreSQL too
 *   BENCH_DATABASE_URL=… npx tsx bench/scan-throughput.ts --postgres-only   # that PostgreSQL alone: no floor, no SQLite
 *
 * BENCH_DATABASE_URL may be a Citus coordinator's database (CITUS_URL's, scripts/citus-cluster.sh): the
 * throwaway database then joins the cluster (support/bench-db.ts) and the rows say `citus`. On PostgreSQL,
 * the CPU of the server process and of the database's backends during the measured rounds at 50 connections is
 * reported per request; on a cluster the coordinator's and the workers' apart (support/database-cpu.ts).
 * `--postgres-only` is for bench/citus-compare.ts, which sets a cluster beside one PostgreSQL: the floors and
 * SQLite are then left out, so no budget but RSS is judged. BENCH_SCAN_STUDENTS and BENCH_SCAN_DAYS change
 * the school's size.
 *
 * The server runs with `npm start`'s own logging (LOG_LEVEL's default, one line per request,
 * ADR 018), written to a file as under a service manager.
 *
 * Budgets, at 50 connections (ADR 054): on SQLite at least 30% of the SQLite floor-with-one-write's requests/s,
 * on PostgreSQL at least 20% of PostgreSQL's; on each, a client p99 no worse than 3× that floor's p99 and no
 * scan waiting longer than 250 ms; server RSS ≤ 200 MB. With both engines (ADR 033): PostgreSQL at least 60% of
 * SQLite's requests/s and a p99 no worse than 3× SQLite's.
 *
 * Then, on SQLite, the anatomy of a scan (support/scan-anatomy.ts): the same work in this process
 * without HTTP, one scan after another, with SQLite's own time per statement, set beside the
 * floor's whole request (1 s ÷ its requests/s).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { bootstrap } from '../src/server/bootstrap'
import { DEFAULT_LOG_LEVEL } from '../src/server/config'
import type { AppContext } from '../src/server/context'
import { createDb } from '../src/server/db/create-db'
import { startServerProcess, type ServerProcess } from '../src/server/test/server-process'
import { benchConfig, benchPostgresUrl, seedAndAnalyze, thousands, throwawayDatabase } from './support/bench-db'
import { Cleanup } from './support/cleanup'
import { serverBuild } from './support/server-build'
import { LARGE, studentId } from './support/large-school'
import { openEveryDay } from './support/large-school.queries'
import { type BenchRow, QUICK, report } from './support/report'
import { type ServerSideTimes, serverSideTimesOfRounds } from './support/request-log'
import { type FloorName, floorRow, scanRows } from './support/scan-rows'
import { type ScanAnatomy, scanAnatomy } from './support/scan-anatomy'
import { describe, floorCodes, issueCodes, loadWithCodes, type LoadResult, mean, sampleMemory, startFloorServer, summary } from './support/scan-load'
import { loadAverage, writeFigures } from './support/compare-figures'
import { databaseCpuMeter, databaseEngine, describeNodeCpu, type Engine, type NodeCpu } from './support/database-cpu'
import { processTreeCpuSeconds } from './support/process-cpu'

// Quick: enough students that 2 s of load cannot use them all (MAX_RATE.app codes a second).
const STUDENTS = Number(process.env.BENCH_SCAN_STUDENTS ?? (QUICK ? 10_000 : 100_000))
const DAYS = Number(process.env.BENCH_SCAN_DAYS ?? (QUICK ? 2 : 20))
/** Only the PostgreSQL (or Citus) target, for bench/citus-compare.ts. */
const POSTGRES_ONLY = process.argv.includes('--postgres-only')
// 8 s: at this machine's rates (over 3,000 scans a second) three loads of 10 s would need more students than one school has.
const SECONDS = QUICK ? 2 : 8
const WARMUP_SECONDS = QUICK ? 0 : 2
/** Rounds at each number of connections: the budgets are judged at 50. */
const LOADS = [{ connections: 10, rounds: 1 }, { connections: 50, rounds: QUICK ? 1 : 2 }] as const
const JUDGED = 50
/** Every app load of the run, each taking its share of the students (a code is for a student not scanned yet). */
const APP_LOADS = LOADS.reduce((n, l) => n + l.rounds, 0)
const ANATOMY_SCANS = QUICK ? 200 : 1_000
/** The load's students; the last ANATOMY_SCANS are kept for the anatomy (a code needs a student who exists). */
const LOAD_STUDENTS = STUDENTS - ANATOMY_SCANS
/** Codes prepared per second of load: more than either server can take, so they never run out. */
const MAX_RATE = { app: 5_000, floor: 15_000 }
const BUDGET = { ratio: { sqlite: 0.3, postgres: 0.2 }, p99OfFloor: 3, maxMs: 250, rssMb: 200, postgresShare: 0.6, postgresP99: 3 }

interface Target {
  kind: 'sqlite' | 'postgres'
  /** What the rows' db column says: sqlite, postgres, or citus. */
  engine: 'sqlite' | Engine
  /** PostgreSQL's DATABASE_URL, for reading its nodes' CPU. */
  url?: string
  /** PostgreSQL: CPU seconds during the measured rounds (the server process, each database node), and the requests then. */
  cpu?: { app: number; nodes: NodeCpu[]; requests: number; loadBefore: number[]; loadAfter: number[] }
  ctx: AppContext
  /** The SQLite file, for the anatomy; undefined on PostgreSQL. */
  file?: string
  server: ServerProcess
  cookie: string
  nextStudent: number
  /** Its loads' results by number of connections, each with the time it was measured in. */
  rounds: Map<number, (LoadResult & { window: { from: number; to: number } })[]>
  memory: { start: number; peak: number }
  /** The server's request log (ADR 018), read for the server's own time per scan once it stopped. */
  logFile: string
  /** The server's own times by number of connections, from that log. */
  inServer: Map<number, ServerSideTimes>
}

const cleanup = new Cleanup()

async function prepare(kind: Target['kind']): Promise<Target> {
  const db = await throwawayDatabase(`scan_${kind}`, kind === 'postgres' ? benchPostgresUrl() : undefined)
  cleanup.add(() => db.drop())
  const seeded = await seedAndAnalyze(db.target, { students: STUDENTS, days: DAYS })
  const engine = kind === 'sqlite' ? 'sqlite' : await databaseEngine(db.url)
  console.log(`${engine}: seeded ${thousands(STUDENTS)} students × ${DAYS} days (${thousands(seeded.records)} records) in ${seeded.seconds.toFixed(0)} s`)
  const handle = createDb(db.target)
  cleanup.add(() => handle.db.destroy())
  const ctx = await bootstrap(handle, benchConfig(db.target))
  cleanup.add(() => ctx.events.close())
  // Scans record "today" on the real clock, which may be a weekend: every day is a school day here.
  await openEveryDay(handle.db, ctx.schoolId)
  const logFile = path.join(os.tmpdir(), `rollcall-scan-bench-${process.pid}-${kind}.log`)
  // BENCH_KEEP_LOGS=1 keeps the server's log, to look for what held up the slowest scans (each line has its `ms`).
  if (process.env.BENCH_KEEP_LOGS === '1') console.log(`${kind}: the server logs to ${logFile}`)
  else cleanup.add(async () => fs.rmSync(logFile, { force: true }))
  const server = await startServerProcess({ DATABASE_URL: db.url, DEMO: '0', LOG_LEVEL: DEFAULT_LOG_LEVEL }, { entry: serverEntry, logFile })
  cleanup.add(() => server.stop())
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'staff', identifier: LARGE.headEmail, password: LARGE.password }),
  })
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!
  const file = db.target.kind === 'sqlite' ? db.target.file : undefined
  return { kind, engine, url: kind === 'postgres' ? db.url : undefined, ctx, file, server, cookie, nextStudent: 0, rounds: new Map(), memory: { start: Infinity, peak: 0 }, logFile, inServer: new Map() }
}

async function loadApp(target: Target, connections: number, loadsLeft: number): Promise<void> {
  const count = Math.min(Math.floor((LOAD_STUDENTS - target.nextStudent) / loadsLeft), (SECONDS + WARMUP_SECONDS) * MAX_RATE.app)
  const first = target.nextStudent
  const ids = Array.from({ length: count }, (_, i) => studentId(first + i))
  const codes = await issueCodes(target.ctx, ids)
  const memory = sampleMemory(target.server.pid)
  // PostgreSQL: the CPU of the measured part of the round (after the warm-up), the server's and the database's.
  const meters: { app?: () => number; db?: Awaited<ReturnType<typeof databaseCpuMeter>>; loadBefore?: number[] } = {}
  let from = Date.now()
  const result = await loadWithCodes({
    base: target.server.base, path: '/api/qr/scan', cookie: target.cookie, codes, connections, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS,
    beforeMeasured: async () => {
      from = Date.now()
      if (!target.url || connections !== JUDGED) return
      // The server and the processes it started (its workers, WORKERS > 1: ADR 055).
      const treeBefore = processTreeCpuSeconds(target.server.pid)
      meters.app = () => processTreeCpuSeconds(target.server.pid) - treeBefore
      meters.db = await databaseCpuMeter(target.url)
      meters.loadBefore = loadAverage()
    },
  })
  // The students whose codes were not taken are not scanned yet: the next load gives them new codes.
  target.nextStudent = first + result.used
  if (meters.app && meters.db) {
    const [appSeconds, nodes] = [meters.app(), await meters.db.stop()]
    const before = target.cpu
    target.cpu = {
      app: (before?.app ?? 0) + appSeconds,
      nodes: nodes.map((n) => {
        const earlier = before?.nodes.find((b) => b.node === n.node)
        return { ...n, seconds: n.seconds + (earlier?.seconds ?? 0), wholeServer: n.wholeServer + (earlier?.wholeServer ?? 0) }
      }),
      requests: (before?.requests ?? 0) + result.sent,
      loadBefore: before?.loadBefore ?? meters.loadBefore!,
      loadAfter: loadAverage(),
    }
  }
  const { start, peak } = memory.stop()
  target.memory = { start: Math.min(target.memory.start, start), peak: Math.max(target.memory.peak, peak) }
  target.rounds.set(connections, [...(target.rounds.get(connections) ?? []), { ...result, window: { from, to: Date.now() } }])
  console.log(`${target.engine}, ${connections} connections: ${describe(result)}; RSS ${start.toFixed(0)} → peak ${peak.toFixed(0)} MB`)
  if (result.ok === 0) throw new Error(`${target.engine}: no scan was accepted in ${SECONDS} s: nothing was measured`)
}


const started = performance.now()
const floorSecret = randomBytes(32).toString('base64url')
const targets: Target[] = []
/** The floors' results: `bare`, and the floor with one write on each engine, by number of connections. */
const floorRounds = new Map<string, LoadResult[]>()
const floorKey = (name: FloorName, connections: number) => `${name}@${connections}`
let floorPeakRss = 0
let serverEntry: string | undefined
let anatomy: ScanAnatomy | undefined
try {
  if (POSTGRES_ONLY && !benchPostgresUrl()) throw new Error('--postgres-only needs BENCH_DATABASE_URL=postgres://…')
  const bundle = await serverBuild()
  cleanup.add(async () => bundle.remove())
  serverEntry = bundle.entry
  const floors: { name: FloorName; server: Awaited<ReturnType<typeof startFloorServer>>; path: string }[] = []
  if (!POSTGRES_ONLY) {
    const floorDb = await throwawayDatabase('scan_floor')
    cleanup.add(() => floorDb.drop())
    const server = await startFloorServer(floorDb.url, floorSecret)
    cleanup.add(() => server.stop())
    floors.push({ name: 'bare', server, path: '/bare' }, { name: 'sqlite', server, path: '/scan' })
    targets.push(await prepare('sqlite'))
    if (benchPostgresUrl()) {
      const floorPg = await throwawayDatabase('scan_floor_pg', benchPostgresUrl())
      cleanup.add(() => floorPg.drop())
      const pgServer = await startFloorServer('', floorSecret, floorPg.url)
      cleanup.add(() => pgServer.stop())
      floors.push({ name: 'postgres', server: pgServer, path: '/scan' })
    }
  }
  if (benchPostgresUrl()) targets.push(await prepare('postgres'))
  let appLoadsLeft = APP_LOADS
  for (const { connections, rounds } of LOADS) {
    for (let round = 1; round <= rounds; round++, appLoadsLeft--) {
      for (const floor of floors) {
        // The bare floor only reads the body: a few codes sent over and over.
        const bare = floor.name === 'bare'
        const codes = floorCodes(floorSecret, 'floor-school', bare ? 100 : (SECONDS + WARMUP_SECONDS) * MAX_RATE.floor)
        const memory = sampleMemory(floor.server.pid)
        const result = await loadWithCodes({ base: floor.server.base, path: floor.path, codes, connections, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, cycle: bare })
        floorPeakRss = Math.max(floorPeakRss, memory.stop().peak)
        const key = floorKey(floor.name, connections)
        floorRounds.set(key, [...(floorRounds.get(key) ?? []), result])
        console.log(`round ${round}, floor ${floor.name}, ${connections} connections: ${describe(result)}`)
      }
      for (const target of targets) await loadApp(target, connections, appLoadsLeft)
    }
  }
  for (const target of targets) {
    await target.server.stop() // its last log lines are written as it ends
    for (const [connections, rounds] of target.rounds) {
      target.inServer.set(connections, serverSideTimesOfRounds(target.logFile, '/api/qr/scan', rounds.map((r) => r.window)))
    }
  }
  const sqlite = targets.find((t) => t.file)
  if (sqlite?.file) {
    const ids = Array.from({ length: ANATOMY_SCANS }, (_, i) => studentId(LOAD_STUDENTS + i))
    const sessionToken = decodeURIComponent(sqlite.cookie.slice(sqlite.cookie.indexOf('=') + 1))
    anatomy = await scanAnatomy({ file: sqlite.file, config: benchConfig({ kind: 'sqlite', file: sqlite.file }), sessionToken, studentIds: ids })
    console.log(`\nanatomy of a scan, ${anatomy.scans} in process (SQLite's own time per statement, per scan):`)
    for (const t of anatomy.statements) console.log(`  ${(t.microseconds / anatomy.scans).toFixed(1).padStart(7)} µs  ${t.sql.slice(0, 110)}`)
  }
} finally {
  await cleanup.run()
}

const rows: BenchRow[] = []
for (const { connections } of LOADS) {
  for (const name of ['bare', 'sqlite', 'postgres'] as const) {
    const rounds = floorRounds.get(floorKey(name, connections))
    if (rounds) rows.push(floorRow(name, connections, rounds))
  }
}
if (floorRounds.size) rows.push({ benchmark: 'memory', measure: 'floor server RSS under the same load (also run by tsx)', db: 'sqlite', value: `${floorPeakRss.toFixed(0)} MB peak`, budget: 'reference', met: null })
for (const t of targets) {
  for (const { connections } of LOADS) {
    const budget = connections === JUDGED ? { ratio: BUDGET.ratio[t.kind], p99OfFloor: BUDGET.p99OfFloor, maxMs: BUDGET.maxMs } : null
    rows.push(...scanRows(t.engine, STUDENTS, connections, t.rounds.get(connections)!, floorRounds.get(floorKey(t.kind, connections)), t.inServer.get(connections)!, budget))
  }
  rows.push({ benchmark: 'memory', measure: `server RSS under the scan load, ${thousands(STUDENTS)} students`, db: t.engine,
    value: `${t.memory.peak.toFixed(0)} MB peak (${t.memory.start.toFixed(0)} MB before)`, budget: `≤ ${BUDGET.rssMb} MB`, met: t.memory.peak <= BUDGET.rssMb })
  const judgedRounds = t.rounds.get(JUDGED)!
  if (t.cpu) {
    const { app, nodes, requests } = t.cpu
    const { rate, p50, p99, max } = summary(judgedRounds)
    rows.push({ benchmark: 'scan', measure: `CPU during the measured rounds at ${JUDGED} connections: the server process, and the database's backends${t.engine === 'citus' ? ' on the coordinator and on each worker' : ''} (/proc)`, db: t.engine,
      value: `app ${app.toFixed(1)} s = ${thousands((1e6 * app) / requests)} µs a request; ${describeNodeCpu(nodes, requests)}; ${thousands(requests)} requests`, budget: 'reported', met: null })
    const seconds = judgedRounds.length * SECONDS
    writeFigures({ benchmark: 'scan throughput', engine: t.engine as Engine, requests, seconds, requestsPerSecond: rate, scansPerSecond: mean(judgedRounds.map((r) => r.ok)) / SECONDS,
      p50, p99, appSeconds: app, nodes, loadBefore: t.cpu.loadBefore, loadAfter: t.cpu.loadAfter,
      note: `one school of ${thousands(STUDENTS)} students × ${DAYS} days, ${JUDGED} connections, ${judgedRounds.length} × ${SECONDS} s; max ${max} ms; server RSS peak ${t.memory.peak.toFixed(0)} MB` })
  }
}
// PostgreSQL beside SQLite in the same run (ADR 033).
const [onSqlite, onPostgres] = (['sqlite', 'postgres'] as const).map((kind) => targets.find((t) => t.kind === kind))
if (onSqlite && onPostgres) {
  const rateOf = (t: Target) => summary(t.rounds.get(JUDGED)!).rate
  const p99Of = (t: Target) => summary(t.rounds.get(JUDGED)!).p99
  const share = rateOf(onPostgres) / rateOf(onSqlite)
  const tail = p99Of(onPostgres) / p99Of(onSqlite)
  rows.push({ benchmark: 'scan', measure: 'POST /api/qr/scan, PostgreSQL beside SQLite (ADR 033)', db: onPostgres.engine,
    value: `${(100 * share).toFixed(0)}% of SQLite's requests/s, p99 ${tail.toFixed(1)}× SQLite's`,
    budget: `≥ ${BUDGET.postgresShare * 100}%, p99 ≤ ${BUDGET.postgresP99}×`, met: share >= BUDGET.postgresShare && tail <= BUDGET.postgresP99 })
}
const sqliteFloor = floorRounds.get(floorKey('sqlite', JUDGED))
if (anatomy && sqliteFloor) {
  const floorMicroseconds = 1e6 / summary(sqliteFloor).rate
  rows.push(
    { benchmark: 'scan', measure: 'floor: its whole request (1 s ÷ its requests/s)', db: 'sqlite', value: `${floorMicroseconds.toFixed(0)} µs; ${BUDGET.ratio.sqlite * 100}% of floor leaves a scan ${(floorMicroseconds / BUDGET.ratio.sqlite).toFixed(0)} µs`, budget: 'reference', met: null },
    { benchmark: 'scan', measure: `a scan in process, no HTTP: session and school reads, scanCode (${anatomy.scans} scans)`, db: 'sqlite',
      value: `${anatomy.microsecondsPerScan.toFixed(0)} µs, of which SQLite ${anatomy.sqliteMicrosecondsPerScan.toFixed(0)} µs in ${anatomy.statementsPerScan.toFixed(0)} statements = ${(anatomy.sqliteMicrosecondsPerScan / floorMicroseconds).toFixed(1)}× the floor's request`,
      budget: 'reported', met: null },
  )
}
console.log(`\nscan throughput: ${LOADS.map((l) => `${l.rounds} round(s) at ${l.connections} connections`).join(', ')}, each ${SECONDS} s (+${WARMUP_SECONDS} s warm-up), in ${((performance.now() - started) / 1000).toFixed(0)} s`)
report(rows)
