import type { ClassSummary } from '#shared/contracts/classes'
import type { Db } from '../../db/create-db'

/** Every (not archived) class of the school with its department, teacher and enrolment, by name. */
export async function listClassSummaries(db: Db, schoolId: string): Promise<ClassSummary[]> {
  const rows = await db
    .selectFrom('classes as c')
    .innerJoin('departments as d', (j) => j.onRef('d.school_id', '=', 'c.school_id').onRef('d.id', '=', 'c.department_id'))
    .leftJoin('users as t', (j) => j.onRef('t.school_id', '=', 'c.school_id').onRef('t.id', '=', 'c.teacher_id'))
    .select((eb) => [
      'c.id',
      'c.name',
      'd.name as department',
      'd.id as departmentId',
      't.id as teacherId',
      't.name as teacherName',
      eb
        .selectFrom('students as s')
        .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('s.school_id', '=', 'c.school_id')
        .whereRef('s.class_id', '=', 'c.id')
        .where('u.archived_at', 'is', null)
        .as('studentCount'),
    ])
    .where('c.school_id', '=', schoolId)
    .where('c.archived_at', 'is', null)
    .orderBy('c.name')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    department: r.department,
    departmentId: r.departmentId,
    teacher: r.teacherId && r.teacherName ? { id: r.teacherId, name: r.teacherName } : null,
    studentCount: Number(r.studentCount ?? 0),
  }))
}
