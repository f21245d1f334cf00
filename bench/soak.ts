/**
 * Soak: mixed load on the real server for a given time at a given rate, on
 * 127.0.0.1 only. Starts the server bundled as `npm start` runs it, as its own process on a fresh SQLite file (or
 * DATABASE_URL=postgres://… for an empty PostgreSQL database), then drives dashboard reads,
 * manual records and QR scans, and prints errors, latency percentiles and the server's memory
 * growth after warm-up.
 *
 *   npm run soak -- --minutes 10 --rate 1000        # the goal: no error, memory growth < 10%
 *   npm run soak -- --seconds 30 --rate 200         # a quick look
 *
 * Exit code 1 when any request failed or memory grew by 10% or more.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import type { DaySheetResponse } from '../src/shared/contracts/attendance'
import type { DemoAccountsResponse } from '../src/shared/contracts/auth'
import type { QrCodeResponse } from '../src/shared/contracts/qr'
import type { SchoolSettingsResponse } from '../src/shared/contracts/school-settings'
import { DEFAULT_LOG_LEVEL } from '../src/server/config'
import { startServerProcess } from '../src/server/test/server-process'
import { serverBuild } from './support/server-build'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '200' },
    connections: { type: 'string', default: '20' },
  },
})
const seconds = values.minutes ? Number(values.minutes) * 60 : Number(values.seconds)
const rate = Number(values.rate)
const connections = Number(values.connections)
if (!(seconds > 0 && seconds <= 3600) || !(rate > 0 && rate <= 5000) || !(connections > 0 && connections <= 200)) {
  console.error('Bounded on purpose: 1 s to 60 min, rate 1 to 5,000 requests/s, 1 to 200 connections.')
  process.exit(2)
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-soak-'))
const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : path.join(dir, 'soak.db')
// The server as `npm start` runs it (ADR 010): its memory is what is being watched.
const bundle = await serverBuild()
// With its own logging too (ADR 018), to a file as under a service manager.
const server = await startServerProcess(
  { DATABASE_URL: databaseUrl, DEMO: '1', LOG_LEVEL: DEFAULT_LOG_LEVEL },
  { entry: bundle.entry, logFile: path.join(dir, 'server.log') },
)
const pid = server.pid

async function call<T>(method: string, url: string, cookie: string, body?: unknown): Promise<{ status: number; cookie: string; json: T }> {
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '', json: (text ? JSON.parse(text) : null) as T }
}

const expiredCode = (body: string) => {
  try {
    return (JSON.parse(body) as { code?: string }).code === 'code_expired'
  } catch {
    return false
  }
}

function rssMegabytes(): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

try {
  const demo = (await call<DemoAccountsResponse>('GET', '/api/auth/demo-accounts', '')).json
  const head = demo.accounts.find((a) => a.role === 'headmaster')!
  const { cookie } = await call('POST', '/api/auth/login', '', { kind: 'staff', identifier: head.identifier, password: demo.password })
  const { settings } = (await call<SchoolSettingsResponse>('GET', '/api/school/settings', cookie)).json
  await call('PUT', '/api/school/settings', cookie, { ...settings, schoolDays: [1, 2, 3, 4, 5, 6, 7], schoolDayStart: '00:00', lateAfter: '23:59' })
  const sheet = (await call<DaySheetResponse>('GET', '/api/attendance/day?pageSize=50', cookie)).json
  const date = sheet.date
  const students = sheet.rows.map((r) => r.student)
  const codes: string[] = []
  for (const s of students) {
    const session = await call('POST', '/api/auth/login', '', { kind: 'student', identifier: s.parentNumber, password: demo.password })
    codes.push((await call<QrCodeResponse>('POST', '/api/qr/codes', session.cookie, {})).json.code)
  }

  // The mix: half dashboard reads, a third manual records, the rest QR scans. After each
  // student's first scan, "already checked in" (409) is the right answer and counts as one; once
  // the codes' 60 seconds are over, "expired" (400, code_expired) is, since a recorded student
  // cannot be issued a new code. Any other refusal is an error.
  const STATUSES = ['present', 'absent', 'late', 'sick', 'permission']
  const counts = { read: 0, record: 0, scan: 0, unexpected: 0 }
  const unexpected = new Map<string, number>()
  let n = 0
  const samples: number[] = []
  const sampler = setInterval(() => samples.push(rssMegabytes()), 1000)
  console.log(`soak: ${seconds} s at ${rate} requests/s over ${connections} connections against ${server.base} (${databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}); RSS at start ${rssMegabytes().toFixed(0)} MB`)
  const result = await autocannon({
    url: server.base,
    connections,
    overallRate: rate,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const ctx = context as { kind?: string }
          const i = n++
          const pick = i % 6
          if (pick < 3) {
            ctx.kind = 'read'
            return { ...request, method: 'GET', path: `/api/attendance/day?date=${date}&page=${(i % 2) + 1}`, headers: { cookie } }
          }
          if (pick < 5) {
            ctx.kind = 'record'
            const body = { studentId: students[i % students.length]!.id, date, status: STATUSES[i % STATUSES.length] }
            return { ...request, method: 'PUT', path: '/api/attendance/records', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) }
          }
          ctx.kind = 'scan'
          const code = codes[i % codes.length]!
          return { ...request, method: 'POST', path: '/api/qr/scan', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ code }) }
        },
        onResponse: (status, body, context) => {
          const kind = (context as { kind?: string }).kind as 'read' | 'record' | 'scan'
          counts[kind]++
          const fine = status === 200 || (kind === 'scan' && (status === 409 || (status === 400 && expiredCode(body))))
          if (!fine) {
            counts.unexpected++
            unexpected.set(`${kind} ${status}`, (unexpected.get(`${kind} ${status}`) ?? 0) + 1)
          }
        },
      },
    ],
  })
  clearInterval(sampler)

  const warm = samples[Math.min(samples.length - 1, Math.max(0, Math.floor(samples.length * 0.1)))]!
  const end = samples.at(-1)!
  const growth = ((end - warm) / warm) * 100
  const errors = result.errors + result.timeouts + counts.unexpected
  console.log(`requests: ${result.requests.total} (${counts.read} reads, ${counts.record} records, ${counts.scan} scans), ${result.requests.average.toFixed(0)}/s on average`)
  console.log(`latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)
  console.log(`errors: ${errors} (${result.errors} connection errors, ${result.timeouts} timeouts${[...unexpected].map(([k, v]) => `, ${v} × ${k}`).join('')})`)
  console.log(`memory (server RSS): ${warm.toFixed(0)} MB after warm-up → ${end.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%), peak ${Math.max(...samples).toFixed(0)} MB`)
  const met = errors === 0 && growth < 10
  console.log(`goal: no error and memory growth under 10% — ${met ? 'met' : 'MISSED'}`)
  if (!met) process.exitCode = 1
} finally {
  await server.stop()
  fs.rmSync(dir, { recursive: true, force: true })
  bundle.remove()
}
