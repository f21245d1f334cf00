import type { ClassLessonsResponse, StudentLessonsResponse } from '#shared/contracts/lesson-reports'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import { countClassRegisters, countMarks, findLessonClass, findLessonStudent } from './lesson-reports.queries'
import { tallySubjects } from './subject-tally'

type Range = { from: string; to: string }

/** A student as the lesson reports and their policy need them; 404 when there is none. */
export async function lessonStudent(ctx: AppContext, studentId: string) {
  const student = await findLessonStudent(ctx.db, ctx.schoolId, studentId)
  if (!student) throw notFound(translate('errors.studentNotFound'))
  return student
}

export async function lessonClass(ctx: AppContext, classId: string) {
  const found = await findLessonClass(ctx.db, ctx.schoolId, classId)
  if (!found) throw notFound()
  return found
}

/** One student's lessons over a range, by subject: every register that marked them, wherever they were then. */
export async function studentLessons(ctx: AppContext, student: { id: string; name: string }, range: Range): Promise<StudentLessonsResponse> {
  const marks = await countMarks(ctx.db, ctx.schoolId, range.from, range.to, { studentId: student.id })
  return { student: { id: student.id, name: student.name }, from: range.from, to: range.to, ...tallySubjects(marks) }
}

/** A class's lessons over a range, by subject: the registers taken for it, and every mark in them. */
export async function classLessons(ctx: AppContext, klass: { id: string; name: string }, range: Range): Promise<ClassLessonsResponse> {
  const [marks, registers] = await Promise.all([
    countMarks(ctx.db, ctx.schoolId, range.from, range.to, { classId: klass.id }),
    countClassRegisters(ctx.db, ctx.schoolId, klass.id, range.from, range.to),
  ])
  const bySubject = new Map(registers.map((r) => [r.subject, r.n]))
  return { class: { id: klass.id, name: klass.name }, from: range.from, to: range.to, ...tallySubjects(marks, bySubject) }
}
