import { performance } from 'node:perf_hooks'
import type { Insertable } from 'kysely'
import { DEPARTMENTS, type AttendanceStatus } from '../../src/shared/school'
import type { DbHandle } from '../../src/server/db/create-db'
import { FIRST_NAMES, LAST_NAMES, SUBJECTS_BY_DEPARTMENT } from '../../src/server/db/demo/demo-names'
import { insertSchoolRows } from '../../src/server/db/demo/demo.queries'
import { SeededRandom } from '../../src/server/db/demo/seeded-random'
import { migrateToLatest } from '../../src/server/db/migrator'
import type { Database } from '../../src/server/db/schema'
import { withSearchName } from '../../src/server/db/search-name'
import { hashPassword } from '../../src/server/lib/password'
import { SummaryBuilder } from '../../src/server/modules/attendance/read-model/summaries'
import { searchFold } from '../../src/shared/search-fold'
import { BATCH_ROWS, countSchoolRows, hasTables, insertTextRows, setBulkLoad, skipForeignKeyChecks, writeSummaries } from './large-school.queries'

/**
 * A large school, the same on every run (seeded): classes of about 40, one homeroom teacher
 * per class and a subject teacher per five classes, N students with distinct five-digit parent
 * numbers, and D school days (Monday to Friday) of attendance history ending on LARGE.lastDay.
 * Ids are short (s0a1f, r00b3k…) to keep a 100,000 × 180 database small.
 */
export const LARGE = {
  schoolId: 'large',
  seed: 20261122,
  classSize: 40,
  /** A Friday. Benchmarks that scan "today" run later on the real clock, so today is never in the history. */
  lastDay: '2026-11-20',
  password: 'bench-password',
  headEmail: 'head@large.school',
  createdAt: '2026-08-03T06:00:00.000Z',
} as const

const STATUS_WEIGHTS: [AttendanceStatus | null, number][] = [
  ['present', 76], ['late', 9], ['absent', 6], ['sick', 4], ['permission', 3], [null, 2],
]
const DAYS_PER_TRANSACTION = 20
const RECORD_COLUMNS = ['school_id', 'id', 'student_id', 'date', 'status', 'method', 'recorded_at', 'recorded_by', 'updated_at'] as const

export interface SeedOptions {
  students: number
  days: number
  /** Students a class (LARGE.classSize unless given). */
  classSize?: number
  /** Subject teachers, besides a homeroom teacher per class (one per five classes unless given). */
  subjectTeachers?: number
  /** Called about once a second and at the end of each table, with rows written so far. */
  onProgress?: (p: { table: string; done: number; total: number; rowsPerSecond: number }) => void
}

export interface SeedResult {
  users: number
  classes: number
  records: number
  seconds: number
  dates: string[]
}

const pad36 = (n: number, width: number) => n.toString(36).padStart(width, '0')
export const studentId = (i: number) => `s${pad36(i, 4)}`
export const classId = (c: number) => `c${pad36(c, 3)}`
export const teacherId = (t: number) => `t${pad36(t, 3)}`

/** The last `days` weekdays up to and including `lastDay`, oldest first. */
export function schoolDaysBack(lastDay: string, days: number): string[] {
  const dates: string[] = []
  for (let t = Date.parse(`${lastDay}T00:00:00Z`); dates.length < days; t -= 86_400_000) {
    const day = new Date(t).getUTCDay()
    if (day !== 0 && day !== 6) dates.push(new Date(t).toISOString().slice(0, 10))
  }
  return dates.reverse()
}

