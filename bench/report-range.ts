/**
 * The date-range report at school scale: GET /api/reports/range over 180 school days for one class
 * and for the whole school of 100,000 students (about 17.6 million records), through the whole server
 * stack (routing, session, validation, SQL, JSON), without the network. Also prints, for information,
 * a department, the early warnings and the day report on the same school.
 *
 *   npx tsx bench/report-range.ts                                    # in-memory SQLite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/report-range.ts    # a throwaway schema there
 *
 * Budgets (p95): one class < 100 ms; the whole school < 2 s (sorted by name, and by rate).
 * BENCH_STUDENTS and BENCH_ROUNDS shrink the run for a quick look. Standalone: it seeds its own school.
 */
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { CompiledQuery, sql } from 'kysely'
import pg from 'pg'
import { bootstrap } from '../src/server/bootstrap'
import { buildApp } from '../src/server/app'
import { type AppConfig, loadConfig } from '../src/server/config'
import { createDb, type DatabaseKind, type Db, type DbHandle, optimizePlanner } from '../src/server/db/create-db'
import { hashPassword } from '../src/server/lib/password'
import { CALENDAR_DAYS, dayCountBucket, dayOfYear, NO_RECORD, STATUS_CODES } from '../src/server/modules/attendance/attendance-calendar'
import { DEPARTMENTS, type AttendanceStatus } from '../src/shared/school'

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000)
const SCHOOL_DAYS = 180
const CLASS_SIZE = 40
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const BUDGET_CLASS_MS = 100
const BUDGET_SCHOOL_MS = 2000
/** The history ends on a Friday; "today" is the Monday after. Three holidays fall inside it. */
const LAST_DAY = '2030-06-14'
const NOW = new Date('2030-06-17T09:00:00Z')
const HOLIDAYS = ['2030-04-19', '2030-05-01', '2030-05-30']
const PASSWORD = 'bench-password'
const STATUS_WEIGHTS: [AttendanceStatus | null, number][] = [['present', 76], ['late', 9], ['absent', 6], ['sick', 4], ['permission', 3], [null, 2]]

/** Deterministic pseudo-random numbers (mulberry32): the same school on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function schoolDaysBack(last: string, count: number): string[] {
  const days: string[] = []
  for (let t = Date.parse(`${last}T00:00:00Z`); days.length < count; t -= 86_400_000) {
    const date = new Date(t)
    const iso = date.toISOString().slice(0, 10)
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6 && !HOLIDAYS.includes(iso)) days.push(iso)
  }
  return days.reverse()
}

/** Many rows in one short statement: a JSON array read with json_each (SQLite), or one array per column (PostgreSQL). */
async function insertRows(db: Db, kind: DatabaseKind, table: string, columns: string[], rows: (string | number | null)[][]) {
  if (rows.length === 0) return
  const names = columns.map((c) => `"${c}"`).join(', ')
  if (kind === 'postgres') {
    const types = columns.map((c) => (c === 'year' || c === 'n' ? 'int' : 'text'))
    const unnest = columns.map((_, i) => `$${i + 1}::${types[i]}[]`).join(', ')
    const arrays = columns.map((_, i) => rows.map((row) => row[i]))
    await db.executeQuery(CompiledQuery.raw(`insert into "${table}" (${names}) select * from unnest(${unnest})`, arrays))
    return
  }
  const fields = columns.map((_, i) => `value ->> ${i}`).join(', ')
  await db.executeQuery(CompiledQuery.raw(`insert into "${table}" (${names}) select ${fields} from json_each(?)`, [JSON.stringify(rows)]))
}

