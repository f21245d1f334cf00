/**
 * The reports at school scale, on the large school of support/large-school.ts (the school
 * `npm run seed:large` builds: 100,000 students, 180 school days of history ending Friday
 * LARGE.lastDay, about 17.6 million records), through the whole server (app.inject(): routing,
 * session, validation, SQL, JSON), with the clock on the Monday after the history.
 * GET /api/reports/range over the whole history for one class and for the whole school, sorted by
 * name and by rate; for information, one department, the early warnings, the day report of the
 * last day and the range export (CSV) of one class. Shapes take turns, so a noisy second hurts
 * them all alike.
 *
 *   npx tsx bench/report-range.ts [--quick]                            # SQLite (BENCH_SEED_CACHE keeps the school once seeded)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/report-range.ts      # a throwaway PostgreSQL database
 *
 * Budgets (p95): one class < 100 ms; the whole school < 2 s, by name and by rate. BENCH_STUDENTS and
 * BENCH_DAYS change the school's size (the budgets speak of the full size only).
 *
 * Two changes to the school as seeded make it the school the budget speaks of, on a private copy
 * (a cached seed is copied first, never changed): three holidays inside the range, written to its
 * holidays directly (their records are then not counted; the settings refuse that past, ADR 043); and every student's account
 * dated before the history. bench/support/large-school.ts dates them LARGE.createdAt, inside a 180-day history,
 * and a report counts a student's days only from their account's creation on: as seeded, the
 * range would count 80 of its days, and the whole school by name would correct its day counts
 * for every student (ADR 008). That view, as seeded, is measured once for information first.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import type { RangeReportResponse } from '../src/shared/contracts/reports'
import { addDays } from '../src/shared/dates'
import { buildApp } from '../src/server/app'
import { bootstrap } from '../src/server/bootstrap'
import { createDb, type DbHandle, optimizePlanner } from '../src/server/db/create-db'
import { benchConfig, benchPostgresUrl, seededDatabase, thousands, type ThrowawayDatabase } from './support/bench-db'
import { classId, LARGE, schoolDaysBack } from './support/large-school'
import { type BenchRow, ms, percentile, QUICK, report } from './support/report'

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? (QUICK ? 2_000 : 100_000))
const DAYS = Number(process.env.BENCH_DAYS ?? (QUICK ? 20 : 180))
/** Rounds of every shape; the cheap ones (a class) run five times a round. */
const ROUNDS = QUICK ? 3 : 20
const BUDGET = { classMs: 100, schoolMs: 2000 }
/** The Monday after the history, 09:00 at the school (UTC). */
const NOW = new Date(`${addDays(LARGE.lastDay, 3)}T09:00:00.000Z`)
const CLASS = classId(Math.floor(STUDENTS / LARGE.classSize / 2))
const DEPARTMENT = 'd3'

interface Shape {
  measure: string
  url: string
  budgetMs: number | null
  repeat: number
}

/** The cached seed is shared by runs: work on a copy of it (SQLite's online backup, so a reader elsewhere is harmless). */
async function privateCopy(db: ThrowawayDatabase): Promise<ThrowawayDatabase> {
  if (db.target.kind !== 'sqlite' || !process.env.BENCH_SEED_CACHE) return db
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-bench-report-range-'))
  const file = path.join(dir, 'bench.db')
  const source = new Database(db.target.file, { readonly: true, fileMustExist: true })
  try {
    await source.backup(file, { progress: () => 25_000 })
  } finally {
    source.close()
  }
  return { url: file, target: { kind: 'sqlite', file }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
}

async function signIn(app: FastifyInstance): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { kind: 'staff', identifier: LARGE.headEmail, password: LARGE.password } })
  const session = login.cookies.find((c) => c.name === 'rollcall_session')
  if (!session) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`)
  return `rollcall_session=${session.value}`
}

async function get(app: FastifyInstance, cookie: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { cookie } })
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`)
  return response
}

/**
 * Three holidays inside the history, a quarter, half and three quarters of the way through, written to the
 * school's holidays directly: the settings refuse a holiday on a past day that has records (ADR 043), which is
 * the past this benchmark measures (a school whose records on such days are not counted).
 */
async function addHolidays(handle: DbHandle, dates: string[]): Promise<string[]> {
  const holidays = [0.25, 0.5, 0.75].map((at, i) => ({ date: dates[Math.floor(at * dates.length)]!, name: `Bench holiday ${i + 1}` }))
  await handle.db.insertInto('school_holidays').values(holidays.map((h) => ({ school_id: LARGE.schoolId, ...h }))).execute()
  return holidays.map((h) => h.date)
}

