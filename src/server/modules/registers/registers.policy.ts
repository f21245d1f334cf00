import { translate } from '#shared/i18n/translate'
import type { Role } from '#shared/roles'
import { AppError, conflict } from '../../errors'
import { permission, roles } from '../../security/access'
import type { LessonOn } from '../timetable'

/** Who may ask for registers at all: staff (those who take attendance). Which register is decided below, by the lesson. */
export const takesRegisters = permission('canTakeAttendance')

/** Whose register a lesson's is on its date: the substitute's when there is one, else its teacher's. */
export const registerTeacherOf = (lesson: LessonOn) => lesson.substitute_id ?? lesson.teacher_id

const notYours = () => new AppError(403, 'forbidden', translate('registers.errors.notYourLesson'))

/**
 * A register is taken and corrected by whoever teaches the lesson that date (ADR 052): its teacher, or that
 * date's substitute and then only they; the headmaster may too. A cancelled lesson has none.
 */
export function assertMayTake(user: { id: string; role: Role }, lesson: LessonOn): void {
  if (lesson.change === 'cancelled') throw conflict('lesson_cancelled', translate('registers.errors.cancelled'))
  if (user.role === 'headmaster' || registerTeacherOf(lesson) === user.id) return
  throw notYours()
}

/** A register is read by whoever may take it, and by the class's homeroom teacher. */
export function assertMayRead(user: { id: string; role: Role }, lesson: LessonOn): void {
  if (user.role === 'headmaster' || registerTeacherOf(lesson) === user.id || lesson.class_teacher_id === user.id) return
  throw notYours()
}

/** Who may ask who is missing from lessons (ADR 052): the homeroom teachers (their own classes) and the headmaster (every class). */
export const readsMissing = roles(['headmaster', 'homeroom_teacher'])

/**
 * The classes whose "missing from lesson" the caller reads: the headmaster every class (or the one asked for); a
 * homeroom teacher the classes they keep, and a class of anyone else's is refused.
 */
export function missingClassesFor(user: { role: Role }, kept: readonly string[], asked: string | undefined): readonly string[] | undefined {
  if (user.role === 'headmaster') return asked ? [asked] : undefined
  if (!asked) return kept
  if (kept.includes(asked)) return [asked]
  throw new AppError(403, 'forbidden', translate('lessonAlerts.errors.notYourClass'))
}
