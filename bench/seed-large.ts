/**
 * Fills a database with a large school, the same on every run: classes of about 40 with their
 * homeroom teachers, N students, and D school days (Monday to Friday) of attendance history
 * ending on Friday 2026-11-20. Every account's password is "bench-password"; the headmaster
 * signs in as head@large.school.
 *
 *   npm run seed:large -- --students 100000 --days 180              # SQLite, data/large.db
 *   DATABASE_URL=postgres://… npm run seed:large -- --students 10000 --days 180
 *
 * Refuses a database that already holds a school, unless --force (a SQLite file is then
 * deleted first; on PostgreSQL the school tables are emptied).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { parseDatabaseUrl } from '../src/server/config'
import { createDb } from '../src/server/db/create-db'
import { seedAndAnalyze, thousands } from './support/bench-db'
import { isEmptyDatabase, LARGE } from './support/large-school'

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '1000' },
    days: { type: 'string', default: '180' },
    force: { type: 'boolean', default: false },
  },
})
const students = Number(values.students)
const days = Number(values.days)
if (!Number.isInteger(students) || students < 1 || students > 100_000 || !Number.isInteger(days) || days < 0 || days > 1000) {
  console.error('--students must be a whole number from 1 to 100,000 (parent numbers have five digits), --days from 0 to 1,000')
  process.exit(2)
}
const url = process.env.DATABASE_URL || path.join('data', 'large.db')
const target = parseDatabaseUrl(url)
if (target.kind === 'sqlite' && target.file === ':memory:') {
  console.error('DATABASE_URL: an in-memory database would be gone when this script ends; name a file or postgres://…')
  process.exit(2)
}

async function clear(): Promise<void> {
  if (target.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(target.file + suffix, { force: true })
    return
  }
  const handle = createDb(target)
  try {
    if (await isEmptyDatabase(handle)) return
    await sql`truncate schools, departments, users, classes, students, teachers, attendance_records, attendance_audit,
      sessions, login_failures, qr_codes cascade`.execute(handle.db)
  } finally {
    await handle.db.destroy()
  }
}

const where = target.kind === 'sqlite' ? target.file : url.replace(/\/\/[^@/]*@/, '//…@')
if (values.force) await clear()
else {
  const handle = createDb(target)
  const empty = await isEmptyDatabase(handle)
  await handle.db.destroy()
  if (!empty) {
    console.error(`${where} already holds a school. Use --force to replace it.`)
    process.exit(1)
  }
}

console.log(`seeding ${thousands(students)} students × ${days} school days into ${where} (${target.kind})`)
try {
  const result = await seedAndAnalyze(target, {
    students,
    days,
    onProgress: ({ table, done, total, rowsPerSecond }) =>
      console.log(`  ${table.padEnd(18)} ${thousands(done).padStart(11)} / ${thousands(total).padEnd(11)} ${((100 * done) / total).toFixed(0).padStart(3)}%   ${thousands(rowsPerSecond)} rows/s`),
  })
  const rows = result.users + result.classes + result.records
  console.log(`done in ${result.seconds.toFixed(1)} s (${thousands(rows / result.seconds)} rows/s), planner statistics in ${result.analyzeSeconds.toFixed(1)} s`)
  console.log(`  ${thousands(result.users)} accounts, ${thousands(result.classes)} classes, ${thousands(result.records)} attendance records`)
  console.log(`  history: ${result.dates[0] ?? '-'} … ${result.dates.at(-1) ?? '-'}`)
  if (target.kind === 'sqlite') console.log(`  file: ${(fs.statSync(target.file).size / 1024 ** 2).toFixed(0)} MB`)
  console.log(`  sign in as ${LARGE.headEmail} / ${LARGE.password}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
