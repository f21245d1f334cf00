import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { QR_LIFETIME_SECONDS } from '../../src/shared/limits'
import type { AppContext } from '../../src/server/context'
import { issueCodes as signCodes, qrKeysFrom } from '../../src/server/modules/qr/qr-token'
import { insertTextRows } from './large-school.queries'
import { percentile } from './report'

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
  /** The slowest request of the round, ms: what the one student who waited longest waited. */
  max: number
  sent: number
  /** Codes taken from the list, warm-up and answers still on their way included: the rest are unused. */
  used: number
  ok: number
  refused: number
  errors: number
  /** Every measured answer's time, ms: the rounds of a load are summed up over all their answers (summary). */
  times: number[]
  /** The load generator's own longest event-loop delay in the measured part, ms: a request it timed then waited this long in it too. */
  clientStallMs: number
  /** The slowest requests of the measured part: how long each took, and when it was answered (ms into the round). */
  slowest: { ms: number; atMs: number }[]
  /** The slowest answer of the load's first second, while every connection opened at once (warm-up included), ms. */
  coldMax: number
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

/**
 * A set of rounds: the mean requests/s; p50 and p99 over every answer of the rounds together, the slowest answer of
 * any. A round's own p99 moves by half from round to round on this shared host, the floor's as much as ours; the
 * percentile of all the rounds' answers is the load's, and a tail that a round had still shows in it (and in max).
 */
export function summary(rounds: LoadResult[]) {
  const all = rounds.flatMap((r) => r.times)
  const at = (p: number) => (all.length ? Math.round(percentile(all, p)) : 0)
  return {
    rate: mean(rounds.map((r) => r.requestsPerSecond)),
    coldMax: Math.max(...rounds.map((r) => r.coldMax)),
    p50: at(50),
    p99: at(99),
    max: Math.max(...rounds.map((r) => r.max)),
  }
}

export const times = (t: { p50: number; p99: number; max: number }) => `p50 ${t.p50} ms, p99 ${t.p99} ms, max ${t.max} ms`

/** One round in a line. */
export const describe = (r: LoadResult) =>
  `${r.requestsPerSecond.toLocaleString('en-US', { maximumFractionDigits: 0 })} req/s, ${times(r)} (${r.ok.toLocaleString('en-US')} accepted, ${r.refused} refused, ${r.errors} errors; the load generator's longest stall ${r.clientStallMs} ms; all connections opening at once: max ${r.coldMax} ms in the first second${r.slowest.length ? `; over 100 ms: ${r.slowest.map((x) => `${x.ms} ms at +${(x.atMs / 1000).toFixed(2)} s`).join(', ')}` : ''})`

/**
 * Loads `path` with one fresh code per request for `warmupSeconds` and then `seconds`, `connections` at once, all
 * on the same connections: only the answers after the warm-up count, as a gate's scanners keep their connection
 * to the server. What it costs when every connection opens at the same moment is kept apart (`coldMax`, the
 * slowest answer of the first second). Throws when the codes run out, once the load has ended (a throw inside
 * autocannon's request builder would end the process without its cleanup): a reused code would be refused, and
 * the figure would measure refusals.
 */
