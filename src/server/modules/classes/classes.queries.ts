import { type Insertable, sql, type Updateable } from 'kysely'
import type { ClassSummary } from '#shared/contracts/classes'
import { STAFF_ROLES } from '#shared/roles'
import { contains } from '../../db/contains'
import type { Db } from '../../db/create-db'
import type { ClassesTable } from '../../db/schema'
import { renaming, withSearchName } from '../../db/search-name'
import { listedStudents } from '../enrolment'

export interface ClassFilters {
  /** Part of the class's name or of its teacher's name. */
  q?: string
  departmentId?: string
  /** One class only (to return the row a write changed). */
  id?: string
}

/** Every (not archived) class of the school with its department, teacher and enrolment, by name. */
export async function listClassSummaries(db: Db, schoolId: string, filters: ClassFilters = {}): Promise<ClassSummary[]> {
  let query = db
    .selectFrom('classes as c')
    .innerJoin('departments as d', (j) => j.onRef('d.school_id', '=', 'c.school_id').onRef('d.id', '=', 'c.department_id'))
    .leftJoin('users as t', (j) =>
      j.onRef('t.school_id', '=', 'c.school_id').onRef('t.id', '=', 'c.teacher_id').on('t.archived_at', 'is', null),
    )
    // The homeroom teacher's record (at most one: teachers_homeroom_uq), and their account if not archived.
    .leftJoin('teachers as h', (j) => j.onRef('h.school_id', '=', 'c.school_id').onRef('h.homeroom_class_id', '=', 'c.id'))
    .leftJoin('users as hu', (j) =>
      j.onRef('hu.school_id', '=', 'h.school_id').onRef('hu.id', '=', 'h.user_id').on('hu.archived_at', 'is', null),
    )
    .select((eb) => [
      'c.id',
      'c.name',
      'd.name as department',
      'd.id as departmentId',
      't.id as teacherId',
      't.name as teacherName',
      'hu.id as homeroomTeacherId',
      listedStudents(db, schoolId)
        .select(eb.fn.countAll<string | number>().as('n'))
        // The outer row's id: a correlated count of the listed students (listed-students.queries.ts).
        .where('s.class_id', '=', sql.ref<string>('c.id'))
        .as('studentCount'),
    ])
    .where('c.school_id', '=', schoolId)
    .where('c.archived_at', 'is', null)
  if (filters.id) query = query.where('c.id', '=', filters.id)
  if (filters.departmentId) query = query.where('c.department_id', '=', filters.departmentId)
  if (filters.q) {
    const q = filters.q
    query = query.where((eb) => eb.or([contains('c.search_name', q), contains('t.search_name', q)]))
  }
  const rows = await query.orderBy('c.name').orderBy('c.id').execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    department: r.department,
    departmentId: r.departmentId,
    teacher: r.teacherId && r.teacherName ? { id: r.teacherId, name: r.teacherName } : null,
    homeroomTeacherId: r.homeroomTeacherId ?? null,
    studentCount: Number(r.studentCount ?? 0),
  }))
}

/** A class that is not archived, or undefined: every lookup of a class by id goes through here. */
export async function findClass(db: Db, schoolId: string, id: string) {
  return db
    .selectFrom('classes')
    .select(['id', 'name', 'teacher_id as teacherId'])
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst()
}

/** Whether another live class already has this name (any letter case: "12a" would only confuse next to "12A"). */
export async function isClassNameTaken(db: Db, schoolId: string, name: string, exceptId?: string) {
  let query = db
    .selectFrom('classes')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('archived_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
  if (exceptId) query = query.where('id', '<>', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

/** The (not archived) teacher whose homeroom the class is, if any. */
export async function findHomeroomTeacher(db: Db, schoolId: string, classId: string) {
  return db
    .selectFrom('teachers as t')
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 't.school_id').onRef('u.id', '=', 't.user_id'))
    .select(['u.id', 'u.name', 'u.role'])
    .where('t.school_id', '=', schoolId)
    .where('t.homeroom_class_id', '=', classId)
    .where('u.archived_at', 'is', null)
    .executeTakeFirst()
}

/** A staff member who may teach a class: any staff role, not archived. */
export async function findStaffMember(db: Db, schoolId: string, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('role', 'in', STAFF_ROLES)
    .where('archived_at', 'is', null)
    .executeTakeFirst()
}

/** The school's open classes with their departments, for a batch that adds or changes several (class-batch.ts). */
export async function listOpenClassRows(db: Db, schoolId: string) {
  return db
    .selectFrom('classes')
    .select(['id', 'name', 'department_id as departmentId'])
    .where('school_id', '=', schoolId)
    .where('archived_at', 'is', null)
    .execute()
}

/** A new class as a service builds it; the query adds its search_name. */
export type NewClass = Omit<Insertable<ClassesTable>, 'search_name'>

export async function insertClassRow(db: Db, row: NewClass) {
  await db.insertInto('classes').values(withSearchName(row)).execute()
}

export async function updateClassRow(
  db: Db,
  schoolId: string,
  id: string,
  changes: Pick<Updateable<ClassesTable>, 'name' | 'department_id' | 'teacher_id'>,
) {
  await db.updateTable('classes').set(renaming(changes)).where('school_id', '=', schoolId).where('id', '=', id).execute()
}

/** How many students the class holds: `live` ones block a delete, `archived` ones make it an archive. */
export async function countEnrolled(db: Db, schoolId: string, classId: string) {
  const rows = await db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
    .select((eb) => [eb('u.archived_at', 'is', null).as('live'), eb.fn.countAll<string | number>().as('n')])
    .where('s.school_id', '=', schoolId)
    .where('s.class_id', '=', classId)
    .groupBy(['u.archived_at'])
    .execute()
  const count = { live: 0, archived: 0 }
  for (const row of rows) count[row.live ? 'live' : 'archived'] += Number(row.n)
  return count
}

/** The class is no one's homeroom any more. */
export async function clearHomeroomOf(db: Db, schoolId: string, classId: string) {
  await db
    .updateTable('teachers')
    .set({ homeroom_class_id: null })
    .where('school_id', '=', schoolId)
    .where('homeroom_class_id', '=', classId)
    .execute()
}

/** Kept for the archived students who refer to it; the name moves aside so a new class may take it. */
export async function archiveClassRow(db: Db, schoolId: string, id: string, at: string) {
  const { name } = await db
    .selectFrom('classes')
    .select('name')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  await db
    .updateTable('classes')
    .set({ archived_at: at, archived_name: name, name: `archived:${id}` })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute()
  // An archived class has no week (ADR 052): its lessons go, with their one-date changes (by cascade).
  await db.deleteFrom('lessons').where('school_id', '=', schoolId).where('class_id', '=', id).execute()
}

export async function deleteClassRow(db: Db, schoolId: string, id: string) {
  await db.deleteFrom('classes').where('school_id', '=', schoolId).where('id', '=', id).execute()
}
