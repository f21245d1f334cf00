/**
 * Lesson registers (ADR 052), through the whole server (app.inject(): routing, session, validation, SQL, JSON):
 *
 * 1. Taking a register of 40: `PUT /api/lessons/:id/register` by the lesson's teacher, every student marked
 *    (the first take: a register and 40 marks), then a correction of all 40 (40 updates and 40 audit lines),
 *    on a new date each round, at 10,000 students (as roll-call-save.ts).
 * 2. A subject teacher's day: `GET /api/lessons/today` at 100,000 students in classes of 35 (2,858 classes,
 *    a homeroom teacher each and 1,000 subject teachers), a full week of eight periods (114,320 lessons, each
 *    teacher about six a day), with the week before of changes (about 1% of lessons a day) and registers
 *    with their marks (support/lesson-school.ts); measured on the Monday after it, its morning's registers
 *    taken (to take, taken and overdue mixed), and on a day of the week before, twenty subject teachers in turn.
 *
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, each in a
 * throwaway database.
 *
 *   npx tsx bench/registers.ts [--quick]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/registers.ts
 *
 * Budgets: taking and correcting a register p50 ≤ 15 ms on SQLite, as a roll call (p95 < 150 ms on both);
 * a teacher's day p50 ≤ 15 ms and p95 ≤ 50 ms at 100,000 students, on both.
 */
import { performance } from 'node:perf_hooks'
import { buildApp } from '../src/server/app'
import { bootstrap } from '../src/server/bootstrap'
import { createDb, optimizePlanner } from '../src/server/db/create-db'
import { hashPassword } from '../src/server/lib/password'
import { sweep } from '../src/server/maintenance'
import { updateSchoolSettings } from '../src/server/modules/schools/school-settings.queries'
import { withSearchName } from '../src/server/db/search-name'
import { BENCH_PASSWORD, bigSchool } from './support/big-school'
import { benchConfig, thousands, throwawayDatabase } from './support/bench-db'
import { LARGE, schoolDaysBack, seedLargeSchool, teacherId } from './support/large-school'
import { seedLessonSchool, subjectTeacherIndexes } from './support/lesson-school'
import { type BenchRow, ms, percentile, QUICK, report } from './support/report'

const pgUrl = [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL].find((u) => u && /^postgres(ql)?:\/\//.test(u))
const KINDS = pgUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)
type Kind = (typeof KINDS)[number]

const TAKE = { rounds: QUICK ? 5 : 60, students: QUICK ? 1_000 : 10_000, p50Ms: 15, p95Ms: 150 }
const DAY = {
  students: Number(process.env.BENCH_STUDENTS ?? (QUICK ? 2_000 : 100_000)),
  classSize: 35,
  subjectTeachers: QUICK ? 20 : 1_000,
  /** School days of history (attendance records, lesson changes, registers and their marks) before the measured Monday. */
  historyDays: Number(process.env.BENCH_DAYS ?? (QUICK ? 2 : 5)),
  rounds: QUICK ? 10 : 200,
  teachers: QUICK ? 5 : 20,
  p50Ms: 15,
  p95Ms: 50,
}
/** The Monday after the large school's history (LARGE.lastDay, a Friday): periods 1–4 taken, the rest not yet. */
const MONDAY = '2026-11-23'

