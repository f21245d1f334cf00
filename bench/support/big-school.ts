import type { Insertable } from 'kysely'
import type { AppConfig } from '../../src/server/config'
import { loadConfig } from '../../src/server/config'
import { bootstrap } from '../../src/server/bootstrap'
import { listDepartments } from '../../src/server/modules/departments/departments.queries'
import { buildApp } from '../../src/server/app'
import { createDb, type DbHandle, optimizePlanner } from '../../src/server/db/create-db'
import { FIRST_NAMES, LAST_NAMES } from '../../src/server/db/demo/demo-names'
import { insertSchoolRows } from '../../src/server/db/demo/demo.queries'
import { SeededRandom } from '../../src/server/db/demo/seeded-random'
import type { Database } from '../../src/server/db/schema'
import { withSearchName } from '../../src/server/db/search-name'
import { benchPostgresUrl, throwawayDatabase } from './bench-db'
import { hashPassword } from '../../src/server/lib/password'
import { summaryRowsOf } from '../../src/server/modules/attendance/read-model/summaries'
import { sweep } from '../../src/server/maintenance'

export const BENCH_PASSWORD = 'bench-password'

/**
 * A school of `students` students in classes of `classSize`, with one
 * headmaster, and a record on `date` for about 90% of the students.
 * Built on a fresh database: SQLite in memory, or a throwaway database on BENCH_DATABASE_URL's
 * PostgreSQL server, dropped by close().
 */
export async function bigSchool(options: { students: number; classSize: number; date: string }) {
  // Parent numbers have five digits, so one school holds at most 100,000 students.
  if (options.students > 100_000) throw new Error('at most 100,000 students')
  const throwaway = benchPostgresUrl() && (await throwawayDatabase('big_school', benchPostgresUrl()))
  const url = throwaway ? throwaway.url : undefined
  const base = loadConfig({ LOG_LEVEL: 'silent', DEMO: '0', ...(url ? { DATABASE_URL: url } : {}) })
  const config: AppConfig = { ...base, webDist: null, database: url ? base.database : { kind: 'sqlite', file: ':memory:' } }
  const handle: DbHandle = createDb(config.database)
  const ctx = await bootstrap(handle, config)
  const school = ctx.schoolId
  const rng = new SeededRandom(7)
  const hash = await hashPassword(BENCH_PASSWORD)
  const at = new Date().toISOString()
  // A new real school already has eight departments (bootstrap): the school's own are used.
  const departmentIds = (await listDepartments(handle.db, school)).map((d) => d.id)
  const rows: { [T in keyof Database]?: Insertable<Database[T]>[] } = {
    users: [withSearchName({ school_id: school, id: 'head', role: 'headmaster', name: 'Head Master', email: 'head@bench.school',
      parent_number: null, password_hash: hash, created_at: at, updated_at: at })],
    classes: [], students: [], attendance_records: [],
  }
  const classCount = Math.ceil(options.students / options.classSize)
  for (let c = 0; c < classCount; c++) {
    rows.classes!.push(withSearchName({ school_id: school, id: `class-${c}`, name: `C${String(c).padStart(5, '0')}`,
      department_id: departmentIds[c % departmentIds.length]!, teacher_id: 'head', created_at: at }))
  }
  const statuses = ['present', 'present', 'present', 'present', 'present', 'present', 'late', 'absent', 'sick'] as const
  for (let i = 0; i < options.students; i++) {
    const id = `stu-${i}`
    rows.users!.push(withSearchName({ school_id: school, id, role: 'student', name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)} ${i}`,
      email: null, parent_number: String(i).padStart(5, '0'), password_hash: hash,
      created_at: at, updated_at: at }))
    const classIndex = Math.floor(i / options.classSize)
    rows.students!.push({ school_id: school, user_id: id, student_number: `S${i}`, class_id: `class-${classIndex}`,
      level: i % 3 === 0 ? 'Junior' : 'Senior', department_id: departmentIds[classIndex % departmentIds.length]! })
    if (i % 10 !== 9) {
      rows.attendance_records!.push({ school_id: school, id: `rec-${i}`, student_id: id, date: options.date,
        status: statuses[i % statuses.length]!, method: 'qr', note: null, recorded_at: at, recorded_by: 'head', updated_at: at })
    }
  }
  // The read model's summaries, as the write path would have kept them (ADR 016).
  Object.assign(rows, summaryRowsOf(rows.attendance_records as Parameters<typeof summaryRowsOf>[0]))
  await insertSchoolRows(handle.db, rows)
  // Fresh planner statistics, as the hourly sweep (SQLite) or autovacuum (PostgreSQL) would give.
  await sweep(ctx)
  await optimizePlanner(handle, { full: true })
  const app = await buildApp(ctx)
  return { app, ctx, handle, close: async () => (await app.close(), await ctx.events.close(), await handle.db.destroy(), throwaway && (await throwaway.drop())) }
}

export { percentile } from './report'
