/**
 * Many schools, one PostgreSQL, several app instances. Three instances of the real server
 * (each its own process, the bundle run by plain Node with `npm start`'s flags and logging) on one
 * throwaway PostgreSQL database, 20 schools of 1,000 students seeded straight into the tables
 * (support/many-schools.ts), then the morning mix, spread round-robin over the instances and the
 * schools: QR scans (fresh valid codes, one per student, as scan-throughput.ts issues them), roll calls
 * (PUT /api/attendance/roll for a whole class of a school) and dashboards (GET /api/attendance/day).
 * Each school's headmaster chose the school's code (POST /api/schools/choose) and signed in once; the
 * session and the school cookie go with every request, to whichever instance gets it.
 *
 *   npx tsx bench/many-schools.ts [--quick]     # PostgreSQL at BENCH_DATABASE_URL, else 127.0.0.1:5432 user postgres
 *   BENCH_DATABASE_URL=$CITUS_URL npx tsx bench/many-schools.ts   # on a Citus cluster (scripts/citus-cluster.sh)
 *
 * On a Citus coordinator's database (CITUS_URL's) the throwaway database joins the cluster
 * (support/bench-db.ts), the migrator distributes the tables by school, and the rows say `citus`; the
 * database's CPU is then the coordinator's backends and each worker's, reported apart
 * (support/database-cpu.ts). bench/citus-compare.ts runs this beside plain PostgreSQL.
 *
 * Prints throughput (requests/s and acknowledged scans/s), p50 and p99 per kind, each instance's
 * peak RSS, then checks in the database that every acknowledged scan (a 2xx answer) is stored exactly
 * once, school by school (records of today by method `qr` against the acknowledged scans of that
 * school), that each school's roll calls stored their classes, and that no school holds a record of
 * another school's student. Exits non-zero when a check fails. Reported figures, no budget; what they
 * say about a district or a country is in docs/scaling.md (the school named per request: ADR 034).
 * Scanned students are the first half of each school's classes, roll calls take the other half.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { bootstrap } from '../src/server/bootstrap'
import { DEFAULT_LOG_LEVEL } from '../src/server/config'
import { forSchool } from '../src/server/context'
import { createDb, optimizePlanner } from '../src/server/db/create-db'
import { SeededRandom } from '../src/server/db/demo/seeded-random'
import { startServerProcess, type ServerProcess } from '../src/server/test/server-process'
import { benchConfig, benchPostgresUrl, thousands, throwawayDatabase } from './support/bench-db'
import { Cleanup } from './support/cleanup'
import { type BenchSchool, describeSchools, MANY, seedManySchools } from './support/many-schools'
import { checkStoredOnce, type SchoolTally } from './support/many-schools-check'
import { loadAverage, writeFigures } from './support/compare-figures'
import { databaseCpuMeter, databaseEngine, describeNodeCpu, type Engine } from './support/database-cpu'
import { type MixJob, runMix } from './support/mix-load'
import { cpuMeter } from './support/process-cpu'
import { type BenchRow, percentile, QUICK, report } from './support/report'
import { issueCodes, sampleMemory } from './support/scan-load'
import { serverBuild } from './support/server-build'

const INSTANCES = 3
const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? (QUICK ? 4 : 20))
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? (QUICK ? 160 : 1_000))
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 30))
const WARMUP_SECONDS = QUICK ? 0 : 3
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (QUICK ? 6 : 30))
/** The morning mix, out of 20 requests: mostly the gate, some roll calls, staff glancing at the dashboard. */
const MIX: [Kind, number][] = [['scan', 16], ['roll call', 1], ['dashboard', 3]]
const KINDS = ['scan', 'roll call', 'dashboard'] as const
type Kind = (typeof KINDS)[number]
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'

interface SchoolState extends SchoolTally {
  cookie: string
  codes: { code: string; studentId: string }[]
  nextCode: number
  rollClasses: string[]
  nextRoll: number
}

class NoPostgres extends Error {}

const cleanup = new Cleanup()
const rows: BenchRow[] = []
/** `citus` once the database is seen to be a Citus coordinator's. */
let engine: Engine = 'postgres'
const failures: string[] = []

async function signIn(base: string, school: BenchSchool): Promise<string> {
  const chose = await fetch(`${base}/api/schools/choose`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: school.slug }),
  })
  if (chose.status !== 200) throw new Error(`choosing ${school.slug} failed: ${chose.status} ${await chose.text()}`)
  const schoolCookie = chose.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('rollcall_school='))!
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: schoolCookie },
    body: JSON.stringify({ kind: 'staff', identifier: school.headEmail, password: MANY.password }),
  })
  if (login.status !== 200) throw new Error(`sign-in to ${school.slug} failed: ${login.status} ${await login.text()}`)
  const session = login.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('rollcall_session='))!
  return `${schoolCookie}; ${session}`
}