async function takeRegisters(kind: Kind) {
  const db = kind === 'postgres' ? await throwawayDatabase('registers_take', pgUrl) : null
  if (db) process.env.BENCH_DATABASE_URL = db.url
  else delete process.env.BENCH_DATABASE_URL
  const school = await bigSchool({ students: TAKE.students, classSize: 40, date: '2030-01-07' })
  try {
    const { ctx } = school
    // Every day a school day since the school began, so each round can use a new past date; class 17 has a lesson in period 1 of every weekday.
    await updateSchoolSettings(ctx.db, ctx.schoolId, {
      name: 'Bench School', timeZone: 'UTC', schoolDayStart: '07:30', lateAfter: '07:45', schoolDays: [1, 2, 3, 4, 5, 6, 7],
    }, { initial: [1, 2, 3, 4, 5, 6, 7], changes: [] })
    const at = new Date().toISOString()
    await ctx.db.insertInto('users').values(withSearchName({ school_id: ctx.schoolId, id: 'teacher', role: 'subject_teacher' as const, name: 'Subject Teacher',
      email: 'teacher@bench.school', parent_number: null, password_hash: await hashPassword(BENCH_PASSWORD), created_at: at, updated_at: at })).execute()
    await ctx.db.insertInto('bell_periods').values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ school_id: ctx.schoolId, weekday, number: 1, starts_at: '07:45', ends_at: '08:25' }))).execute()
    await ctx.db.insertInto('lessons').values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      school_id: ctx.schoolId, id: `lesson-${weekday}`, class_id: 'class-17', subject: 'Physics', teacher_id: 'teacher', weekday, period: 1, created_at: at,
    }))).execute()
    const login = await school.app.inject({ method: 'POST', url: '/api/auth/login', payload: { kind: 'staff', identifier: 'teacher@bench.school', password: BENCH_PASSWORD } })
    const cookie = `rollcall_session=${login.cookies.find((c) => c.name === 'rollcall_session')!.value}`
    const students = Array.from({ length: 40 }, (_, i) => `stu-${40 * 17 + i}`)
    const samples = { first: [] as number[], correction: [] as number[] }
    for (let round = -3; round < TAKE.rounds; round++) {
      const day = new Date(Date.UTC(2026, 0, 10 + round))
      const date = day.toISOString().slice(0, 10)
      const lesson = `lesson-${day.getUTCDay() || 7}`
      const takes = [
        ['first', students.map((studentId, i) => ({ studentId, status: i % 13 === 5 ? 'absent' : 'present' }))],
        ['correction', students.map((studentId, i) => ({ studentId, status: i % 13 === 5 ? 'present' : 'late', note: 'Bus late' }))],
      ] as const
      for (const [label, marks] of takes) {
        const started = performance.now()
        const response = await school.app.inject({ method: 'PUT', url: `/api/lessons/${lesson}/register`, headers: { cookie }, payload: { date, marks } })
        const elapsed = performance.now() - started
        const rows = response.statusCode === 200 ? (response.json() as { rows: { mark: unknown }[] }).rows : []
        if (rows.length !== 40 || rows.some((r) => !r.mark)) throw new Error(`expected a register of 40 marked: ${response.statusCode} ${response.body.slice(0, 300)}`)
        if (round >= 0) samples[label].push(elapsed) // the first rounds warm up
      }
    }
    return samples
  } finally {
    await school.close()
    await db?.drop()
  }
}

