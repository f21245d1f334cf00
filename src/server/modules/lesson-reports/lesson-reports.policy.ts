import type { Db } from '../../db/create-db'
import { forbidden } from '../../errors'
import { permission, roles } from '../../security/access'
import type { UserRow } from '../users'
import { classesTaughtBy, listOpenClasses } from './lesson-reports.queries'

/**
 * Who reads what the lesson registers say (ADR 052). On the route: staff (those who take registers), a student
 * (their own, the session's id alone), a parent (a linked child, families' one rule). In the row:
 *
 * - the headmaster: every class and student, and every teacher's registers not taken;
 * - a homeroom teacher: their class, and its students;
 * - any teacher (homeroom or subject): the classes they teach or taught (a lesson of theirs in the week, or a
 *   register of theirs, a substitute's too), every subject of them (how the class attends its lessons is what
 *   a teacher of it needs; the day's reports already show staff every class), and those classes' students;
 * - registers not taken: the headmaster's for everyone, each teacher's for themselves alone.
 *
 * Anything else is a 403, the same whether the class or student exists or not.
 */
export const staffReaders = permission('canTakeAttendance')
export const studentOnly = roles(['student'])
export const parentOnly = roles(['parent'])

/** Whether `user` may read the lesson figures of this class (and of its students). */
async function mayReadClass(db: Db, schoolId: string, user: UserRow, klass: { id: string; homeroomTeacherId: string | null }) {
  if (user.role === 'headmaster' || klass.homeroomTeacherId === user.id) return true
  return (await classesTaughtBy(db, schoolId, user.id, klass.id)).length > 0
}

export async function assertMayReadClass(db: Db, schoolId: string, user: UserRow, klass: { id: string; homeroomTeacherId: string | null }) {
  if (!(await mayReadClass(db, schoolId, user, klass))) throw forbidden()
}

/** A student is read through their class now; one with no class, by the headmaster alone. */
export async function assertMayReadStudent(db: Db, schoolId: string, user: UserRow, student: { classId: string | null; homeroomTeacherId: string | null }) {
  if (user.role === 'headmaster') return
  if (!student.classId || !(await mayReadClass(db, schoolId, user, { id: student.classId, homeroomTeacherId: student.homeroomTeacherId }))) throw forbidden()
}

/** The classes `user` may pick in the lesson reports. */
export async function readableClasses(db: Db, schoolId: string, user: UserRow) {
  return user.role === 'headmaster' ? listOpenClasses(db, schoolId) : classesTaughtBy(db, schoolId, user.id)
}

/** Whose registers not taken `user` reads: the headmaster any teacher's (`asked`) or everyone's (null); a teacher only their own. */
export function notTakenTeacherFor(user: UserRow, asked: string | undefined): string | null {
  if (user.role === 'headmaster') return asked ?? null
  if (asked && asked !== user.id) throw forbidden()
  return user.id
}