/** The n-th request of the load: instance n mod 3, school n mod SCHOOLS (coprime with 3 at 20), kind by a seeded draw. */
function jobs(states: SchoolState[], today: string) {
  const rng = new SeededRandom(20261126)
  return (n: number): MixJob<Kind> | null => {
    const state = states[n % states.length]!
    const instance = n % INSTANCES
    const kind = rng.weighted(MIX)
    const { school, cookie } = state
    if (kind === 'scan') {
      const next = state.codes[state.nextCode++]
      if (!next) return null
      return { kind, instance, method: 'POST', path: '/api/qr/scan', cookie, body: { code: next.code },
        onAnswer: (status, body) => {
          if (status < 200 || status >= 300) return
          const answer = body as { outcome?: string; student?: { id?: string } } | null
          const id = answer?.student?.id ?? ''
          if (!state.studentSet.has(id)) state.foreignAnswers++
          if (answer?.outcome === 'arrived') state.ackedScans.push(id)
        } }
    }
    if (kind === 'roll call') {
      const classId = state.rollClasses[state.nextRoll++ % state.rollClasses.length]!
      const c = school.classes.indexOf(classId)
      const entries = school.students.slice(c * MANY.classSize, (c + 1) * MANY.classSize).map((studentId) => ({ studentId, status: 'present' }))
      return { kind, instance, method: 'PUT', path: '/api/attendance/roll', cookie, body: { classId, date: today, entries },
        onAnswer: (status) => {
          if (status >= 200 && status < 300) state.savedClasses.add(classId)
        } }
    }
    return { kind, instance, method: 'GET', path: `/api/attendance/day?date=${today}`, cookie }
  }
}



