import type { MissingFromLesson } from '#shared/contracts/lesson-alerts'
import type { Role } from '#shared/roles'
import type { AppContext } from '../../context'
import { missingFromLessons, type MissingFromLessonRow } from '../../db/missing-from-lesson.queries'
import { missingClassesFor } from './registers.policy'
import { classesKeptBy } from './registers.queries'

/**
 * Who is missing from lessons on a date (ADR 052), in the classes the caller reads: a homeroom teacher's own
 * (403 for another's), every class for the headmaster.
 */
export async function missingOnDate(
  ctx: AppContext, caller: { id: string; role: Role }, date: string, classId: string | undefined,
): Promise<MissingFromLesson[]> {
  const kept = caller.role === 'headmaster' ? [] : await classesKeptBy(ctx.db, ctx.schoolId, caller.id)
  const classIds = missingClassesFor(caller, kept, classId)
  const rows = await missingFromLessons(ctx.db, ctx.schoolId, { date, classIds })
  return rows.map(present)
}

function present(r: MissingFromLessonRow): MissingFromLesson {
  return {
    student: { id: r.studentId, name: r.studentName },
    class: { id: r.classId, name: r.className ?? '' },
    lesson: { id: r.lessonId, subject: r.subject, period: r.period, startsAt: r.startsAt, endsAt: r.endsAt },
    teacher: { id: r.teacherId, name: r.teacherName ?? '' },
    markedBy: { id: r.markedById, name: r.markedByName ?? '' },
    markedAt: r.markedAt,
    note: r.note,
  }
}
