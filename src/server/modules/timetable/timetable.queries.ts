import type { Db } from '../../db/create-db'
import type { BellPeriodsTable, LessonChangesTable, LessonsTable } from '../../db/schema'

/** The bell schedule, by weekday and period. */
export async function listPeriods(db: Db, schoolId: string) {
  return db
    .selectFrom('bell_periods')
    .select(['weekday', 'number', 'starts_at', 'ends_at'])
    .where('school_id', '=', schoolId)
    .orderBy('weekday')
    .orderBy('number')
    .execute()
}

export async function replacePeriods(db: Db, schoolId: string, periods: Omit<BellPeriodsTable, 'school_id'>[]) {
  await db.deleteFrom('bell_periods').where('school_id', '=', schoolId).execute()
  if (periods.length) await db.insertInto('bell_periods').values(periods.map((p) => ({ school_id: schoolId, ...p }))).execute()
}

/** Each weekday and period some lesson takes, once. */
export async function periodsInUse(db: Db, schoolId: string) {
  return db
    .selectFrom('lessons')
    .select(['weekday', 'period'])
    .distinct()
    .where('school_id', '=', schoolId)
    .execute()
}

export interface LessonFilter {
  classId?: string | undefined
  teacherId?: string | undefined
  id?: string
}

/** The week's lessons with their class, teacher and times, by weekday, period and class name. */
export async function listLessons(db: Db, schoolId: string, filter: LessonFilter = {}) {
  let query = db
    .selectFrom('lessons as l')
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 'l.school_id').onRef('c.id', '=', 'l.class_id'))
    .innerJoin('users as t', (j) => j.onRef('t.school_id', '=', 'l.school_id').onRef('t.id', '=', 'l.teacher_id'))
    .leftJoin('bell_periods as p', (j) =>
      j.onRef('p.school_id', '=', 'l.school_id').onRef('p.weekday', '=', 'l.weekday').onRef('p.number', '=', 'l.period'))
    .select([
      'l.id', 'l.class_id', 'c.name as class_name', 'l.subject', 'l.teacher_id', 't.name as teacher_name',
      'l.weekday', 'l.period', 'p.starts_at', 'p.ends_at',
      (eb) => eb.selectFrom('lesson_students as g').select(eb.fn.countAll().as('n'))
        .whereRef('g.school_id', '=', 'l.school_id').whereRef('g.lesson_id', '=', 'l.id').as('group_size'),
    ])
    .where('l.school_id', '=', schoolId)
  if (filter.classId) query = query.where('l.class_id', '=', filter.classId)
  if (filter.teacherId) query = query.where('l.teacher_id', '=', filter.teacherId)
  if (filter.id) query = query.where('l.id', '=', filter.id)
  return query.orderBy('l.weekday').orderBy('l.period').orderBy('c.name').execute()
}
export type LessonRow = Awaited<ReturnType<typeof listLessons>>[number]

export async function findLessonRow(db: Db, schoolId: string, id: string) {
  return db.selectFrom('lessons').selectAll().where('school_id', '=', schoolId).where('id', '=', id).executeTakeFirst()
}

/** The lesson a class has, or a teacher teaches, in a period of a weekday (other than `exceptId`). */
export async function lessonInSlot(
  db: Db, schoolId: string, who: { classId: string } | { teacherId: string }, weekday: number, period: number, exceptId?: string,
) {
  let query = db
    .selectFrom('lessons')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('weekday', '=', weekday)
    .where('period', '=', period)
  query = 'classId' in who ? query.where('class_id', '=', who.classId) : query.where('teacher_id', '=', who.teacherId)
  if (exceptId) query = query.where('id', '!=', exceptId)
  return query.executeTakeFirst()
}

/** Whether the class is the school's and open (not archived). */
export async function openClassExists(db: Db, schoolId: string, classId: string) {
  const row = await db
    .selectFrom('classes')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', '=', classId)
    .where('archived_at', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}

/** The staff member (headmaster or teacher) with this id, not archived: who may teach a lesson. */
export async function findStaffMember(db: Db, schoolId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('id', '=', userId)
    .where('role', 'in', ['headmaster', 'homeroom_teacher', 'subject_teacher'])
    .where('archived_at', 'is', null)
    .executeTakeFirst()
}

export async function insertLesson(db: Db, row: LessonsTable) {
  await db.insertInto('lessons').values(row).execute()
}

export async function updateLessonRow(db: Db, schoolId: string, id: string, set: Pick<LessonsTable, 'class_id' | 'subject' | 'teacher_id' | 'weekday' | 'period'>) {
  await db.updateTable('lessons').set(set).where('school_id', '=', schoolId).where('id', '=', id).execute()
}

/** A lesson out of the week; its one-date changes go with it (by cascade). */
export async function deleteLessonRow(db: Db, schoolId: string, id: string) {
  await db.deleteFrom('lessons').where('school_id', '=', schoolId).where('id', '=', id).execute()
}

/** One date's change to a lesson, replacing any change it had that date. */
export async function putLessonChange(db: Db, row: LessonChangesTable) {
  await db
    .insertInto('lesson_changes')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['school_id', 'lesson_id', 'date']).doUpdateSet({
        kind: row.kind, substitute_id: row.substitute_id, changed_by: row.changed_by, changed_at: row.changed_at,
      }))
    .execute()
}