async function teachersDay(kind: Kind) {
  const db = await throwawayDatabase('registers_day', kind === 'postgres' ? pgUrl : undefined)
  const handle = createDb(db.target)
  try {
    const seedStarted = performance.now()
    const seeded = await seedLargeSchool(handle, { students: DAY.students, days: DAY.historyDays, classSize: DAY.classSize, subjectTeachers: DAY.subjectTeachers })
    const school = { classCount: seeded.classes, teacherCount: seeded.classes + DAY.subjectTeachers, students: DAY.students }
    console.log(`${kind}: ${thousands(DAY.students)} students in ${thousands(school.classCount)} classes, ${thousands(school.teacherCount)} teachers, ${DAY.historyDays} days of records in ${seeded.seconds.toFixed(0)} s`)
    const history = schoolDaysBack(LARGE.lastDay, DAY.historyDays)
    const week = await seedLessonSchool(handle, school, { dates: history, partialDate: MONDAY, partialUpTo: 4 })
    console.log(`  ${thousands(week.lessons)} lessons, ${thousands(week.changes)} changes, ${thousands(week.registers)} registers, ${thousands(week.marks)} marks in ${week.seconds.toFixed(0)} s`)
    const ctx = await bootstrap(handle, benchConfig(db.target))
    // Fresh planner statistics, as the hourly sweep (SQLite) or autovacuum (PostgreSQL) would give.
    await sweep(ctx)
    await optimizePlanner(handle, { full: true })
    const seedSeconds = (performance.now() - seedStarted) / 1000
    const app = await buildApp(ctx)
    try {
      const teachers = subjectTeacherIndexes(school).filter((_, i, all) => i % Math.floor(all.length / DAY.teachers) === 0).slice(0, DAY.teachers)
      const cookies: string[] = []
      for (const t of teachers) {
        const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { kind: 'staff', identifier: `t${t}@large.school`, password: LARGE.password } })
        if (login.statusCode !== 200) throw new Error(`sign-in of ${teacherId(t)}: ${login.statusCode} ${login.body}`)
        cookies.push(`rollcall_session=${login.cookies.find((c) => c.name === 'rollcall_session')!.value}`)
      }
      const shapes = { [`${MONDAY}, morning taken`]: MONDAY, [`${history.at(-1)}, the week before`]: history.at(-1)! }
      const samples: Record<string, number[]> = Object.fromEntries(Object.keys(shapes).map((k) => [k, []]))
      const lessons: Record<string, number> = {}
      for (let round = -5; round < DAY.rounds; round++) {
        const cookie = cookies[(round + 5) % cookies.length]!
        for (const [label, date] of Object.entries(shapes)) {
          const started = performance.now()
          const response = await app.inject({ method: 'GET', url: `/api/lessons/today?date=${date}`, headers: { cookie } })
          const elapsed = performance.now() - started
          if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`)
          const day = response.json() as { lessons: { register: string }[] }
          if (day.lessons.length === 0) throw new Error(`${label}: a teacher with no lessons`)
          if (round >= 0) samples[label]!.push(elapsed)
          lessons[label] = (lessons[label] ?? 0) + day.lessons.length
        }
      }
      for (const label of Object.keys(shapes)) {
        console.log(`  today, ${label}: p50 ${ms(percentile(samples[label]!, 50))}, p95 ${ms(percentile(samples[label]!, 95))}, ` +
          `${(lessons[label]! / (DAY.rounds + 5)).toFixed(1)} lessons a teacher`)
      }
      return { samples, week, seedSeconds }
    } finally {
      await app.close()
      await ctx.events.close()
    }
  } finally {
    await handle.db.destroy()
    await db.drop()
  }
}

const rows: BenchRow[] = []
for (const kind of KINDS) {
  const take = await takeRegisters(kind)
  for (const [label, values] of [['first take, 40 marks', take.first], ['correction of 40 marks', take.correction]] as const) {
    const p50 = percentile(values, 50)
    const p95 = percentile(values, 95)
    console.log(`register, ${label} (${kind}): p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(Math.max(...values))} over ${values.length}`)
    rows.push(
      { benchmark: 'registers', measure: `PUT register, ${label}: median`, db: kind, value: ms(p50),
        budget: kind === 'sqlite' ? `≤ ${TAKE.p50Ms} ms` : 'reported', met: kind === 'sqlite' ? p50 <= TAKE.p50Ms : null },
      { benchmark: 'registers', measure: `PUT register, ${label}: p95 (max)`, db: kind, value: `${ms(p95)} (${ms(Math.max(...values))})`,
        budget: `< ${TAKE.p95Ms} ms`, met: p95 < TAKE.p95Ms },
    )
  }
  const day = await teachersDay(kind)
  for (const [label, values] of Object.entries(day.samples)) {
    const p50 = percentile(values, 50)
    const p95 = percentile(values, 95)
    rows.push(
      { benchmark: 'registers', measure: `GET lessons/today @ ${thousands(DAY.students)} students, ${label}: median`, db: kind, value: ms(p50),
        budget: `≤ ${DAY.p50Ms} ms`, met: p50 <= DAY.p50Ms },
      { benchmark: 'registers', measure: `GET lessons/today @ ${thousands(DAY.students)} students, ${label}: p95`, db: kind, value: ms(p95),
        budget: `≤ ${DAY.p95Ms} ms`, met: p95 <= DAY.p95Ms },
    )
  }
  rows.push({ benchmark: 'seed', measure: `seed ${thousands(DAY.students)} students, ${thousands(day.week.lessons)} lessons, ${thousands(day.week.registers)} registers`, db: kind,
    value: `${day.seedSeconds.toFixed(0)} s (${thousands(day.week.marks)} marks)`, budget: 'reported', met: null })
}
report(rows)
