import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import autocannon from 'autocannon'
import { QR_LIFETIME_SECONDS } from '../../src/shared/limits'
import type { AppContext } from '../../src/server/context'
import { issueCodes as signCodes, qrKeysFrom } from '../../src/server/modules/qr/qr-token'
import { insertTextRows } from './large-school.queries'

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
  /** The slowest request of the round, ms: what the one student who waited longest waited. */
  max: number
  sent: number
  ok: number
  refused: number
  errors: number
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

/** A set of rounds: the mean requests/s, the worst p50, p99 and max. */
export const summary = (rounds: LoadResult[]) => ({
  rate: mean(rounds.map((r) => r.requestsPerSecond)),
  p50: Math.max(...rounds.map((r) => r.p50)),
  p99: Math.max(...rounds.map((r) => r.p99)),
  max: Math.max(...rounds.map((r) => r.max)),
})

export const times = (t: { p50: number; p99: number; max: number }) => `p50 ${t.p50} ms, p99 ${t.p99} ms, max ${t.max} ms`

/** One round in a line. */
export const describe = (r: LoadResult) =>
  `${r.requestsPerSecond.toLocaleString('en-US', { maximumFractionDigits: 0 })} req/s, ${times(r)} (${r.ok.toLocaleString('en-US')} accepted, ${r.refused} refused, ${r.errors} errors)`

/**
 * Loads `path` with one fresh code per request for `seconds` (after `warmupSeconds` of the same,
 * not counted), `connections` at once. Throws when the codes run out, once the load has ended (a
 * throw inside autocannon's request builder would end the process without its cleanup): a reused
 * code would be refused, and the figure would measure refusals.
 */
export async function loadWithCodes(options: {
  base: string
  path: string
  codes: string[]
  connections: number
  seconds: number
  warmupSeconds: number
  cookie?: string
  /** Called after the warm-up, just before the measured part (to start CPU meters). */
  beforeMeasured?: () => Promise<void> | void
  /** Send the codes over and over (a route that only reads the body): they never run out. */
  cycle?: boolean
}): Promise<LoadResult> {
  let next = 0
  let ranOut = false
  const run = (duration: number) =>
    autocannon({
      url: options.base,
      connections: options.connections,
      duration,
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
    })
  if (options.warmupSeconds > 0) await run(options.warmupSeconds)
  await options.beforeMeasured?.()
  const result = await run(options.seconds)
  if (ranOut) throw new Error(`ran out of codes after ${options.codes.length}: the load needs more students`)
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    sent: result.requests.sent,
    ok: result['2xx'],
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
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
  const timer = setInterval(() => (peak = Math.max(peak, rssMegabytes(pid))), 100)
  return { stop: () => (clearInterval(timer), { peak: Math.max(peak, rssMegabytes(pid)), start }) }
}
