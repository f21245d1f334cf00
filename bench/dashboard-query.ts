/**
 * The staff dashboard at school scale: GET /api/attendance/day on a school of
 * 100,000 students (classes of 40, 90% recorded that day), through the whole
 * server stack (routing, session, validation, SQL, JSON), without the network.
 *
 *   npx tsx bench/dashboard-query.ts [--quick]  # embedded SQLite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/dashboard-query.ts
 *
 * Budget: p95 under 250 ms for every query shape.
 */
import { performance } from 'node:perf_hooks'
import { BENCH_PASSWORD, bigSchool, percentile } from './support/big-school'
import { type BenchRow, ms, QUICK, report } from './support/report'

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? (QUICK ? 1_000 : 100_000))
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 5 : 30))
const BUDGET_P95_MS = 250
const DATE = '2030-03-04'

const built = performance.now()
const school = await bigSchool({ students: STUDENTS, classSize: 40, date: DATE })
console.log(`built a school of ${STUDENTS} students on ${school.ctx.dbKind} in ${((performance.now() - built) / 1000).toFixed(1)} s`)

const login = await school.app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { kind: 'staff', identifier: 'head@bench.school', password: BENCH_PASSWORD },
})
const cookie = `rollcall_session=${login.cookies.find((c) => c.name === 'rollcall_session')!.value}`

const shapes: Record<string, string> = {
  'first page (25), all students': `date=${DATE}`,
  'page 2000 of 4000': `date=${DATE}&page=2000`,
  'search by name ("nova")': `date=${DATE}&q=nova`,
  'status = absent': `date=${DATE}&status=absent`,
  'not recorded': `date=${DATE}&status=not_recorded`,
  'one class': `date=${DATE}&classId=class-1234`,
}

const rows: BenchRow[] = []
for (const [label, query] of Object.entries(shapes)) {
  const samples: number[] = []
  let total = 0
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now()
    const response = await school.app.inject({ method: 'GET', url: `/api/attendance/day?${query}`, headers: { cookie } })
    samples.push(performance.now() - started)
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`)
    total = response.json().total
  }
  const p50 = percentile(samples, 50)
  const p95 = percentile(samples, 95)
  rows.push({ benchmark: 'dashboard (one day)', measure: `${label}, ${STUDENTS.toLocaleString('en')} students`, db: school.ctx.dbKind,
    value: `p50 ${ms(p50)}, p95 ${ms(p95)}`, budget: `p95 < ${BUDGET_P95_MS} ms`, met: p95 < BUDGET_P95_MS })
  console.log(`${label.padEnd(32)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (${total} matching)`)
}
await school.close()
report(rows)
