import { sql } from 'kysely'
import type { StudentSummary } from '#shared/contracts/students'
import type { Db } from '../../db/create-db'

export interface StudentFilters {
  q?: string
  classId?: string
  departmentId?: string
}

/** Students of the school, in name order (the users (school_id, role, name, id) index). */
function studentsMatching(db: Db, schoolId: string, filters: StudentFilters) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('students as s', (j) => j.onRef('s.school_id', '=', 'u.school_id').onRef('s.user_id', '=', 'u.id'))
    .where('u.school_id', '=', schoolId)
    .where('u.role', '=', 'student')
  if (filters.classId) query = query.where('s.class_id', '=', filters.classId)
  if (filters.departmentId) query = query.where('s.department_id', '=', filters.departmentId)
  if (filters.q) {
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where(sql<boolean>`lower(u.name) like ${pattern} escape '\\'`)
  }
  return query
}

export async function listStudents(
  db: Db,
  schoolId: string,
  filters: StudentFilters,
  page: { limit: number; offset: number },
): Promise<StudentSummary[]> {
  const rows = await studentsMatching(db, schoolId, filters)
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .innerJoin('departments as d', (j) => j.onRef('d.school_id', '=', 's.school_id').onRef('d.id', '=', 's.department_id'))
    .select([
      'u.id', 'u.name', 's.student_number as studentNumber', 'u.parent_number as parentNumber', 's.level',
      'c.id as classId', 'c.name as className', 'd.id as departmentId', 'd.name as departmentName',
    ])
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    studentNumber: r.studentNumber,
    parentNumber: r.parentNumber ?? '',
    level: r.level,
    class: { id: r.classId, name: r.className },
    department: { id: r.departmentId, name: r.departmentName },
  }))
}

export async function countStudents(db: Db, schoolId: string, filters: StudentFilters): Promise<number> {
  const row = await studentsMatching(db, schoolId, filters)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function listDepartments(db: Db, schoolId: string) {
  return db.selectFrom('departments').select(['id', 'name']).where('school_id', '=', schoolId).orderBy('name').execute()
}