export async function deleteLessonChange(db: Db, schoolId: string, lessonId: string, date: string) {
  const result = await db
    .deleteFrom('lesson_changes')
    .where('school_id', '=', schoolId)
    .where('lesson_id', '=', lessonId)
    .where('date', '=', date)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The one-date changes from `from` to `to`, with the substitute's name, by date. */
export async function listLessonChanges(db: Db, schoolId: string, from: string, to: string, lessonId?: string) {
  let query = db
    .selectFrom('lesson_changes as ch')
    .leftJoin('users as s', (j) => j.onRef('s.school_id', '=', 'ch.school_id').onRef('s.id', '=', 'ch.substitute_id'))
    .select(['ch.lesson_id', 'ch.date', 'ch.kind', 'ch.substitute_id', 's.name as substitute_name'])
    .where('ch.school_id', '=', schoolId)
    .where('ch.date', '>=', from)
    .where('ch.date', '<=', to)
  if (lessonId) query = query.where('ch.lesson_id', '=', lessonId)
  return query.orderBy('ch.date').orderBy('ch.lesson_id').execute()
}

/** Whether `teacherId` substitutes, on `date`, in some lesson of this weekday and period (other than `exceptLessonId`). */
export async function substitutesThen(db: Db, schoolId: string, teacherId: string, date: string, weekday: number, period: number, exceptLessonId: string) {
  const row = await db
    .selectFrom('lesson_changes as ch')
    .innerJoin('lessons as l', (j) => j.onRef('l.school_id', '=', 'ch.school_id').onRef('l.id', '=', 'ch.lesson_id'))
    .select('ch.lesson_id')
    .where('ch.school_id', '=', schoolId)
    .where('ch.date', '=', date)
    .where('ch.substitute_id', '=', teacherId)
    .where('l.weekday', '=', weekday)
    .where('l.period', '=', period)
    .where('ch.lesson_id', '!=', exceptLessonId)
    .executeTakeFirst()
  return row !== undefined
}

/** Whether the teacher's own lesson in this period that date stands (not cancelled, not given to another). */
export async function teachesOwnLessonThen(db: Db, schoolId: string, teacherId: string, date: string, weekday: number, period: number, exceptLessonId: string) {
  const row = await db
    .selectFrom('lessons as l')
    .leftJoin('lesson_changes as ch', (j) =>
      j.onRef('ch.school_id', '=', 'l.school_id').onRef('ch.lesson_id', '=', 'l.id').on('ch.date', '=', date))
    .select('l.id')
    .where('l.school_id', '=', schoolId)
    .where('l.teacher_id', '=', teacherId)
    .where('l.weekday', '=', weekday)
    .where('l.period', '=', period)
    .where('l.id', '!=', exceptLessonId)
    .where('ch.kind', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}

/** Staff accounts (not archived) by email, lower case as accounts keep it. */
export async function findStaffByEmail(db: Db, schoolId: string, emails: string[]) {
  if (emails.length === 0) return []
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('school_id', '=', schoolId)
    .where('email', 'in', [...new Set(emails)])
    .where('role', 'in', ['headmaster', 'homeroom_teacher', 'subject_teacher'])
    .where('archived_at', 'is', null)
    .execute()
}

/** Every lesson of the week, as the import compares it. */
export async function listLessonRows(db: Db, schoolId: string) {
  return db.selectFrom('lessons').select(['id', 'class_id', 'subject', 'teacher_id', 'weekday', 'period']).where('school_id', '=', schoolId).execute()
}

/**
 * Moves lessons out of every real weekday (7 + their own), so that a file that swaps teachers or classes
 * between lessons of one period can write them one by one without meeting the unique indexes halfway.
 */
export async function parkLessons(db: Db, schoolId: string, ids: string[]) {
  if (ids.length === 0) return
  await db.updateTable('lessons').set((eb) => ({ weekday: eb('weekday', '+', 7) })).where('school_id', '=', schoolId).where('id', 'in', ids).execute()
}

export async function deleteLessonRows(db: Db, schoolId: string, ids: string[]) {
  if (ids.length === 0) return
  await db.deleteFrom('lesson_changes').where('school_id', '=', schoolId).where('lesson_id', 'in', ids).execute()
  await db.deleteFrom('lessons').where('school_id', '=', schoolId).where('id', 'in', ids).execute()
}
