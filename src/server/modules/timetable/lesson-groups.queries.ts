import type { Db } from '../../db/create-db'

/** The students of a lesson's group; none when the lesson is for its whole class. */
export async function listGroupStudentIds(db: Db, schoolId: string, lessonId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('lesson_students')
    .select('student_id')
    .where('school_id', '=', schoolId)
    .where('lesson_id', '=', lessonId)
    .execute()
  return rows.map((r) => r.student_id)
}

/** A class's students (not archived), by name: whom a lesson's group may hold. */
export async function listClassStudents(db: Db, schoolId: string, classId: string) {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
    .select(['u.id', 'u.name', 's.student_number'])
    .where('s.school_id', '=', schoolId)
    .where('s.class_id', '=', classId)
    .where('u.archived_at', 'is', null)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute()
}

/** Replaces a lesson's group (an empty list: the whole class again). */
export async function replaceGroup(db: Db, schoolId: string, lessonId: string, studentIds: string[]): Promise<void> {
  await db.deleteFrom('lesson_students').where('school_id', '=', schoolId).where('lesson_id', '=', lessonId).execute()
  for (let i = 0; i < studentIds.length; i += 200) {
    const rows = studentIds.slice(i, i + 200).map((studentId) => ({ school_id: schoolId, lesson_id: lessonId, student_id: studentId }))
    await db.insertInto('lesson_students').values(rows).execute()
  }
}
