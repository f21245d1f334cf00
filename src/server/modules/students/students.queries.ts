import { type Insertable, sql, type Updateable } from 'kysely'
import type { StudentSort, StudentSortKey, StudentSummary } from '#shared/contracts/students'
import { contains } from '../../db/contains'
import { listedStudents, numbered } from '../enrolment'
import type { Db } from '../../db/create-db'
import type { StudentsTable } from '../../db/schema'
import { generatedNumber } from './student-numbers'

export interface StudentFilters {
  q?: string
  classId?: string
  departmentId?: string
  photo?: 'with' | 'without'
}

/** Students of the school, in name order (the users (school_id, role, name, id) index). */
function studentsMatching(db: Db, schoolId: string, filters: StudentFilters) {
  let query = listedStudents(db, schoolId)
  if (filters.classId) query = query.where('s.class_id', '=', filters.classId)
  if (filters.departmentId) query = query.where('s.department_id', '=', filters.departmentId)
  if (filters.q) {
    const q = filters.q
    query = query.where((eb) => eb.or([contains('u.search_name', q), numbered(q)]))
  }
  if (filters.photo) {
    query = query.where((eb) => {
      const has = eb.exists(
        eb.selectFrom('student_photos as p').select('p.student_id').whereRef('p.school_id', '=', 's.school_id').whereRef('p.student_id', '=', 's.user_id'),
      )
      return filters.photo === 'with' ? has : eb.not(has)
    })
  }
  return query
}

/** A page of students or one, with the date of their photo (null without one). */
function withPhotoDate(db: Db, schoolId: string, filters: StudentFilters) {
  return studentsMatching(db, schoolId, filters)
    .leftJoin('student_photos as p', (j) => j.onRef('p.school_id', '=', 's.school_id').onRef('p.student_id', '=', 's.user_id'))
}

const SORT_COLUMNS = { name: 'u.name', studentNumber: 's.student_number', class: 'c.name', department: 'd.name' } as const satisfies Record<StudentSortKey, string>

/**
 * A page of the list in the order asked, taken over every matching student (never one page sorted):
 * by the column, then by name and id, so that equal values keep one order from page to page.
 */
export async function listStudents(
  db: Db,
  schoolId: string,
  filters: StudentFilters,
  page: { limit: number; offset: number },
  sort: StudentSort = 'name',
): Promise<StudentSummary[]> {
  const descending = sort.startsWith('-')
  const key = (descending ? sort.slice(1) : sort) as StudentSortKey
  const direction = descending ? 'desc' : 'asc'
  let query = withPhotoDate(db, schoolId, filters)
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .innerJoin('departments as d', (j) => j.onRef('d.school_id', '=', 's.school_id').onRef('d.id', '=', 's.department_id'))
    .select([
      'u.id', 'u.name', 's.student_number as studentNumber', 's.nisn', 'u.parent_number as parentNumber', 's.level',
      'c.id as classId', 'c.name as className', 'd.id as departmentId', 'd.name as departmentName', 'p.updated_at as photoUpdatedAt',
    ])
    .orderBy(SORT_COLUMNS[key], direction)
  // By name: Z to A is the exact reverse of A to Z. By another column: its equals stay in name order.
  if (key !== 'name') query = query.orderBy('u.name')
  const rows = await query
    .orderBy('u.id', key === 'name' ? direction : 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    studentNumber: r.studentNumber,
    nisn: r.nisn ?? null,
    parentNumber: r.parentNumber ?? '',
    level: r.level,
    class: { id: r.classId, name: r.className },
    department: { id: r.departmentId, name: r.departmentName },
    photoUpdatedAt: r.photoUpdatedAt ?? null,
  }))
}

export async function countStudents(db: Db, schoolId: string, filters: StudentFilters): Promise<number> {
  const row = await studentsMatching(db, schoolId, filters)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function findStudentDetail(db: Db, schoolId: string, id: string) {
  const rows = await withPhotoDate(db, schoolId, {})
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .innerJoin('departments as d', (j) => j.onRef('d.school_id', '=', 's.school_id').onRef('d.id', '=', 's.department_id'))
    .select([
      'u.id', 'u.name', 's.student_number as studentNumber', 's.nisn', 'u.parent_number as parentNumber', 's.level',
      'c.id as classId', 'c.name as className', 'd.id as departmentId', 'd.name as departmentName',
      's.emergency_contact as emergencyContact', 's.gpa', 's.major', 's.blood_type as bloodType', 's.allergies',
      'p.updated_at as photoUpdatedAt',
    ])
    .where('u.id', '=', id)
    .execute()
  const r = rows[0]
  if (!r) return undefined
  return {
    id: r.id, name: r.name, studentNumber: r.studentNumber, nisn: r.nisn ?? null, parentNumber: r.parentNumber ?? '', level: r.level,
    class: { id: r.classId, name: r.className }, department: { id: r.departmentId, name: r.departmentName },
    emergencyContact: r.emergencyContact, gpa: r.gpa === null ? null : Number(r.gpa), major: r.major,
    bloodType: r.bloodType, allergies: r.allergies, photoUpdatedAt: r.photoUpdatedAt ?? null,
  }
}

/**
 * The next free "S0001"-style number: one more than the highest in use. Only IDs that are S and digits count
 * (a school's own, "NIS-2026-004", "2122.10.001", are not numbered so): ltrim by the digits leaves nothing of those.
 */
export async function nextStudentNumber(db: Db, schoolId: string): Promise<string> {
  const row = await db
    .selectFrom('students')
    .select(sql<number | string | null>`max(cast(substr(student_number, 2) as bigint))`.as('n'))
    .where('school_id', '=', schoolId)
    .where(sql<boolean>`substr(student_number, 1, 1) = 'S'`)
    .where(sql<boolean>`length(student_number) between 2 and 16`)
    .where(sql<boolean>`ltrim(substr(student_number, 2), '0123456789') = ''`)
    .executeTakeFirstOrThrow()
  return generatedNumber(Number(row.n ?? 0) + 1)
}

export async function insertStudentRow(db: Db, row: Insertable<StudentsTable>) {
  await db.insertInto('students').values(row).execute()
}

export async function updateStudentRow(db: Db, schoolId: string, userId: string, changes: Updateable<StudentsTable>) {
  await db.updateTable('students').set(changes).where('school_id', '=', schoolId).where('user_id', '=', userId).execute()
}
