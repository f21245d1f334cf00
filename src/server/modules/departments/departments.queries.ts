import { sql } from 'kysely'
import type { DepartmentSummary } from '#shared/contracts/departments'
import type { Db } from '../../db/create-db'
import { listedStudents } from '../enrolment'

/** A new school's departments: the eight of DEPARTMENTS (src/shared/school.ts), which the school may rename or archive. */
export async function insertDepartments(db: Db, schoolId: string, departments: { id: string; name: string }[]): Promise<void> {
  if (departments.length === 0) return
  await db
    .insertInto('departments')
    .values(departments.map((d) => ({ school_id: schoolId, id: d.id, name: d.name })))
    .execute()
}

/** The departments every select offers: not archived, by name. */
export async function listDepartments(db: Db, schoolId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('departments')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('archived_at', 'is', null)
    .orderBy('name')
    .execute()
}

/** Every department, archived ones too: what a new name is compared with (a school has tens). */
export async function listAllDepartments(db: Db, schoolId: string) {
  return db.selectFrom('departments').select(['id', 'name', 'archived_at as archivedAt']).where('school_id', '=', schoolId).execute()
}

/** Whether a class, teacher or student may be put in this department: it exists and is not archived. */
export async function departmentExists(db: Db, schoolId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('departments')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The departments that are not archived, by name, with how many classes, teachers and students
 * (none of them archived) belong to each: what archiving waits for.
 */
export async function listDepartmentSummaries(db: Db, schoolId: string, only?: { id: string }): Promise<DepartmentSummary[]> {
  let query = db
    .selectFrom('departments as d')
    .select((eb) => [
      'd.id',
      'd.name',
      eb
        .selectFrom('classes as c')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .whereRef('c.school_id', '=', 'd.school_id')
        .whereRef('c.department_id', '=', 'd.id')
        .where('c.archived_at', 'is', null)
        .as('classCount'),
      eb
        .selectFrom('teachers as t')
        .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 't.school_id').onRef('u.id', '=', 't.user_id'))
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .whereRef('t.school_id', '=', 'd.school_id')
        .whereRef('t.department_id', '=', 'd.id')
        .where('u.archived_at', 'is', null)
        .as('teacherCount'),
      listedStudents(db, schoolId)
        .select((e) => e.fn.countAll<string | number>().as('n'))
        // The outer row's id: a correlated count of the listed students (listed-students.queries.ts), joined on
        // the school too, as Citus needs of a correlated subquery (docs/scaling.md).
        .where('s.school_id', '=', sql.ref<string>('d.school_id'))
        .where('s.department_id', '=', sql.ref<string>('d.id'))
        .as('studentCount'),
    ])
    .where('d.school_id', '=', schoolId)
    .where('d.archived_at', 'is', null)
  if (only) query = query.where('d.id', '=', only.id)
  const rows = await query.orderBy('d.name').orderBy('d.id').execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    classCount: Number(r.classCount ?? 0),
    teacherCount: Number(r.teacherCount ?? 0),
    studentCount: Number(r.studentCount ?? 0),
  }))
}

export async function renameDepartmentRow(db: Db, schoolId: string, id: string, name: string): Promise<void> {
  await db.updateTable('departments').set({ name }).where('school_id', '=', schoolId).where('id', '=', id).execute()
}

/** Archives (a date) or brings back (null) a department, under the name given. */
export async function setDepartmentArchived(db: Db, schoolId: string, id: string, archivedAt: string | null, name?: string) {
  await db
    .updateTable('departments')
    .set(name === undefined ? { archived_at: archivedAt } : { archived_at: archivedAt, name })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute()
}
