import type { Db } from '../../db/create-db'

/**
 * A lesson as it stands on one date: the week's lesson with its class, its period's times that weekday, and
 * that date's change (cancelled, or a substitute). What a register is taken for (modules/registers).
 */
function lessonsOn(db: Db, schoolId: string, date: string) {
  return db
    .selectFrom('lessons as l')
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 'l.school_id').onRef('c.id', '=', 'l.class_id'))
    .innerJoin('bell_periods as p', (j) =>
      j.onRef('p.school_id', '=', 'l.school_id').onRef('p.weekday', '=', 'l.weekday').onRef('p.number', '=', 'l.period'))
    .leftJoin('lesson_changes as ch', (j) => j.onRef('ch.school_id', '=', 'l.school_id').onRef('ch.lesson_id', '=', 'l.id').on('ch.date', '=', date))
    .select([
      'l.id', 'l.class_id', 'c.name as class_name', 'c.teacher_id as class_teacher_id', 'l.subject', 'l.teacher_id', 'l.weekday', 'l.period',
      'p.starts_at', 'p.ends_at', 'ch.kind as change', 'ch.substitute_id',
    ])
    .where('l.school_id', '=', schoolId)
}

export async function findLessonOn(db: Db, schoolId: string, lessonId: string, date: string) {
  return lessonsOn(db, schoolId, date).where('l.id', '=', lessonId).executeTakeFirst()
}
export type LessonOn = NonNullable<Awaited<ReturnType<typeof findLessonOn>>>

/**
 * The lessons a teacher has on a date's weekday: their own (whatever the date's change) and those they substitute
 * that date. Two halves, each read from its own index (the teacher's week; the substitute's changes): asked as one
 * `or`, both engines read the whole school's lessons of that weekday.
 */
export async function lessonsOfTeacherOn(db: Db, schoolId: string, teacherId: string, date: string, weekday: number) {
  const own = lessonsOn(db, schoolId, date).where('l.weekday', '=', weekday).where('l.teacher_id', '=', teacherId)
  const substituted = lessonsOn(db, schoolId, date).where('l.weekday', '=', weekday).where('ch.substitute_id', '=', teacherId)
  return own.union(substituted).orderBy('period').execute()
}