/** Dates every student account made on or after the history's first day to the day before it; returns how many moved. */
async function accountsBeforeHistory(handle: DbHandle, firstDay: string): Promise<number> {
  const result = await handle.db
    .updateTable('users')
    .set({ created_at: `${addDays(firstDay, -1)}T06:00:00.000Z` })
    .where('school_id', '=', LARGE.schoolId)
    .where('role', '=', 'student')
    .where('created_at', '>=', `${firstDay}T00:00:00.000Z`)
    .executeTakeFirst()
  await optimizePlanner(handle, { full: true })
  return Number(result.numUpdatedRows)
}

interface Samples {
  /** Wall-clock time of each request. */
  wall: number[]
  /** This process's CPU time during each request: all of the work on SQLite (in process), the app's share on PostgreSQL. Less hurt by a busy machine. */
  cpu: number[]
}

/** Every shape, `rounds` times in turns (after one warm-up round): the time of each request, by shape. */
async function measure(app: FastifyInstance, cookie: string, shapes: Shape[], rounds: number): Promise<Samples[]> {
  const samples = shapes.map((): Samples => ({ wall: [], cpu: [] }))
  for (let round = -1; round < rounds; round++) {
    for (const [s, shape] of shapes.entries()) {
      for (let i = 0; i < shape.repeat; i++) {
        const cpu = process.cpuUsage()
        const started = performance.now()
        await get(app, cookie, shape.url)
        const wall = performance.now() - started
        const used = process.cpuUsage(cpu)
        if (round < 0) continue
        samples[s]!.wall.push(wall)
        samples[s]!.cpu.push((used.user + used.system) / 1000)
      }
    }
  }
  return samples
}

/** "p50 …, p95 … (CPU p50 …)" */
const figures = ({ wall, cpu }: Samples) =>
  `p50 ${figure(percentile(wall, 50))}, p95 ${figure(percentile(wall, 95))} (CPU p50 ${figure(percentile(cpu, 50))})`

/** The whole school's totals against the records' own counts over the range's school days (no student joined or left during it). */
async function totalsMatchRecords(handle: DbHandle, report: RangeReportResponse): Promise<boolean> {
  const counted = await handle.db
    .selectFrom('attendance_records')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('school_id', '=', LARGE.schoolId)
    .where('date', 'in', report.schoolDays)
    .groupBy('status')
    .execute()
  const byStatus = Object.fromEntries(counted.map((r) => [r.status, Number(r.n)]))
  const records = Object.values(byStatus).reduce((a, b) => a + b, 0)
  console.log(`  records on the range's ${report.schoolDays.length} school days: ${JSON.stringify(byStatus)}`)
  return report.totals.students === STUDENTS
    && (['present', 'late', 'absent', 'sick', 'permission'] as const).every((s) => report.totals[s] === (byStatus[s] ?? 0))
    && report.totals.notRecorded === STUDENTS * report.schoolDays.length - records
}

const postgres = benchPostgresUrl()
const kind = postgres ? 'postgres' : 'sqlite'
const figure = (v: number) => ms(v, v < 100 ? 1 : 0)
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ')
const loadAtStart = load()
const { db: seeded, seed, cached } = await seededDatabase(`report_range_${STUDENTS}`, {
  students: STUDENTS,
  days: DAYS,
  onProgress: ({ table, done, total, rowsPerSecond }) => {
    if (done === total) console.log(`  ${table}: ${thousands(done)} rows, ${thousands(rowsPerSecond)} rows/s`)
  },
}, postgres)
if (seed) console.log(`${kind}: ${thousands(STUDENTS)} students × ${DAYS} days seeded in ${seed.seconds.toFixed(0)} s (+${seed.analyzeSeconds.toFixed(0)} s statistics)`)
else console.log(`${kind}: ${thousands(STUDENTS)} students × ${DAYS} days, seeded before (${seeded.url})`)
const copyStarted = performance.now()
const db = await privateCopy(seeded)
if (db !== seeded) console.log(`  copied to ${db.url} in ${((performance.now() - copyStarted) / 1000).toFixed(0)} s`)

