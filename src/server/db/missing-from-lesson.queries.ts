import type { Db } from './create-db'

/**
 * "Missing from lesson" (ADR 052), its one definition: a pupil whose day's record is present or late (they
 * arrived), marked absent in a lesson's register that day. A day recorded sick or permission (by hand, or by an
 * approved absence request) excuses its lessons, and a day recorded absent or not at all is the day's own
 * notice: neither is "missing from lesson".
 *
 * It lives here, below every module, because three modules ask the same question: the registers (the homeroom
 * teacher's list, and which saved marks call for a notice), and the notices (the daily digest, and whether a
 * queued notice is still true when it leaves). The notices sit below the registers in SERVER_MODULES and may not
 * import them; a copy of the SQL in each would let the definitions drift apart.
 */
export interface MissingFromLessonFilter {
  date: string
  /** Only these classes (the register's class, as the lesson was that day). */
  classIds?: readonly string[]
  /** Only this register's pupils, and of them only these. */
  registerId?: string
  studentIds?: readonly string[]
}

export async function missingFromLessons(db: Db, schoolId: string, filter: MissingFromLessonFilter) {
  if (filter.classIds?.length === 0 || filter.studentIds?.length === 0) return []
  let query = db
    .selectFrom('lesson_registers as r')
    .innerJoin('lesson_marks as m', (j) => j.onRef('m.school_id', '=', 'r.school_id').onRef('m.register_id', '=', 'r.id'))
    .innerJoin('attendance_records as a', (j) =>
      j.onRef('a.school_id', '=', 'm.school_id').onRef('a.student_id', '=', 'm.student_id').onRef('a.date', '=', 'r.date'))
    .innerJoin('users as s', (j) => j.onRef('s.school_id', '=', 'm.school_id').onRef('s.id', '=', 'm.student_id'))
    .leftJoin('classes as c', (j) => j.onRef('c.school_id', '=', 'r.school_id').onRef('c.id', '=', 'r.class_id'))
    .leftJoin('users as t', (j) => j.onRef('t.school_id', '=', 'r.school_id').onRef('t.id', '=', 'r.teacher_id'))
    .leftJoin('users as b', (j) => j.onRef('b.school_id', '=', 'm.school_id').onRef('b.id', '=', 'm.recorded_by'))
    .select([
      'r.id as registerId', 'r.lesson_id as lessonId', 'r.date', 'r.class_id as classId', 'c.name as className',
      'm.student_id as studentId', 's.name as studentName', 'r.subject', 'r.period', 'r.starts_at as startsAt', 'r.ends_at as endsAt',
      'r.teacher_id as teacherId', 't.name as teacherName', 'm.recorded_by as markedById', 'b.name as markedByName',
      'm.recorded_at as markedAt', 'm.note',
    ])
    .where('r.school_id', '=', schoolId)
    .where('r.date', '=', filter.date)
    .where('m.status', '=', 'absent')
    .where('a.status', 'in', ['present', 'late'])
    // A pupil who has since left the school is no one's to look for (ADR 006); who taught or marked stays named.
    .where('s.archived_at', 'is', null)
  if (filter.classIds) query = query.where('r.class_id', 'in', filter.classIds)
  if (filter.registerId) query = query.where('r.id', '=', filter.registerId)
  if (filter.studentIds) query = query.where('m.student_id', 'in', filter.studentIds)
  return query.orderBy('c.name').orderBy('r.period').orderBy('s.name').orderBy('m.student_id').execute()
}

export type MissingFromLessonRow = Awaited<ReturnType<typeof missingFromLessons>>[number]