/** Writes the large school into an empty database (migrating it first). Throws if it holds a school already. */
export async function seedLargeSchool(handle: DbHandle, options: SeedOptions): Promise<SeedResult> {
  const { students, days } = options
  if (!Number.isInteger(students) || students < 1 || students > 100_000) throw new Error('--students must be 1 to 100,000 (parent numbers have five digits)')
  if (!Number.isInteger(days) || days < 0 || days > 1000) throw new Error('--days must be 0 to 1,000')
  const { db, kind } = handle
  if (!(await isEmptyDatabase(handle))) throw new Error('the database is not empty')
  await migrateToLatest(db)
  const started = performance.now()
  const rng = new SeededRandom(LARGE.seed)
  const school = LARGE.schoolId
  const at = LARGE.createdAt
  const hash = await hashPassword(LARGE.password) // one hash for every account: scrypt is slow on purpose
  const personName = () => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`

  // The school, its departments, staff and classes: small enough for the demo school's insert.
  const classCount = Math.ceil(students / (options.classSize ?? LARGE.classSize))
  const subjectTeachers = options.subjectTeachers ?? Math.ceil(classCount / 5)
  const departments = DEPARTMENTS.map((name, i) => ({ school_id: school, id: `d${i}`, name }))
  const rows: { [T in keyof Database]?: Insertable<Database[T]>[] } = {
    schools: [{ id: school, slug: school, name: 'Rollcall Large School', time_zone: 'UTC', school_day_start: '07:30', late_after: '07:45',
      school_days: '1,2,3,4,5', is_demo: 0, created_at: at }],
    departments,
    users: [withSearchName({ school_id: school, id: 'head', role: 'headmaster', name: 'Head Master', email: LARGE.headEmail,
      parent_number: null, password_hash: hash, created_at: at, updated_at: at })],
    classes: [],
    teachers: [],
  }
  for (let t = 0; t < classCount + subjectTeachers; t++) {
    const homeroom = t < classCount
    const department = departments[t % departments.length]!
    rows.users!.push(withSearchName({ school_id: school, id: teacherId(t), role: homeroom ? 'homeroom_teacher' : 'subject_teacher',
      name: personName(), email: `t${t}@large.school`, parent_number: null, password_hash: hash, created_at: at, updated_at: at }))
    if (homeroom) {
      rows.classes!.push(withSearchName({ school_id: school, id: classId(t), name: `C${String(t + 1).padStart(4, '0')}`,
        department_id: department.id, teacher_id: teacherId(t), created_at: at }))
    }
    const subjects = SUBJECTS_BY_DEPARTMENT[department.name] ?? []
    rows.teachers!.push({ school_id: school, user_id: teacherId(t), department_id: department.id,
      subjects: JSON.stringify(subjects.slice(0, 2)), homeroom_class_id: homeroom ? classId(t) : null })
  }
  await insertSchoolRows(db, rows)

  // Students: parent numbers are a seeded shuffle of 00000–99999, so none repeats.
  const parentNumbers = Int32Array.from({ length: 100_000 }, (_, i) => i)
  for (let i = parentNumbers.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[parentNumbers[i], parentNumbers[j]] = [parentNumbers[j]!, parentNumbers[i]!]
  }
  const report = progress(options.onProgress)
  report.start('students')
  const userColumns = ['school_id', 'id', 'role', 'name', 'search_name', 'parent_number', 'password_hash', 'created_at', 'updated_at']
  const studentColumns = ['school_id', 'user_id', 'student_number', 'class_id', 'level', 'department_id']
  for (let from = 0; from < students; from += BATCH_ROWS) {
    const users: string[][] = []
    const enrolled: string[][] = []
    for (let i = from; i < Math.min(students, from + BATCH_ROWS); i++) {
      const c = i % classCount
      const name = personName()
      users.push([school, studentId(i), 'student', name, searchFold(name), String(parentNumbers[i]).padStart(5, '0'), hash, at, at])
      enrolled.push([school, studentId(i), `S${String(i + 1).padStart(6, '0')}`, classId(c), i % 3 === 0 ? 'Junior' : 'Senior',
        departments[c % departments.length]!.id])
    }
    await db.transaction().execute(async (trx) => {
      await insertTextRows(trx, kind, 'users', userColumns, users)
      await insertTextRows(trx, kind, 'students', studentColumns, enrolled)
    })
    report.done('students', from + users.length, students)
  }

  // History, day by day as a school writes it, 10,000 rows to a statement. Every day adds a row
  // for every student to the (student, date) index, touching all of it: a transaction per
  // day would write the whole index out each day; twenty days per transaction write it once.
  const dates = schoolDaysBack(LARGE.lastDay, days)
  let records = 0
  // The read model's summaries (ADR 016), by its one encoder, as the write path would have kept them.
  const summaries = new SummaryBuilder()
  report.start('attendance_records')
  await setBulkLoad(db, kind, true)
  for (let first = 0; first < dates.length; first += DAYS_PER_TRANSACTION) {
    await db.transaction().execute(async (trx) => {
      await skipForeignKeyChecks(trx, kind)
      for (const date of dates.slice(first, first + DAYS_PER_TRANSACTION)) {
        const day: string[][] = []
        for (let i = 0; i < students; i++) {
          const status = rng.weighted(STATUS_WEIGHTS)
          if (status === null) continue
          summaries.add(studentId(i), date, status)
          const qr = (status === 'present' || status === 'late') && rng.next() < 0.7
          const minute = status === 'late' ? rng.int(46, 59) : rng.int(10, 44)
          const stamp = `${date}T07:${minute}:${String(rng.int(10, 59))}.000Z`
          day.push([school, `r${pad36(records + day.length, 5)}`, studentId(i), date, status, qr ? 'qr' : 'manual', stamp,
            teacherId(i % classCount), stamp])
        }
        for (let from = 0; from < day.length; from += BATCH_ROWS) {
          await insertTextRows(trx, kind, 'attendance_records', RECORD_COLUMNS, day.slice(from, from + BATCH_ROWS))
        }
        records += day.length
        report.done('attendance_records', records, Math.max(records + 1, Math.round(students * dates.length * 0.98)))
      }
    })
  }
  report.done('attendance_records', records, records)
  await db.transaction().execute((trx) => writeSummaries(trx, kind, school, summaries))
  await setBulkLoad(db, kind, false)
  const users = 1 + classCount + subjectTeachers + students
  return { users, classes: classCount, records, seconds: (performance.now() - started) / 1000, dates }
}

/** Whether the database holds no school yet (a brand-new file or database has no tables at all). */
export async function isEmptyDatabase(handle: DbHandle): Promise<boolean> {
  return !(await hasTables(handle.db, handle.kind)) || (await countSchoolRows(handle.db)) === 0
}

/** Throttles progress reports to about one a second, and always reports the end of a table. */
function progress(onProgress: SeedOptions['onProgress']) {
  let last = 0
  const starts = new Map<string, number>()
  return {
    start: (table: string) => starts.set(table, performance.now()),
    done(table: string, done: number, total: number) {
      const now = performance.now()
      if (!onProgress || (done < total && now - last < 1000)) return
      last = now
      onProgress({ table, done, total, rowsPerSecond: done / Math.max(0.001, (now - starts.get(table)!) / 1000) })
    },
  }
}
