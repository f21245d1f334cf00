/**
 * The gate at 07:30: many scanners submitting codes at once. A real HTTP server
 * on loopback, loaded by autocannon; every request carries a different,
 * freshly issued code for a different student (codes are single use), and every
 * one must be accepted (200) — a refusal would mean the test measured the wrong thing.
 *
 *   npx tsx bench/qr-scan-load.ts [--quick]     # embedded SQLite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/qr-scan-load.ts
 *
 * Budget: at least 200 scans/s, p99 under 250 ms, with 20 concurrent scanners.
 */
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import { issueCode } from '../src/server/modules/qr/qr.service'
import { findSchool } from '../src/server/modules/schools/school-settings.queries'
import { BENCH_PASSWORD, bigSchool } from './support/big-school'
import { QUICK, report } from './support/report'

const SCANS = Number(process.env.BENCH_SCANS ?? (QUICK ? 100 : 5000))
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const BUDGET = { scansPerSecond: 200, p99Ms: 250 }

// A Monday morning at 07:20, before the late-after time: every scan records "present".
const clock = { now: new Date('2030-03-04T07:20:00Z') }
const school = await bigSchool({ students: SCANS, classSize: 40, date: '2030-03-01' })
school.ctx.now = () => clock.now

const codes: string[] = []
const row = await findSchool(school.ctx.db, school.ctx.schoolId)
for (let i = 0; i < SCANS; i++) codes.push((await issueCode(school.ctx, row, `stu-${i}`)).code)

await school.app.listen({ port: 0, host: '127.0.0.1' })
const url = `http://127.0.0.1:${(school.app.server.address() as AddressInfo).port}`
const login = await fetch(`${url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ kind: 'staff', identifier: 'head@bench.school', password: BENCH_PASSWORD }),
})
const cookie = login.headers.get('set-cookie')!.split(';')[0]!

let next = 0
const result = await autocannon({
  url,
  connections: CONNECTIONS,
  amount: SCANS,
  requests: [
    {
      method: 'POST',
      path: '/api/qr/scan',
      headers: { cookie, 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ code: codes[next++] }) }),
    },
  ],
})

const ok = result['2xx']
const rate = result.requests.average
const p99 = result.latency.p99
console.log(`scans: ${result.requests.sent} sent, ${ok} accepted, ${result.non2xx} refused, ${result.errors} errors (${school.ctx.dbKind})`)
console.log(`throughput: ${rate.toFixed(0)} scans/s (average over ${result.duration.toFixed(1)} s, ${CONNECTIONS} connections)`)
console.log(`latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${p99} ms, max ${result.latency.max} ms`)
const met = ok === SCANS && rate >= BUDGET.scansPerSecond && p99 < BUDGET.p99Ms
await school.close()
report([
  { benchmark: 'QR scans (in process)', measure: `${SCANS} scans, ${CONNECTIONS} connections, ${ok} accepted`, db: school.ctx.dbKind,
    value: `${rate.toFixed(0)} scans/s, p99 ${p99} ms`, budget: `≥ ${BUDGET.scansPerSecond}/s, p99 < ${BUDGET.p99Ms} ms, all accepted`, met },
])
