import type { Db } from '../../db/create-db'

/**
 * The marks of registers taken from `from` to `to`, counted by subject, mark and the student's day that date
 * (sick or permission excuse an absence): one student's, or those of a class's registers.
 */
export async function countMarks(db: Db, schoolId: string, from: string, to: string, of: { studentId: string } | { classId: string }) {
  let query = db
    .selectFrom('lesson_marks as m')
    .innerJoin('lesson_registers as r', (j) => j.onRef('r.school_id', '=', 'm.school_id').onRef('r.id', '=', 'm.register_id'))
    .leftJoin('attendance_records as a', (j) =>
      j.onRef('a.school_id', '=', 'm.school_id').onRef('a.student_id', '=', 'm.student_id').onRef('a.date', '=', 'r.date'))
    .select((eb) => ['r.subject', 'm.status', 'a.status as day', eb.fn.countAll<number | string>().as('n')])
    .where('m.school_id', '=', schoolId)
    .where('r.date', '>=', from)
    .where('r.date', '<=', to)
  query = 'studentId' in of ? query.where('m.student_id', '=', of.studentId) : query.where('r.class_id', '=', of.classId)
  const rows = await query.groupBy(['r.subject', 'm.status', 'a.status']).execute()
  return rows.map((r) => ({ subject: r.subject, status: r.status, day: r.day, n: Number(r.n) }))
}

/** A class's registers taken from `from` to `to`, by subject. */
export async function countClassRegisters(db: Db, schoolId: string, classId: string, from: string, to: string) {
  const rows = await db
    .selectFrom('lesson_registers')
    .select((eb) => ['subject', eb.fn.countAll<number | string>().as('n')])
    .where('school_id', '=', schoolId)
    .where('class_id', '=', classId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('subject')
    .execute()
  return rows.map((r) => ({ subject: r.subject, n: Number(r.n) }))
}

/** A student (archived or not) with their class and its homeroom teacher. */
export async function findLessonStudent(db: Db, schoolId: string, studentId: string) {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
    .leftJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .select(['u.id', 'u.name', 's.class_id as classId', 'c.teacher_id as homeroomTeacherId'])
    .where('s.school_id', '=', schoolId)
    .where('s.user_id', '=', studentId)
    .executeTakeFirst()
}

export async function findLessonClass(db: Db, schoolId: string, classId: string) {
  return db
    .selectFrom('classes')
    .select(['id', 'name', 'teacher_id as homeroomTeacherId'])
    .where('school_id', '=', schoolId)
    .where('id', '=', classId)
    .where('archived_at', 'is', null)
    .executeTakeFirst()
}

/**
 * The open classes a teacher teaches or taught: a lesson of theirs in the week, or a register they were the
 * teacher of (a substitute's included); with `classId`, whether that one is among them.
 */
export async function classesTaughtBy(db: Db, schoolId: string, teacherId: string, classId?: string) {
  let query = db
    .selectFrom('classes as c')
    .select(['c.id', 'c.name'])
    .where('c.school_id', '=', schoolId)
    .where('c.archived_at', 'is', null)
    .where((eb) => eb.or([
      eb('c.teacher_id', '=', teacherId),
      eb.exists(eb.selectFrom('lessons as l').select('l.id').whereRef('l.school_id', '=', 'c.school_id').whereRef('l.class_id', '=', 'c.id').where('l.teacher_id', '=', teacherId)),
      eb.exists(eb.selectFrom('lesson_registers as r').select('r.id').whereRef('r.school_id', '=', 'c.school_id').whereRef('r.class_id', '=', 'c.id').where('r.teacher_id', '=', teacherId)),
    ]))
  if (classId) query = query.where('c.id', '=', classId)
  return query.orderBy('c.name').orderBy('c.id').execute()
}

export async function listOpenClasses(db: Db, schoolId: string) {
  return db.selectFrom('classes').select(['id', 'name']).where('school_id', '=', schoolId).where('archived_at', 'is', null).orderBy('name').orderBy('id').execute()
}

/** The week's lessons (on a real weekday), with their class, period times and when each was added to the timetable. */
export async function listWeekLessons(db: Db, schoolId: string, teacherId: string | null) {
  let query = db
    .selectFrom('lessons as l')
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 'l.school_id').onRef('c.id', '=', 'l.class_id'))
    .innerJoin('bell_periods as p', (j) =>
      j.onRef('p.school_id', '=', 'l.school_id').onRef('p.weekday', '=', 'l.weekday').onRef('p.number', '=', 'l.period'))
    .select(['l.id', 'l.subject', 'l.teacher_id', 'l.weekday', 'l.period', 'l.created_at', 'c.name as class_name', 'p.starts_at', 'p.ends_at'])
    .where('l.school_id', '=', schoolId)
    .where('l.weekday', '<=', 7)
  // A teacher's own: their lessons, and any lesson they may substitute in (the changes decide by date).
  if (teacherId) {
    query = query.where((eb) => eb.or([
      eb('l.teacher_id', '=', teacherId),
      eb.exists(eb.selectFrom('lesson_changes as ch').select('ch.lesson_id').whereRef('ch.school_id', '=', 'l.school_id').whereRef('ch.lesson_id', '=', 'l.id').where('ch.substitute_id', '=', teacherId)),
    ]))
  }
  return query.orderBy('l.period').orderBy('c.name').execute()
}

/** The one-date changes (cancelled, a substitute) from `from` to `to`. */
export async function listChangesBetween(db: Db, schoolId: string, from: string, to: string) {
  return db.selectFrom('lesson_changes').select(['lesson_id', 'date', 'kind', 'substitute_id'])
    .where('school_id', '=', schoolId).where('date', '>=', from).where('date', '<=', to).execute()
}

/** Which lesson had a register on which date, from `from` to `to`. */
export async function listRegistersBetween(db: Db, schoolId: string, from: string, to: string) {
  return db.selectFrom('lesson_registers').select(['lesson_id', 'date'])
    .where('school_id', '=', schoolId).where('date', '>=', from).where('date', '<=', to).execute()
}

/** Names of people (archived or not), by id. */
export async function namesOf(db: Db, schoolId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const rows = await db.selectFrom('users').select(['id', 'name']).where('school_id', '=', schoolId).where('id', 'in', ids).execute()
  return new Map(rows.map((r) => [r.id, r.name]))
}
