import type { Insertable } from 'kysely'
import { DEPARTMENTS } from '../../src/shared/school'
import type { DbHandle } from '../../src/server/db/create-db'
import { insertSchoolRows } from '../../src/server/db/demo/demo.queries'
import { migrateToLatest } from '../../src/server/db/migrator'
import type { Database } from '../../src/server/db/schema'
import { withSearchName } from '../../src/server/db/search-name'
import { hashPassword } from '../../src/server/lib/password'
import { searchFold } from '../../src/shared/search-fold'
import { isEmptyDatabase } from './large-school'
import { insertTextRows } from './large-school.queries'

/**
 * Many schools in one database (for bench/many-schools.ts), written straight into the tables as
 * support/large-school.ts writes one: each school its own ids and slug (`bench-3`, students
 * `k3s0042`…), a headmaster, classes of 40 with a homeroom teacher each, and its students; no
 * history (the benchmark records today). Every account's password is MANY.password.
 */
export const MANY = {
  password: 'bench-password',
  classSize: 40,
  createdAt: '2026-08-03T06:00:00.000Z',
} as const

export interface BenchSchool {
  index: number
  id: string
  slug: string
  headEmail: string
  /** Student ids, class by class: student i is in class floor(i / classSize). */
  students: string[]
  classes: string[]
}

const schoolId = (k: number) => `k${k}`
export const schoolSlug = (k: number) => `bench-${k}`

/** The schools' shapes, without writing anything: what the benchmark needs to address them. */
export function describeSchools(schools: number, studentsPerSchool: number): BenchSchool[] {
  return Array.from({ length: schools }, (_, k) => {
    const id = schoolId(k)
    const classCount = Math.ceil(studentsPerSchool / MANY.classSize)
    return {
      index: k,
      id,
      slug: schoolSlug(k),
      headEmail: `head@${schoolSlug(k)}.school`,
      students: Array.from({ length: studentsPerSchool }, (_, i) => `${id}s${String(i).padStart(5, '0')}`),
      classes: Array.from({ length: classCount }, (_, c) => `${id}c${String(c).padStart(3, '0')}`),
    }
  })
}

/** Migrates an empty database and writes the schools into it; every day is a school day, open all day. */
export async function seedManySchools(handle: DbHandle, schools: BenchSchool[]): Promise<void> {
  const { db, kind } = handle
  if (!(await isEmptyDatabase(handle))) throw new Error('the database is not empty')
  await migrateToLatest(db)
  const at = MANY.createdAt
  const hash = await hashPassword(MANY.password) // one scrypt hash for every account
  for (const school of schools) {
    const id = school.id
    const departments = DEPARTMENTS.map((name, i) => ({ school_id: id, id: `${id}d${i}`, name }))
    const teacherId = (c: number) => `${id}t${String(c).padStart(3, '0')}`
    const rows: { [T in keyof Database]?: Insertable<Database[T]>[] } = {
      // Scans record "today" on the real clock: every day is a school day, and no arrival is late.
      schools: [{ id, slug: school.slug, name: `Bench School ${school.index + 1}`, time_zone: 'UTC', school_day_start: '00:00',
        late_after: '23:59', school_days: '1,2,3,4,5,6,7', is_demo: 0, created_at: at }],
      departments,
      users: [withSearchName({ school_id: id, id: `${id}head`, role: 'headmaster', name: `Head ${school.index + 1}`, email: school.headEmail,
        parent_number: null, password_hash: hash, created_at: at, updated_at: at })],
      classes: [],
      teachers: [],
    }
    school.classes.forEach((classId, c) => {
      const department = departments[c % departments.length]!
      rows.users!.push(withSearchName({ school_id: id, id: teacherId(c), role: 'homeroom_teacher', name: `Teacher ${c + 1}`,
        email: `t${c}@${school.slug}.school`, parent_number: null, password_hash: hash, created_at: at, updated_at: at }))
      rows.classes!.push(withSearchName({ school_id: id, id: classId, name: `C${String(c + 1).padStart(3, '0')}`,
        department_id: department.id, teacher_id: teacherId(c), created_at: at }))
      rows.teachers!.push({ school_id: id, user_id: teacherId(c), department_id: department.id, subjects: '[]', homeroom_class_id: classId })
    })
    await insertSchoolRows(db, rows)
    const users: string[][] = []
    const enrolled: string[][] = []
    school.students.forEach((studentId, i) => {
      const c = Math.floor(i / MANY.classSize)
      const name = `Student ${school.index + 1}-${i + 1}`
      users.push([id, studentId, 'student', name, searchFold(name), String(i).padStart(5, '0'), hash, at, at])
      enrolled.push([id, studentId, `S${String(i + 1).padStart(6, '0')}`, school.classes[c]!, 'Junior', departments[c % departments.length]!.id])
    })
    await db.transaction().execute(async (trx) => {
      await insertTextRows(trx, kind, 'users', ['school_id', 'id', 'role', 'name', 'search_name', 'parent_number', 'password_hash', 'created_at', 'updated_at'], users)
      await insertTextRows(trx, kind, 'students', ['school_id', 'user_id', 'student_number', 'class_id', 'level', 'department_id'], enrolled)
    })
  }
}
