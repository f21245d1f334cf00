/**
 * The dashboard's list request at 1,000, 10,000 and 100,000 students,
 * each with 180 school days of history (the large school of support/large-school.ts), through
 * the whole server (app.inject(): routing, session, validation, SQL, JSON). One page (25 rows)
 * of GET /api/attendance/day on the newest day of history, in five shapes the dashboard sends:
 * the day alone, a name search, one class, one status, and all of them together. Shapes take
 * turns, so a noisy second hurts them all alike.
 *
 *   npx tsx bench/dashboard-scale.ts [--quick]            # SQLite files in a temporary folder
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/dashboard-scale.ts   # throwaway PostgreSQL databases
 *
 * In the same rounds, the floor: GET /api/auth/me, the cheapest signed-in request, shows how much
 * of a p99 is the machine rather than the query.
 *
 * Budgets, for every shape: p99 ≤ 30 ms at 100,000 students, and the median at 100,000 no more
 * than 3× the median at 1,000 (medians: growth is about how the work scales, not about noise).
 */
import { performance } from 'node:perf_hooks'
import { buildApp } from '../src/server/app'
import { bootstrap } from '../src/server/bootstrap'
import { createDb } from '../src/server/db/create-db'
import { benchConfig, benchPostgresUrl, seededDatabase, thousands } from './support/bench-db'
import { classId, LARGE } from './support/large-school'
import { type BenchRow, ms, percentile, QUICK, report } from './support/report'

const SIZES = QUICK ? [100, 500] : [1_000, 10_000, 100_000]
const DAYS = QUICK ? 3 : 180
const ROUNDS = QUICK ? 10 : 200
const BUDGET = { p99Ms: 30, growth: 3 }
const DATE = LARGE.lastDay

const DAY = '/api/attendance/day'
const SHAPES: Record<string, string> = {
  'day, first page': `${DAY}?date=${DATE}`,
  'name search "nova"': `${DAY}?date=${DATE}&q=nova`,
  'one class': `${DAY}?date=${DATE}&classId=${classId(7)}`,
  'status = absent': `${DAY}?date=${DATE}&status=absent`,
  'search + class + status': `${DAY}?date=${DATE}&q=a&classId=${classId(7)}&status=present`,
}
/** The floor, in the same rounds: the cheapest signed-in request (session lookup, no query of its own). */
const FLOOR = 'floor: GET /api/auth/me'
const ALL: Record<string, string> = { ...SHAPES, [FLOOR]: '/api/auth/me' }

interface Figures {
  p50: number
  p99: number
  total: number
}

async function measure(students: number) {
  const { db, seed, cached } = await seededDatabase(`dashboard_${students}`, {
    students,
    days: DAYS,
    onProgress: ({ table, done, total, rowsPerSecond }) => {
      if (done === total) console.log(`  ${table}: ${thousands(done)} rows, ${thousands(rowsPerSecond)} rows/s`)
    },
  }, benchPostgresUrl())
  try {
    if (seed) console.log(`${db.target.kind}: ${thousands(students)} students × ${DAYS} days seeded in ${seed.seconds.toFixed(0)} s (+${seed.analyzeSeconds.toFixed(0)} s statistics)`)
    else console.log(`${db.target.kind}: ${thousands(students)} students × ${DAYS} days, seeded before (${db.url})`)
    const handle = createDb(db.target)
    const ctx = await bootstrap(handle, benchConfig(db.target))
    const app = await buildApp(ctx)
    try {
      const login = await app.inject({
        method: 'POST', url: '/api/auth/login', payload: { kind: 'staff', identifier: LARGE.headEmail, password: LARGE.password },
      })
      const cookie = `rollcall_session=${login.cookies.find((c) => c.name === 'rollcall_session')!.value}`
      const samples = Object.fromEntries(Object.keys(ALL).map((label) => [label, [] as number[]]))
      const totals: Record<string, number> = {}
      for (let round = -5; round < ROUNDS; round++) {
        for (const [label, url] of Object.entries(ALL)) {
          const started = performance.now()
          const response = await app.inject({ method: 'GET', url, headers: { cookie } })
          const elapsed = performance.now() - started
          if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`)
          if (round >= 0) samples[label]!.push(elapsed) // the first five rounds warm up
          totals[label] = (response.json() as { total?: number }).total ?? 0
        }
      }
      const figures: Record<string, Figures> = {}
      for (const [label, values] of Object.entries(samples)) {
        figures[label] = { p50: percentile(values, 50), p99: percentile(values, 99), total: totals[label]! }
        console.log(`  ${label.padEnd(26)} p50 ${ms(figures[label].p50).padStart(9)}  p99 ${ms(figures[label].p99).padStart(9)}  (${thousands(totals[label]!)} matching)`)
      }
      return { figures, seed, cached }
    } finally {
      await app.close()
      await ctx.events.close()
      await handle.db.destroy()
    }
  } finally {
    await db.drop()
  }
}

const kind = benchPostgresUrl() ? 'postgres' : 'sqlite'
const results = new Map<number, Awaited<ReturnType<typeof measure>>>()
for (const students of SIZES) results.set(students, await measure(students))

const smallest = results.get(SIZES[0]!)!
const largest = results.get(SIZES.at(-1)!)!
const rows: BenchRow[] = []
for (const label of Object.keys(SHAPES)) {
  const perSize = SIZES.map((n) => `${ms(results.get(n)!.figures[label]!.p99)} @ ${thousands(n)}`).join(', ')
  const { p50, p99 } = largest.figures[label]!
  const growth = p50 / smallest.figures[label]!.p50
  rows.push(
    { benchmark: 'dashboard', measure: `${label}: p99`, db: kind, value: perSize, budget: `≤ ${BUDGET.p99Ms} ms @ ${thousands(SIZES.at(-1)!)}`, met: p99 <= BUDGET.p99Ms },
    { benchmark: 'dashboard', measure: `${label}: median growth ${thousands(SIZES[0]!)} → ${thousands(SIZES.at(-1)!)}`, db: kind,
      value: `${growth.toFixed(1)}× (${ms(smallest.figures[label]!.p50)} → ${ms(p50)})`, budget: `≤ ${BUDGET.growth}×`, met: growth <= BUDGET.growth },
  )
}
const floor = (n: number) => results.get(n)!.figures[FLOOR]!
rows.push({ benchmark: 'dashboard', measure: FLOOR, db: kind, value: SIZES.map((n) => `p50 ${ms(floor(n).p50)} / p99 ${ms(floor(n).p99)} @ ${thousands(n)}`).join(', '),
  budget: 'reference', met: null })
for (const [n, { seed }] of results) {
  if (!seed) continue // reused from BENCH_SEED_CACHE
  rows.push({ benchmark: 'seed', measure: `seed ${thousands(n)} students × ${DAYS} days`, db: kind,
    value: `${seed.seconds.toFixed(0)} s, ${thousands(seed.records / seed.seconds)} records/s`, budget: 'reported', met: null })
}
report(rows)
