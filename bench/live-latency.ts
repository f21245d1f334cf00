/**
 * How soon an open dashboard hears of a record: from the moment a teacher's PUT /api/attendance/records
 * is sent to the moment its `attendance` event arrives on another connection's stream
 * (GET /api/attendance/events, server-sent events), over real sockets. The API tests only check that
 * the event arrives and says what changed; how fast it arrives is measured here, on any machine.
 *
 *   npx tsx bench/live-latency.ts [--quick]   # embedded SQLite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/live-latency.ts
 *
 * Budget: p95 under 1 s (docs/benchmarks.md): a teacher watching the dashboard sees a colleague's record
 * as it is saved.
 */
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import type { AttendanceEvent } from '../src/shared/contracts/attendance'
import { updateSchoolSettings } from '../src/server/modules/schools/school-settings.queries'
import { openSse } from '../src/server/test/sse-client'
import { BENCH_PASSWORD, bigSchool, percentile } from './support/big-school'
import { type BenchRow, ms, QUICK, report } from './support/report'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 10 : 100))
const BUDGET_P95_MS = 1000
/** A wait long enough that only a lost event ends it: the figure is the point, not this bound. */
const LOST_AFTER_MS = 60_000

const school = await bigSchool({ students: QUICK ? 400 : 10_000, classSize: 40, date: '2030-01-07' })
// Every day is a school day since the school began (ADR 043), so each round can record a new past date.
await updateSchoolSettings(school.ctx.db, school.ctx.schoolId, {
  name: 'Bench School', timeZone: 'UTC', schoolDayStart: '07:30', lateAfter: '07:45', schoolDays: [1, 2, 3, 4, 5, 6, 7],
}, { initial: [1, 2, 3, 4, 5, 6, 7], changes: [] })
await school.app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(school.app.server.address() as AddressInfo).port}`
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ kind: 'staff', identifier: 'head@bench.school', password: BENCH_PASSWORD }),
})
const cookie = login.headers.get('set-cookie')!.split(';')[0]!
const stream = await openSse(`${base}/api/attendance/events`, cookie)
await stream.next('ready', LOST_AFTER_MS)

const samples: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  const studentId = `stu-${round % 40}`
  const date = new Date(Date.UTC(2026, 0, 1 + Math.floor(round / 40))).toISOString().slice(0, 10)
  const started = performance.now()
  const saved = await fetch(`${base}/api/attendance/records`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ studentId, date, status: round % 2 ? 'late' : 'sick', overwrite: true }),
  })
  if (saved.status !== 200) throw new Error(`record ${round}: ${saved.status} ${await saved.text()}`)
  const event = await stream.next<AttendanceEvent>('attendance', LOST_AFTER_MS)
  samples.push(performance.now() - started)
  if (event.studentId !== studentId || event.date !== date) throw new Error(`round ${round}: heard ${JSON.stringify(event)}`)
}
stream.close()
await school.close()

const p50 = percentile(samples, 50)
const p95 = percentile(samples, 95)
const max = Math.max(...samples)
console.log(`live latency (${school.ctx.dbKind}): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms over ${ROUNDS}`)
const rows: BenchRow[] = [
  { benchmark: 'live updates', measure: 'record saved → event on an open stream: median', db: school.ctx.dbKind, value: ms(p50), budget: '', met: null },
  { benchmark: 'live updates', measure: 'record saved → event on an open stream: p95', db: school.ctx.dbKind, value: ms(p95), budget: `< ${BUDGET_P95_MS} ms`, met: p95 < BUDGET_P95_MS },
  { benchmark: 'live updates', measure: 'record saved → event on an open stream: max', db: school.ctx.dbKind, value: ms(max), budget: '', met: null },
]
report(rows)
