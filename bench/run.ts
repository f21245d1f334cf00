/**
 * Runs every benchmark, each in its own process, and prints one summary table.
 *
 *   npm run bench                       # full sizes; exits 1 when a budget is missed or a benchmark fails
 *   npm run bench -- --quick            # small sizes, no timing budgets: checks that every benchmark runs and reports,
 *                                       # and the exact budgets (the bundle's sizes);
 *                                       # prints one line per benchmark, and a benchmark's own output only when it fails
 *   npm run bench -- --quick --verbose  # the same, with every benchmark's output and the table of what each reported
 *   npm run bench -- --only scan-throughput,bundle-size
 *
 * With BENCH_DATABASE_URL=postgres://… each benchmark gets its own throwaway database on that
 * server (dropped afterwards), so the school-scale benchmarks run on PostgreSQL and the scan
 * benchmark on SQLite and PostgreSQL. The web app is built once, into a temporary folder, for
 * the two front-end benchmarks. Quick mode times nothing against a budget, so it builds while the
 * benchmarks run and runs two benchmarks at a time.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { benchPostgresUrl, throwawayDatabase } from './support/bench-db'
import { type BenchRow, formatTable, verdict } from './support/report'
import { VITE_BUILDS } from './support/web-build'

const BENCHMARKS = [
  { name: 'login-timing', needsWeb: false, usesPostgres: false },
  { name: 'roll-call-save', needsWeb: false, usesPostgres: true },
  { name: 'registers', needsWeb: false, usesPostgres: true },
  { name: 'live-latency', needsWeb: false, usesPostgres: true },
  { name: 'dashboard-query', needsWeb: false, usesPostgres: true },
  { name: 'dashboard-scale', needsWeb: false, usesPostgres: true },
  { name: 'qr-scan-load', needsWeb: false, usesPostgres: true },
  { name: 'offline-sync', needsWeb: false, usesPostgres: true },
  { name: 'scan-throughput', needsWeb: false, usesPostgres: true },
  { name: 'student-import', needsWeb: false, usesPostgres: true },
  { name: 'report-range', needsWeb: false, usesPostgres: true },
  { name: 'notices-delivery', needsWeb: false, usesPostgres: true },
  { name: 'many-schools', needsWeb: false, usesPostgres: true },
  { name: 'bundle-size', needsWeb: true, usesPostgres: false },
  { name: 'browser-timing', needsWeb: true, usesPostgres: false },
  { name: 'gate-feedback', needsWeb: true, usesPostgres: false },
  { name: 'lighthouse-a11y', needsWeb: true, usesPostgres: false },
  { name: 'lighthouse-perf', needsWeb: true, usesPostgres: false },
] as const

const { values } = parseArgs({ options: {
  quick: { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
  only: { type: 'string' },
} })
const quick = values.quick
/** Full runs always print everything; a quick run is a check, so it is brief unless asked. */
const verbose = !quick || values.verbose
const only = values.only?.split(',').map((s) => s.trim())
const unknown = only?.filter((n) => !BENCHMARKS.some((b) => b.name === n)) ?? []
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`)
  process.exit(2)
}
const selected = BENCHMARKS.filter((b) => !only || only.includes(b.name))
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-bench-run-'))
const pg = benchPostgresUrl()

/** Runs a command; with `capture`, its output is kept and handed back instead of printed as it comes. */
function run(command: string, args: string[], env: Record<string, string> = {}, capture = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }))
  })
}

const started = performance.now()
let webBuild: Promise<{ code: number; output: string }> | null = null
const webDir = path.join(work, 'web')
if (selected.some((b) => b.needsWeb)) {
  console.log(`== building the web app into ${webDir}`)
  webBuild = (async () => {
    let output = ''
    for (const args of VITE_BUILDS(webDir)) {
      const step = await run('npx', args, {}, !verbose)
      output += step.output
      if (step.code !== 0) return { code: step.code, output }
    }
    return { code: 0, output }
  })()
  // Full runs build first: a build in the background would slow what is being timed.
  if (!quick) await webBuild
}

interface Outcome {
  name: string
  seconds: number
  exitCode: number
  rows: BenchRow[]
}

// A benchmark failed to run when it exited non-zero without a missed budget to show for it, or reported nothing.
const failedToRun = (o: Outcome) => o.rows.length === 0 || (o.exitCode !== 0 && !o.rows.some((r) => r.met === false))

async function runBenchmark(bench: (typeof BENCHMARKS)[number]): Promise<Outcome> {
  const resultsFile = path.join(work, `${bench.name}.jsonl`)
  const benchStarted = performance.now()
  let exitCode: number
  let output = ''
  const build = bench.needsWeb ? await webBuild : null
  if (build && build.code !== 0) {
    output = `${build.output}the web app did not build\n`
    exitCode = 1
  } else {
    if (!quick) console.log(`\n== ${bench.name}`)
    const db = pg && bench.usesPostgres ? await throwawayDatabase(bench.name, pg) : null
    try {
      const args = ['--import', 'tsx', `bench/${bench.name}.ts`, ...(quick ? ['--quick'] : [])]
      const env = { BENCH_RESULTS_FILE: resultsFile, BENCH_WEB_DIST: webDir, ...(db ? { BENCH_DATABASE_URL: db.url } : {}) }
      ;({ code: exitCode, output } = await run(process.execPath, args, env, quick))
    } finally {
      await db?.drop()
    }
  }
  const rows = fs.existsSync(resultsFile)
    ? fs.readFileSync(resultsFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as BenchRow)
    : []
  const outcome = { name: bench.name, seconds: (performance.now() - benchStarted) / 1000, exitCode, rows }
  if (quick && (verbose || failedToRun(outcome))) console.log(`\n== ${bench.name} (quick)\n${output.trimEnd()}`)
  if (quick && !verbose) console.log(`${failedToRun(outcome) ? 'FAILED TO RUN' : 'ran'}: ${bench.name}, ${rows.length} measure${rows.length === 1 ? '' : 's'} reported in ${outcome.seconds.toFixed(0)} s`)
  return outcome
}

// Full runs time one benchmark at a time. Quick runs check no budget, so two run at once (each
// printed when it ends), which keeps them well under two minutes on a 2-core machine.
const outcomes: Outcome[] = []
const queue = [...selected]
const lane = async () => {
  for (let bench = queue.shift(); bench; bench = queue.shift()) outcomes.push(await runBenchmark(bench))
}
try {
  await Promise.all(Array.from({ length: quick ? 2 : 1 }, lane))
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
outcomes.sort((a, b) => selected.findIndex((s) => s.name === a.name) - selected.findIndex((s) => s.name === b.name))

const status = (o: Outcome) => (failedToRun(o) ? 'FAILED TO RUN' : o.rows.some((r) => r.met === false) ? 'budget missed' : 'ok')
console.log(`\n== summary (${quick ? 'quick: timing budgets not checked' : 'full'}), ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, node ${process.version}\n`)
if (verbose) {
  console.log(formatTable(['benchmark', 'measure', 'db', 'value', 'budget', ''],
    outcomes.flatMap((o) => o.rows.map((r) => [o.name, r.measure, r.db, r.value, r.budget, verdict(r.met)]))))
  console.log()
}
console.log(formatTable(['benchmark', 'seconds', 'measures', 'result'],
  outcomes.map((o) => [o.name, o.seconds.toFixed(0), String(o.rows.length), status(o)])))
console.log(`\n${outcomes.length} benchmarks in ${((performance.now() - started) / 1000).toFixed(0)} s`)
const failed = quick ? outcomes.some((o) => failedToRun(o) || o.rows.some((r) => r.met === false)) : outcomes.some((o) => o.exitCode !== 0 || failedToRun(o))
if (failed) process.exitCode = 1
