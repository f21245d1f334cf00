import type { ClassSummary } from '#shared/contracts/classes'
import type { Db } from '../../db/create-db'

/** Every class of the school with its department, teacher and enrolment, by name. */
export async function listClassSummaries(db: Db, schoolId: string): Promise<ClassSummary[]> {
  const rows = await db
    .selectFrom('classes as c')
    .innerJoin('departments as d', (j) => j.onRef('d.school_id', '=', 'c.school_id').onRef('d.id', '=', 'c.department_id'))
    .leftJoin('users as t', (j) => j.onRef('t.school_id', '=', 'c.school_id').onRef('t.id', '=', 'c.teacher_id'))
    .select((eb) => [
      'c.id',
      'c.name',
      'd.name as department',
      't.id as teacherId',
      't.name as teacherName',
      eb
        .selectFrom('students as s')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('s.school_id', '=', 'c.school_id')
        .whereRef('s.class_id', '=', 'c.id')
        .as('studentCount'),
    ])
    .where('c.school_id', '=', schoolId)
    .orderBy('c.name')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    department: r.department,
    teacher: r.teacherId && r.teacherName ? { id: r.teacherId, name: r.teacherName } : null,
    studentCount: Number(r.studentCount ?? 0),
  }))
}