export async function loadWithCodes(options: {
  base: string
  path: string
  codes: string[]
  connections: number
  seconds: number
  warmupSeconds: number
  cookie?: string
  /** Called after the warm-up, as the measured part starts (to start CPU meters). */
  beforeMeasured?: () => Promise<void> | void
  /** Send the codes over and over (a route that only reads the body): they never run out. */
  cycle?: boolean
}): Promise<LoadResult> {
  let next = 0
  let ranOut = false
  const warmupMs = options.warmupSeconds * 1000
  const answers: { atMs: number; ms: number; ok: boolean }[] = []
  const stalls = monitorEventLoopDelay({ resolution: 5 })
  if (warmupMs === 0) await options.beforeMeasured?.()
  let measuredBegun: Promise<void> = Promise.resolve()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url: options.base,
      connections: options.connections,
      duration: options.warmupSeconds + options.seconds,
      requests: [
        {
          method: 'POST',
          path: options.path,
          headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
          setupRequest: (request) => {
            const code = options.codes[options.cycle ? next++ % options.codes.length : next++]
            if (code === undefined) ranOut = true
            return { ...request, body: JSON.stringify({ code: code ?? 'no-code-left' }) }
          },
        },
      ],
    }, (error, done) => (error ? reject(error) : resolve(done)))
    const startedAt = performance.now()
    instance.on('response', (_client, status, _bytes, ms) => answers.push({ atMs: performance.now() - startedAt, ms, ok: status >= 200 && status < 300 }))
    if (warmupMs === 0) stalls.enable()
    else setTimeout(() => (measuredBegun = Promise.resolve(options.beforeMeasured?.()).then(() => void stalls.enable())), warmupMs)
  })
  await measuredBegun
  stalls.disable()
  if (ranOut) throw new Error(`ran out of codes after ${options.codes.length}: the load needs more students (BENCH_SCAN_STUDENTS)`)
  const measured = answers.filter((a) => a.atMs >= warmupMs)
  const times = measured.map((a) => a.ms)
  const at = (p: number) => (times.length ? Math.round(percentile(times, p)) : 0)
  const ok = measured.filter((a) => a.ok).length
  return {
    requestsPerSecond: measured.length / options.seconds,
    p50: at(50),
    p99: at(99),
    max: Math.round(times.reduce((m, t) => Math.max(m, t), 0)),
    times,
    sent: measured.length,
    used: Math.min(next, options.codes.length),
    ok,
    refused: measured.length - ok,
    errors: result.errors + result.timeouts,
    clientStallMs: Math.round(stalls.max / 1e6),
    slowest: measured.filter((a) => a.ms > 100).sort((a, b) => b.ms - a.ms).slice(0, 5).map((a) => ({ ms: Math.round(a.ms), atMs: Math.round(a.atMs - warmupMs) })),
    coldMax: Math.round(Math.max(0, ...answers.filter((a) => a.atMs < 1000).map((a) => a.ms))),
  }
}

/** Codes for the floor server: the app's token format, signed with the floor's key. */
export function floorCodes(secret: string, schoolId: string, count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => signCodes(qrKeysFrom(secret), schoolId, `floor-${i}`, now, QR_LIFETIME_SECONDS, QR_LIFETIME_SECONDS).tokens[0]!)
}

/**
 * Fresh codes for the given students, as POST /api/qr/codes would issue them (same token,
 * same qr_codes row), written in bulk: issuing them one request at a time would take longer
 * than a code lives (60 s).
 */
export async function issueCodes(ctx: AppContext, studentIds: string[], now = new Date()): Promise<string[]> {
  const codes: string[] = []
  const rows: string[][] = []
  for (const id of studentIds) {
    // One slot as long as the code's life: a load runs longer than one 10-second slot, and a code of
    // any slot costs the server the same to check.
    const issued = signCodes(qrKeysFrom(ctx.secrets.qr), ctx.schoolId, id, now, QR_LIFETIME_SECONDS, QR_LIFETIME_SECONDS)
    codes.push(issued.tokens[0]!)
    rows.push([ctx.schoolId, issued.nonce, id, now.toISOString(), new Date(issued.exp * 1000).toISOString()])
  }
  const columns = ['school_id', 'nonce', 'student_id', 'issued_at', 'expires_at']
  for (let i = 0; i < rows.length; i += 10_000) {
    await ctx.db.transaction().execute((trx) => insertTextRows(trx, ctx.dbKind, 'qr_codes', columns, rows.slice(i, i + 10_000)))
  }
  return codes
}

export interface FloorServer {
  base: string
  pid: number
  stop(): Promise<void>
}

/** The floor server (support/floor-server.ts) on a SQLite file, or on a PostgreSQL database when `pgUrl` is given. */
export async function startFloorServer(file: string, secret: string, pgUrl?: string): Promise<FloorServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/support/floor-server.ts', file], {
    env: { ...process.env, FLOOR_SECRET: secret, ...(pgUrl ? { FLOOR_PG_URL: pgUrl } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk) => {
      out += chunk
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve((JSON.parse(line) as { port: number }).port)
    })
    child.once('exit', (code) => reject(new Error(`floor server exited with ${code}`)))
  })
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** Resident memory of a process, in MB, from /proc (Linux). */
export function rssMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

/** Samples a process's resident memory every 100 ms until stopped; the highest and the first. */
export function sampleMemory(pid: number): { stop(): { peak: number; start: number } } {
  const start = rssMegabytes(pid)
  let peak = start
  // A process that has ended (a failed load's server, stopped by the cleanup) has no more to read.
  const read = () => (fs.existsSync(`/proc/${pid}/status`) ? rssMegabytes(pid) : 0)
  const timer = setInterval(() => (peak = Math.max(peak, read())), 100)
  return { stop: () => (clearInterval(timer), { peak: Math.max(peak, read()), start }) }
}