async function seed(db: Db, kind: DatabaseKind, schoolId: string, days: string[]) {
  const rng = random(20300617)
  const at = '2029-08-01T06:00:00.000Z' // before the history starts
  const hash = await hashPassword(PASSWORD)
  const classes = Math.ceil(STUDENTS / CLASS_SIZE)
  const batch = 10_000
  await insertRows(db, kind, 'departments', ['school_id', 'id', 'name'], DEPARTMENTS.map((name, i) => [schoolId, `d${i}`, name]))
  await insertRows(db, kind, 'users', ['school_id', 'id', 'role', 'name', 'email', 'password_hash', 'created_at', 'updated_at'], [
    [schoolId, 'head', 'headmaster', 'Head Master', 'head@bench.school', hash, at, at],
  ])
  await insertRows(db, kind, 'classes', ['school_id', 'id', 'name', 'department_id', 'teacher_id', 'created_at'],
    Array.from({ length: classes }, (_, c) => [schoolId, `c${c}`, `C${String(c).padStart(4, '0')}`, `d${c % DEPARTMENTS.length}`, 'head', at]))
  const studentId = (i: number) => `s${i.toString(36).padStart(4, '0')}`
  for (let from = 0; from < STUDENTS; from += batch) {
    const ids = Array.from({ length: Math.min(batch, STUDENTS - from) }, (_, k) => from + k)
    await insertRows(db, kind, 'users', ['school_id', 'id', 'role', 'name', 'parent_number', 'password_hash', 'created_at', 'updated_at'],
      ids.map((i) => [schoolId, studentId(i), 'student', `Student ${String(i).padStart(6, '0')} ${(i * 7919) % 100_000}`, String(i).padStart(5, '0'), hash, at, at]))
    await insertRows(db, kind, 'students', ['school_id', 'user_id', 'student_number', 'class_id', 'level', 'department_id'],
      ids.map((i) => [schoolId, studentId(i), `S${i}`, `c${i % classes}`, i % 3 ? 'Senior' : 'Junior', `d${(i % classes) % DEPARTMENTS.length}`]))
  }

  // The records, one school day at a time, and the reports' summaries as the write path would keep them:
  // each student's calendars, and the school's counts per day, status and bucket.
  const years = [...new Set(days.map((d) => Number(d.slice(0, 4))))]
  const calendars = years.map(() => Array.from({ length: STUDENTS }, () => new Uint8Array(CALENDAR_DAYS).fill(NO_RECORD.charCodeAt(0))))
  const columns = ['school_id', 'id', 'student_id', 'date', 'status', 'method', 'recorded_at', 'recorded_by', 'updated_at']
  let records = 0
  const started = performance.now()
  for (const date of days) {
    const rows: string[][] = []
    const counts = new Map<string, number>()
    const calendar = calendars[years.indexOf(Number(date.slice(0, 4)))]!
    const day = dayOfYear(date) - 1
    for (let i = 0; i < STUDENTS; i++) {
      let pick = rng() * 100
      const status = STATUS_WEIGHTS.find(([, weight]) => (pick -= weight) < 0)?.[0] ?? 'present'
      if (status === null) continue
      calendar[i]![day] = STATUS_CODES[status].charCodeAt(0)
      const key = `${status} ${dayCountBucket(studentId(i))}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
      const stamp = `${date}T07:${status === 'late' ? 50 : 30}:00.000Z`
      rows.push([schoolId, `r${(records + rows.length).toString(36).padStart(6, '0')}`, studentId(i), date, status, 'manual', stamp, 'head', stamp])
    }
    await db.transaction().execute(async (trx) => {
      for (let from = 0; from < rows.length; from += batch) await insertRows(trx, kind, 'attendance_records', columns, rows.slice(from, from + batch))
      const dayCounts = [...counts].map(([key, n]) => [schoolId, date, ...key.split(' '), n] as (string | number)[])
      await insertRows(trx, kind, 'attendance_day_counts', ['school_id', 'date', 'status', 'bucket', 'n'], dayCounts)
    })
    records += rows.length
    if (days.indexOf(date) % 20 === 19) console.log(`  ${records.toLocaleString('en')} records (${Math.round(records / ((performance.now() - started) / 1000)).toLocaleString('en')}/s)`)
  }
  const decoder = new TextDecoder()
  for (const [y, year] of years.entries()) {
    for (let from = 0; from < STUDENTS; from += batch) {
      const rows = calendars[y]!.slice(from, from + batch).map((days, k) => [schoolId, studentId(from + k), year, decoder.decode(days)])
      await insertRows(db, kind, 'attendance_calendars', ['school_id', 'student_id', 'year', 'days'], rows)
    }
  }
  await insertRows(db, kind, 'school_holidays', ['school_id', 'date', 'name'], HOLIDAYS.map((date) => [schoolId, date, 'Holiday']))
  return { records, classId: `c${Math.floor(classes / 2)}` }
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

// ---- a fresh database ----
const url = process.env.BENCH_DATABASE_URL
const schema = `report_bench_${randomBytes(4).toString('hex')}`
const base = loadConfig({ LOG_LEVEL: 'silent', DEMO: '0', ...(url ? { DATABASE_URL: url } : {}) })
const config: AppConfig = { ...base, webDist: null, database: url ? base.database : { kind: 'sqlite', file: ':memory:' } }
if (url) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
}
const handle: DbHandle = createDb(config.database, url ? { pgSchema: schema } : {})
const dropSchema = async () => {
  if (!url) return
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop schema ${schema} cascade`)
  await admin.end()
}

let failed = false
try {
  const ctx = await bootstrap(handle, config, () => NOW)
  const days = schoolDaysBack(LAST_DAY, SCHOOL_DAYS)
  const built = performance.now()
  console.log(`seeding ${STUDENTS.toLocaleString('en')} students × ${SCHOOL_DAYS} school days (${days[0]} … ${days.at(-1)}) on ${handle.kind}`)
  if (handle.kind === 'sqlite') await sql`pragma foreign_keys = OFF`.execute(handle.db)
  const { records, classId } = await seed(handle.db, handle.kind, ctx.schoolId, days)
  if (handle.kind === 'sqlite') await sql`pragma foreign_keys = ON`.execute(handle.db)
  await optimizePlanner(handle, { full: true })
  console.log(`built in ${((performance.now() - built) / 1000).toFixed(0)} s: ${records.toLocaleString('en')} records`)

  const app = await buildApp(ctx)
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { kind: 'staff', identifier: 'head@bench.school', password: PASSWORD } })
  const cookie = `rollcall_session=${login.cookies.find((c) => c.name === 'rollcall_session')!.value}`
  const range = `from=${days[0]}&to=${days.at(-1)}`

  const shapes: [string, string, number | null][] = [
    ['range, one class (40)', `/api/reports/range?${range}&scope=class&classId=${classId}`, BUDGET_CLASS_MS],
    ['range, one class, by rate', `/api/reports/range?${range}&scope=class&classId=${classId}&sort=rate`, BUDGET_CLASS_MS],
    ['range, whole school', `/api/reports/range?${range}`, BUDGET_SCHOOL_MS],
    ['range, whole school, by rate', `/api/reports/range?${range}&sort=rate`, BUDGET_SCHOOL_MS],
    ['range, one department', `/api/reports/range?${range}&scope=department&departmentId=d3`, null],
    ['early warnings', '/api/reports/warnings', null],
    ['day report, whole school', `/api/reports/day?date=${days.at(-1)}`, null],
  ]
  for (const [label, path, budget] of shapes) {
    const samples: number[] = []
    let body: { totals?: { students: number; rate: number | null }; lowRate?: unknown[] } = {}
    await app.inject({ method: 'GET', url: path, headers: { cookie } }) // warm-up, not counted
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now()
      const response = await app.inject({ method: 'GET', url: path, headers: { cookie } })
      samples.push(performance.now() - started)
      if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`)
      body = response.json()
    }
    const p50 = percentile(samples, 50)
    const p95 = percentile(samples, 95)
    const over = budget !== null && p95 >= budget
    failed ||= over
    const what = body.totals ? `${body.totals.students} students, rate ${body.totals.rate?.toFixed(4)}` : `${body.lowRate?.length} under the threshold`
    const verdict = budget === null ? '' : over ? `  OVER ${budget} ms` : `  (budget ${budget} ms)`
    console.log(`${label.padEnd(30)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   ${what}${verdict}`)
  }

  // The whole school's totals must be the records' own counts (no student was created during the range).
  const report = (await app.inject({ method: 'GET', url: `/api/reports/range?${range}`, headers: { cookie } })).json()
  const counted = await handle.db
    .selectFrom('attendance_records')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('date', 'in', days)
    .groupBy('status')
    .execute()
  const byStatus = Object.fromEntries(counted.map((r) => [r.status, Number(r.n)]))
  const same = (['present', 'late', 'absent', 'sick', 'permission'] as const).every((s) => report.totals[s] === (byStatus[s] ?? 0))
    && report.totals.notRecorded === STUDENTS * SCHOOL_DAYS - records
  console.log(`whole-school totals ${same ? 'match' : 'DO NOT match'} the records (${JSON.stringify(byStatus)})`)
  failed ||= !same
  console.log(`budgets: one class p95 < ${BUDGET_CLASS_MS} ms, whole school p95 < ${BUDGET_SCHOOL_MS} ms — ${failed ? 'MISSED' : 'met'}`)
  await app.close()
  await ctx.events.close()
} finally {
  await handle.db.destroy()
  await dropSchema()
}
process.exit(failed ? 1 : 0)