const started = performance.now()
try {
  const postgres = benchPostgresUrl() ?? DEFAULT_POSTGRES
  const db = await throwawayDatabase('many_schools', postgres).catch((error: unknown) => {
    throw new NoPostgres(`no PostgreSQL at ${new URL(postgres).host} (${error instanceof Error ? error.message : String(error)})`)
  })
  cleanup.add(() => db.drop())
  engine = await databaseEngine(db.url)
  const schools = describeSchools(SCHOOLS, STUDENTS)
  const handle = createDb(db.target)
  cleanup.add(() => handle.db.destroy())
  const seedStarted = performance.now()
  await seedManySchools(handle, schools)
  const ctx = await bootstrap(handle, benchConfig(db.target))
  cleanup.add(() => ctx.events.close())
  await optimizePlanner(handle, { full: true })
  console.log(`${engine}: seeded ${SCHOOLS} schools × ${thousands(STUDENTS)} students in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`)

  const bundle = await serverBuild()
  cleanup.add(async () => bundle.remove())
  const servers: ServerProcess[] = []
  for (let i = 0; i < INSTANCES; i++) {
    const logFile = path.join(os.tmpdir(), `rollcall-many-schools-${process.pid}-${i}.log`)
    cleanup.add(async () => fs.rmSync(logFile, { force: true }))
    const server = await startServerProcess({ DATABASE_URL: db.url, DEMO: '0', LOG_LEVEL: DEFAULT_LOG_LEVEL }, { entry: bundle.entry, logFile })
    cleanup.add(() => server.stop())
    servers.push(server)
  }
  console.log(`${INSTANCES} instances: ${servers.map((s) => `pid ${s.pid} at ${s.base}`).join(', ')}`)

  const states: SchoolState[] = []
  for (const school of schools) {
    const cookie = await signIn(servers[school.index % INSTANCES]!.base, school)
    const half = Math.ceil(school.classes.length / 2)
    states.push({ school, studentSet: new Set(school.students), cookie, codes: [], nextCode: 0, rollClasses: school.classes.slice(half), nextRoll: 0, ackedScans: [],
      savedClasses: new Set(), foreignAnswers: 0 })
  }
  // Codes live 60 s: issued for every scannable student (the first half of the classes) just before the load.
  const today = new Date().toISOString().slice(0, 10)
  const issuing = performance.now()
  for (const state of states) {
    const half = Math.ceil(state.school.classes.length / 2)
    const ids = state.school.students.slice(0, half * MANY.classSize)
    const codes = await issueCodes(forSchool(ctx, state.school.id), ids)
    state.codes = codes.map((code, i) => ({ code, studentId: ids[i]! }))
  }
  // Past ~25 s, the first school's codes would expire (60 s) before the load's end: refusals, not slowness.
  console.log(`codes issued for ${thousands(states.reduce((n, s) => n + s.codes.length, 0))} students in ${((performance.now() - issuing) / 1000).toFixed(1)} s`)

  const next = jobs(states, today)
  let counter = 0
  const numbered = (_n: number) => next(counter++)
  const bases = servers.map((s) => s.base)
  if (WARMUP_SECONDS > 0) await runMix({ bases, kinds: KINDS, connections: CONNECTIONS, seconds: WARMUP_SECONDS, next: numbered })
  const loadBefore = loadAverage()
  const memory = servers.map((s) => sampleMemory(s.pid))
  const appCpu = cpuMeter(servers.map((s) => s.pid))
  const dbCpu = await databaseCpuMeter(db.url)
  const result = await runMix({ bases, kinds: KINDS, connections: CONNECTIONS, seconds: SECONDS, next: numbered })
  const peaks = memory.map((m) => m.stop())
  const cpu = { app: appCpu(), nodes: await dbCpu.stop() }
  const loadAfter = loadAverage()
  if (result.endedEarly) console.log(`the load ended early: ${result.endedEarly} (the scannable students ran out)`)

  const total = KINDS.reduce((sum, k) => sum + result.byKind[k].latencies.length, 0)
  const scansPerSecond = result.byKind.scan.ok / result.seconds
  console.log(`\n${thousands(total)} requests in ${result.seconds.toFixed(1)} s over ${INSTANCES} instances and ${SCHOOLS} schools, ${CONNECTIONS} connections; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  rows.push({ benchmark: 'many schools', measure: `morning mix, ${INSTANCES} instances, ${SCHOOLS} schools × ${thousands(STUDENTS)} students, ${CONNECTIONS} connections`, db: engine,
    value: `${thousands(total / result.seconds)} req/s, ${thousands(scansPerSecond)} scans/s acknowledged`, budget: 'reported', met: null })
  for (const kind of KINDS) {
    const r = result.byKind[kind]
    const refused = Object.entries(r.refused).map(([s, c]) => `${c}× ${s}`).join(', ')
    const latency = r.latencies.length ? `p50 ${percentile(r.latencies, 50).toFixed(0)} ms, p99 ${percentile(r.latencies, 99).toFixed(0)} ms` : 'none answered'
    rows.push({ benchmark: 'many schools', measure: `${kind} (${thousands(r.sent)} sent)`, db: engine,
      value: `${latency}; ${thousands(r.ok)} ok${refused ? `, refused ${refused}` : ''}${r.errors ? `, ${r.errors} errors` : ''}`, budget: 'reported', met: null })
    if (r.errors || refused) failures.push(`${kind}: ${refused || 'no refusals'}, ${r.errors} errors`)
  }
  rows.push({ benchmark: 'memory', measure: 'each instance\'s RSS under the mix, peak', db: engine,
    value: peaks.map((p, i) => `#${i + 1} ${p.peak.toFixed(0)} MB`).join(', '), budget: 'reported', met: null })
  // CPU per request depends less on the busy host than a rate does: what docs/scaling.md can size from.
  rows.push({ benchmark: 'many schools', measure: `CPU during the measured load: the 3 instances, and the database's backends for this database${engine === 'citus' ? ' on the coordinator and on each worker' : ''} (/proc)`, db: engine,
    value: `app ${cpu.app.toFixed(1)} s = ${thousands((1e6 * cpu.app) / total)} µs a request; ${describeNodeCpu(cpu.nodes, total)}; over ${result.seconds.toFixed(0)} s`,
    budget: 'reported', met: null })
  const latency = (kind: Kind) => result.byKind[kind].latencies.length ? percentile(result.byKind[kind].latencies, 50).toFixed(0) + '/' + percentile(result.byKind[kind].latencies, 99).toFixed(0) : '-'
  writeFigures({ benchmark: 'many schools', engine, requests: total, seconds: result.seconds, requestsPerSecond: total / result.seconds, scansPerSecond,
    p50: result.byKind.scan.latencies.length ? percentile(result.byKind.scan.latencies, 50) : NaN,
    p99: result.byKind.scan.latencies.length ? percentile(result.byKind.scan.latencies, 99) : NaN,
    appSeconds: cpu.app, nodes: cpu.nodes, loadBefore, loadAfter,
    note: `${SCHOOLS} schools × ${thousands(STUDENTS)} students, ${CONNECTIONS} connections, ${INSTANCES} instances, ${result.seconds.toFixed(0)} s; p50/p99 ms roll call ${latency('roll call')}, dashboard ${latency('dashboard')}` })
  rows.push({ benchmark: 'machine', measure: 'load average (1, 5, 15 min) at the end of the load', db: '',
    value: os.loadavg().map((l) => l.toFixed(2)).join(' '), budget: 'reported', met: null })
  const checked = await checkStoredOnce(handle.db, states, today, engine)
  rows.push(checked.row)
  failures.push(...checked.failures)
} catch (error) {
  if (error instanceof NoPostgres && !benchPostgresUrl()) {
    // Without BENCH_DATABASE_URL, PostgreSQL on this host is only hoped for: a quick run (CI) without one skips, a full run misses.
    console.log(`skipped: ${error.message}; set BENCH_DATABASE_URL=postgres://…`)
    rows.push({ benchmark: 'many schools', measure: 'the benchmark ran', db: engine, value: `skipped: ${error.message}`, budget: 'needs PostgreSQL', met: false })
  } else {
    console.error(error)
    const message = error instanceof Error ? error.message : String(error)
    rows.push({ benchmark: 'many schools', measure: 'the benchmark ran', db: engine, value: `failed: ${message.slice(0, 200)}`, budget: 'runs', met: false })
    process.exitCode = 1
  }
} finally {
  await cleanup.run()
}
for (const failure of failures) console.error(`CHECK FAILED: ${failure}`)
console.log(`\nmany schools: ${((performance.now() - started) / 1000).toFixed(0)} s`)
report(rows)
// The check is a correctness check: it fails a quick run too (report() ignores budgets in --quick).
if (failures.length) process.exitCode = 1
