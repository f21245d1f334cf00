import type { LessonGroupResponse } from '#shared/contracts/timetable'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { badRequest, notFound } from '../../errors'
import { listClassStudents, listGroupStudentIds, replaceGroup } from './lesson-groups.queries'
import { findLessonRow } from './timetable.queries'

/**
 * Groups of a class's students (ADR 052): a lesson for some of its class's students (a language option, a set)
 * lists them in `lesson_students`; a lesson with none is for the whole class.
 */

async function groupOf(db: Db, schoolId: string, lessonId: string): Promise<LessonGroupResponse> {
  const lesson = await findLessonRow(db, schoolId, lessonId)
  if (!lesson) throw notFound()
  const [students, groupIds] = await Promise.all([listClassStudents(db, schoolId, lesson.class_id), listGroupStudentIds(db, schoolId, lessonId)])
  const inClass = new Set(students.map((s) => s.id))
  return {
    lessonId,
    students: students.map((s) => ({ id: s.id, name: s.name, studentNumber: s.student_number })),
    // A student who has left the class since stays out of the lesson's register, and out of the list.
    groupIds: groupIds.filter((id) => inClass.has(id)),
  }
}

export async function lessonGroup(ctx: AppContext, lessonId: string): Promise<LessonGroupResponse> {
  return groupOf(ctx.db, ctx.schoolId, lessonId)
}

/** Sets the students a lesson is for, every one of its class (400 by index otherwise), in one transaction. */
export async function setLessonGroup(ctx: AppContext, lessonId: string, studentIds: string[]): Promise<LessonGroupResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const lesson = await findLessonRow(trx, ctx.schoolId, lessonId)
    if (!lesson) throw notFound()
    const inClass = new Set((await listClassStudents(trx, ctx.schoolId, lesson.class_id)).map((s) => s.id))
    const fields: Record<string, string> = {}
    studentIds.forEach((id, i) => {
      if (!inClass.has(id)) fields[`studentIds.${i}`] = translate('registers.errors.notInClass')
    })
    if (Object.keys(fields).length) throw badRequest(fields)
    await replaceGroup(trx, ctx.schoolId, lessonId, [...new Set(studentIds)])
    return groupOf(trx, ctx.schoolId, lessonId)
  })
}

/** The students of a lesson's group, for its register: an empty set when the lesson is for the whole class. */
export async function lessonGroupOf(db: Db, schoolId: string, lessonId: string): Promise<Set<string>> {
  return new Set(await listGroupStudentIds(db, schoolId, lessonId))
}