const rows: BenchRow[] = []
const row = (measure: string, value: string, budget = 'reported', met: boolean | null = null) =>
  rows.push({ benchmark: 'reports', measure, db: kind, value, budget, met })
const handle = createDb(db.target)
try {
  const ctx = await bootstrap(handle, benchConfig(db.target), () => NOW)
  const app = await buildApp(ctx)
  try {
    const cookie = await signIn(app)
    const history = schoolDaysBack(LARGE.lastDay, DAYS)
    const from = history[0]!
    const to = history.at(-1)!
    const holidays = await addHolidays(handle, history)
    const range = `from=${from}&to=${to}`
    console.log(`range ${from} … ${to}, today ${NOW.toISOString().slice(0, 10)}, holidays ${holidays.join(', ')}; load average ${loadAtStart}`)

    const byName: Shape = { measure: 'whole school, by name', url: `/api/reports/range?${range}`, budgetMs: BUDGET.schoolMs, repeat: 1 }
    const asSeeded = (await get(app, cookie, byName.url)).json<RangeReportResponse>()
    if (asSeeded.totals.students < STUDENTS || asSeeded.daily.some((d) => d.students < STUDENTS)) {
      const [samples] = await measure(app, cookie, [byName], Math.min(ROUNDS, 10))
      const counted = asSeeded.daily.filter((d) => d.students > 0).length
      row(`whole school, by name, as seeded (accounts from ${LARGE.createdAt.slice(0, 10)}: ${counted} of ${asSeeded.schoolDays.length} days counted)`,
        figures(samples!))
      console.log(`  as seeded: ${thousands(await accountsBeforeHistory(handle, from))} student accounts moved before ${from}`)
    }

    const shapes: Shape[] = [
      { measure: 'one class (40), by name', url: `/api/reports/range?${range}&scope=class&classId=${CLASS}`, budgetMs: BUDGET.classMs, repeat: 5 },
      { measure: 'one class (40), by rate', url: `/api/reports/range?${range}&scope=class&classId=${CLASS}&sort=rate`, budgetMs: BUDGET.classMs, repeat: 5 },
      byName,
      { measure: 'whole school, by rate', url: `/api/reports/range?${range}&sort=rate`, budgetMs: BUDGET.schoolMs, repeat: 1 },
      { measure: 'one department, by name', url: `/api/reports/range?${range}&scope=department&departmentId=${DEPARTMENT}`, budgetMs: null, repeat: 1 },
      { measure: 'early warnings', url: '/api/reports/warnings', budgetMs: null, repeat: 1 },
      { measure: `day report, whole school (${to})`, url: `/api/reports/day?date=${to}`, budgetMs: null, repeat: 1 },
      { measure: 'range export, one class (CSV)', url: `/api/reports/range/export?format=csv&${range}&scope=class&classId=${CLASS}`, budgetMs: null, repeat: 5 },
    ]
    const samples = await measure(app, cookie, shapes, ROUNDS)
    for (const [s, shape] of shapes.entries()) {
      const p95 = percentile(samples[s]!.wall, 95)
      const value = figures(samples[s]!)
      console.log(`  ${shape.measure.padEnd(38)} ${value}  (${samples[s]!.wall.length} requests)`)
      if (shape.budgetMs === null) row(shape.measure, value)
      else row(`${shape.measure}: p95`, value, `< ${thousands(shape.budgetMs)} ms`, p95 < shape.budgetMs)
    }

    const school = (await get(app, cookie, byName.url)).json<RangeReportResponse>()
    const same = await totalsMatchRecords(handle, school)
    row(`whole-school totals = the records' counts (${school.schoolDays.length} school days, ${thousands(STUDENTS)} students)`, same ? 'equal' : 'DIFFERENT', 'equal', same)
    if (!same) process.exitCode = 1 // wrong numbers fail even a quick run
  } finally {
    await app.close()
    await ctx.events.close()
  }
} finally {
  await handle.db.destroy()
  await db.drop()
  if (db !== seeded) await seeded.drop()
}
row('load average (1, 5, 15 min): at start → at end', `${loadAtStart} → ${load()} (${os.cpus().length} cores)`)
if (seed) row(`seed ${thousands(STUDENTS)} students × ${DAYS} days`, `${seed.seconds.toFixed(0)} s, ${thousands(seed.records / seed.seconds)} records/s`)
else if (cached) row(`seed ${thousands(STUDENTS)} students × ${DAYS} days`, 'reused from BENCH_SEED_CACHE')
report(rows)
