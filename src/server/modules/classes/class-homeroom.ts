import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { conflict } from '../../errors'
import { findClassTeacherChoice, setHomeroomClass, setTeacherRole } from './class-homeroom.queries'
import { findHomeroomTeacher } from './classes.queries'

/**
 * The class form's Teacher is the class's homeroom teacher (ADR 006's addendum). Called in the save's
 * transaction, before the class row is written, when the person saving may edit teachers:
 *
 * - a teacher chosen becomes its homeroom teacher (`teachers.homeroom_class_id`, the one record of
 *   a homeroom) and, if a subject teacher, a homeroom teacher (the role the homeroom's powers follow);
 * - the class's previous homeroom teacher loses it, and their homeroom teacher's role with it;
 * - a headmaster chosen stays headmaster, with no homeroom: they already decide every class's
 *   requests, and may be the teacher of as many classes as they like;
 * - a teacher who is already another class's homeroom teacher is refused (409 `teacher_has_homeroom`):
 *   a teacher has one homeroom, and moving them would leave that class without one unnoticed;
 * - a class saved with the teacher it had (a rename) keeps its homeroom as it is; only a teacher who is
 *   nobody's homeroom teacher, of a class that has none (as the class form used to leave them), becomes it.
 */
export async function chooseHomeroomTeacher(
  trx: Db,
  ctx: AppContext,
  klass: { id: string; name: string },
  teacherId: string,
  previousTeacherId: string | null,
): Promise<void> {
  const [teacher, holder] = await Promise.all([
    findClassTeacherChoice(trx, ctx.schoolId, teacherId),
    findHomeroomTeacher(trx, ctx.schoolId, klass.id),
  ])
  // The form's check found them a moment ago; gone since, the class row's foreign key will say so.
  if (!teacher || holder?.id === teacher.id) return
  // Saved with the teacher it had: left as it is, unless that teacher is free to become its homeroom teacher.
  const unchanged = teacherId === previousTeacherId
  if (unchanged && holder) return
  const becomesHomeroom = teacher.role !== 'headmaster' && teacher.hasTeacherRow
  if (becomesHomeroom && teacher.homeroom) {
    if (unchanged) return
    const message = translate('errors.teacherHasHomeroom', { teacher: teacher.name, className: teacher.homeroom.name })
    throw conflict('teacher_has_homeroom', message, { teacherId: message })
  }
  if (holder) await endHomeroom(trx, ctx, holder)
  if (!becomesHomeroom) return
  await setHomeroomClass(trx, ctx.schoolId, teacher.id, klass.id)
  if (teacher.role === 'subject_teacher') await setTeacherRole(trx, ctx.schoolId, teacher.id, 'homeroom_teacher', ctx.now().toISOString())
}

/**
 * A homeroom teacher loses their homeroom (their class has another teacher, or is deleted): the role goes
 * with it, as the teacher form's "Is Homeroom Teacher" unchecked does. A headmaster stays headmaster.
 */
export async function endHomeroom(trx: Db, ctx: AppContext, holder: { id: string; role: string }): Promise<void> {
  await setHomeroomClass(trx, ctx.schoolId, holder.id, null)
  if (holder.role === 'homeroom_teacher') await setTeacherRole(trx, ctx.schoolId, holder.id, 'subject_teacher', ctx.now().toISOString())
}
