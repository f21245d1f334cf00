/**
 * A Citus cluster beside one plain PostgreSQL, in one invocation (docs/scaling.md): the many-schools
 * morning mix (bench/many-schools.ts) and the gate's scan throughput (bench/scan-throughput.ts --postgres-only:
 * the real server, one school, autocannon on POST /api/qr/scan), each on plain PostgreSQL and then on the
 * cluster, one after the other, then one table of what each gave: requests/s, scans/s, the scans' p50/p99, CPU
 * per request of the app and of the database (plain PostgreSQL's backends; on the cluster the coordinator's and
 * the workers' apart), and the load average around each measured load. Beside the database's own backends,
 * the whole database servers' CPU (every process each node's postmaster started, ended ones included, every
 * database on it: support/database-cpu.ts): a bound that also catches backends too short-lived to be seen.
 *
 *   source .tmp/citus/env   # after scripts/citus-cluster.sh up: CITUS_URL=postgres://…:<coordinator>/rollcall
 *   CITUS_URL=… npx tsx bench/citus-compare.ts [--quick] [--only many-schools|scan-throughput]
 *   BENCH_SCHOOLS=200 BENCH_STUDENTS=500 CITUS_URL=… npx tsx bench/citus-compare.ts --only many-schools
 *
 * A runner of its own rather than a flag on each benchmark: the comparison is the two engines in the same
 * run, under the same load average, which neither benchmark alone can give. Each benchmark runs as its own
 * child process, as bench/run.ts runs them, with BENCH_DATABASE_URL set to the engine's server (each makes
 * its throwaway database there; on the cluster it joins the cluster, support/bench-db.ts) and hands its
 * figures back as one JSON line (support/compare-figures.ts). The pairs run interleaved (many schools on
 * PostgreSQL, then on Citus; the scans the same) so that each pair shares the host's mood.
 * Plain PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres. Sizes: many schools
 * BENCH_SCHOOLS × BENCH_STUDENTS (default 20 × 1,000; --quick 4 × 160), BENCH_SECONDS, BENCH_CONNECTIONS; the
 * scans BENCH_SCAN_STUDENTS × BENCH_SCAN_DAYS (default 100,000 × 20; --quick 10,000 × 2).
 *
 * Not part of `npm run bench`: it needs a cluster on this host (the CPU is read from /proc), and without
 * CITUS_URL it prints "skipped" and exits 0.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { benchPostgresUrl, thousands } from './support/bench-db'
import type { CompareFigures } from './support/compare-figures'
import { type BenchRow, formatTable, QUICK, report } from './support/report'

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'
const BENCHMARKS = { 'many-schools': [], 'scan-throughput': ['--postgres-only'] } as const
type Name = keyof typeof BENCHMARKS

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, only: { type: 'string' } } })
const only = (values.only?.split(',').map((s) => s.trim()) ?? Object.keys(BENCHMARKS)) as Name[]
const unknown = only.filter((n) => !(n in BENCHMARKS))
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(BENCHMARKS).join(', ')}`)
  process.exit(2)
}

const citus = process.env.CITUS_URL
if (!citus) {
  console.log('skipped: CITUS_URL is not set (scripts/citus-cluster.sh up, then source .tmp/citus/env)')
  report([{ benchmark: 'citus compare', measure: 'the benchmark ran', db: 'citus', value: 'skipped: no CITUS_URL', budget: 'needs a Citus cluster', met: null }])
  process.exit(0)
}
const engines = [['postgres', benchPostgresUrl() ?? DEFAULT_POSTGRES], ['citus', citus]] as const

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim()

function runChild(name: Name, url: string, figuresFile: string): Promise<number> {
  const args = ['--import', 'tsx', `bench/${name}.ts`, ...(QUICK ? ['--quick'] : []), ...BENCHMARKS[name]]
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_DATABASE_URL: url, BENCH_FIGURES_FILE: figuresFile }
  delete env.BENCH_RESULTS_FILE // the children's own rows stay in their output; this runner reports the comparison
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

const started = performance.now()
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-citus-compare-'))
const figures: CompareFigures[] = []
const failures: string[] = []
const log: string[] = []
try {
  for (const name of only) {
    for (const [engine, url] of engines) {
      const file = path.join(work, `${name}-${engine}.jsonl`)
      const before = uptime()
      console.log(`\n== ${name} on ${engine} (${new URL(url).host}); ${before}`)
      const code = await runChild(name, url, file)
      const after = uptime()
      log.push(`${name} on ${engine}: before ${before}; after ${after}`)
      console.log(`== ${name} on ${engine} ended (exit ${code}); ${after}`)
      const got = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as CompareFigures) : []
      // scan-throughput exits 1 when one of its own budgets is missed (the server's RSS ≤ 200 MB), with its
      // figures written: it ran. many-schools exits 1 when its check fails: that is a failure here too.
      const missedOwnBudget = name === 'scan-throughput' && got.length > 0
      if (got.length === 0 || (code !== 0 && !missedOwnBudget)) failures.push(`${name} on ${engine}: exit ${code}, ${got.length} figures`)
      else if (code !== 0) log.push(`${name} on ${engine}: exit ${code}, a budget of its own missed (its table above says which)`)
      figures.push(...got)
    }
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}

const µs = (seconds: number, requests: number) => thousands((1e6 * seconds) / Math.max(1, requests))
const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ')
const header = ['benchmark', 'db', 'req/s', 'scans/s', 'scan p50/p99 ms', 'app µs/req', 'PostgreSQL or coordinator µs/req', 'workers µs/req (each)', 'database µs/req', 'whole DB servers µs/req', 'load avg before → after']
const table = figures.map((f) => {
  const main = f.nodes.find((n) => n.role !== 'worker')!
  const workers = f.nodes.filter((n) => n.role === 'worker')
  const workerSeconds = workers.reduce((sum, w) => sum + w.seconds, 0)
  const database = main.seconds + workerSeconds
  return [f.benchmark, f.engine, thousands(f.requestsPerSecond), thousands(f.scansPerSecond), `${f.p50.toFixed(0)}/${f.p99.toFixed(0)}`,
    µs(f.appSeconds, f.requests), `${main.role === 'postgres' ? '' : 'coord. '}${µs(main.seconds, f.requests)}`,
    workers.length ? `${µs(workerSeconds, f.requests)} (${workers.map((w) => µs(w.seconds, f.requests)).join(' + ')})` : '-',
    µs(database, f.requests), µs(f.nodes.reduce((sum, n) => sum + n.wholeServer, 0), f.requests), `${load(f.loadBefore)} → ${load(f.loadAfter)}`]
})
console.log(`\n== citus compare, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, ${QUICK ? 'quick' : 'full'}, ${((performance.now() - started) / 1000).toFixed(0)} s\n`)
console.log(formatTable(header, table))
console.log()
for (const f of figures) console.log(`${f.benchmark} on ${f.engine}: ${thousands(f.requests)} requests in ${f.seconds.toFixed(0)} s; ${f.note}`)
for (const line of log) console.log(line)
for (const failure of failures) console.error(`FAILED: ${failure}`)

const rows: BenchRow[] = figures.map((f, i) => ({ benchmark: 'citus compare', measure: f.benchmark, db: f.engine,
  value: `${table[i]![2]} req/s, ${table[i]![3]} scans/s, p50/p99 ${table[i]![4]} ms; µs a request: app ${table[i]![5]}, database ${table[i]![8]}`, budget: 'reported', met: null }))
rows.push({ benchmark: 'citus compare', measure: 'every benchmark ran on both', db: '', value: failures.length ? failures.join('; ') : 'yes', budget: 'runs', met: failures.length === 0 })
report(rows)
if (failures.length) process.exitCode = 1
