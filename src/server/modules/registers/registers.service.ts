import type { z } from 'zod'
import type { LessonOfDay, RegisterResponse, saveRegisterSchema } from '#shared/contracts/registers'
import { isoWeekday } from '#shared/dates'
import { translate } from '#shared/i18n/translate'
import type { Role } from '#shared/roles'
import type { AppContext } from '../../context'
import { badRequest, notFound } from '../../errors'
import { newId } from '../../lib/ids'
import { listDayRows } from '../attendance'
import { queueLessonMissingNotices } from '../notices'
import { isSchoolDayOn, type School, todayAt } from '../schools'
import { findLessonOn, lessonGroupOf, type LessonOn, lessonsOfTeacherOn } from '../timetable'
import { assertMayRead, assertMayTake, registerTeacherOf } from './registers.policy'
import {
  findPerson, findRegister, insertMarkAudit, insertMarks, insertRegisterIfNew, listMarks, takenRegisters, touchRegister,
} from './registers.queries'
import { updateMarks } from './mark-updates.queries'

type Caller = { id: string; name: string; role: Role }

/** The lesson on `date`, which must be one of its days: a school day on its weekday (400 on `date` otherwise). */
async function lessonOnItsDay(ctx: AppContext, school: School, lessonId: string, date: string): Promise<LessonOn> {
  const lesson = await findLessonOn(ctx.db, ctx.schoolId, lessonId, date)
  if (!lesson) throw notFound()
  if (isoWeekday(date) !== lesson.weekday || !(await isSchoolDayOn(ctx.db, school, date))) {
    throw badRequest({ date: translate('timetable.errors.notLessonDay') })
  }
  return lesson
}

/** The caller's lessons on a date, in period order, with each register's state (ADR 052). */
export async function lessonsOfDay(ctx: AppContext, school: School, caller: Caller, date: string): Promise<{ isSchoolDay: boolean; lessons: LessonOfDay[] }> {
  if (!(await isSchoolDayOn(ctx.db, school, date))) return { isSchoolDay: false, lessons: [] }
  const found = await lessonsOfTeacherOn(ctx.db, ctx.schoolId, caller.id, date, isoWeekday(date))
  // An own lesson given to a substitute that date is theirs, not the caller's.
  const mine = found.filter((l) => registerTeacherOf(l) === caller.id || l.change === 'cancelled')
  const taken = await takenRegisters(ctx.db, ctx.schoolId, mine.map((l) => l.id), date)
  const now = ctx.now()
  const today = todayAt(school, now)
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: school.time_zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now)
  const over = (l: LessonOn) => date < today || (date === today && clock >= l.ends_at)
  return {
    isSchoolDay: true,
    lessons: mine.map((l) => ({
      lessonId: l.id, classId: l.class_id, className: l.class_name, subject: l.subject, period: l.period,
      startsAt: l.starts_at, endsAt: l.ends_at, substitute: l.substitute_id === caller.id, cancelled: l.change === 'cancelled',
      register: taken.has(l.id) ? 'taken' : over(l) ? 'overdue' : 'to_take',
    })),
  }
}

/** The class's students that day; only the lesson's group when it has one (`lesson_students`). */
async function studentsOfLesson(ctx: AppContext, lesson: LessonOn, date: string) {
  const [rows, group] = await Promise.all([
    listDayRows(ctx.db, ctx.dbKind, ctx.schoolId, date, { classId: lesson.class_id }, { limit: 10_000, offset: 0 }),
    lessonGroupOf(ctx.db, ctx.schoolId, lesson.id),
  ])
  return group.size ? rows.filter((r) => group.has(r.student.id)) : rows
}

async function registerOf(ctx: AppContext, lesson: LessonOn, date: string): Promise<RegisterResponse> {
  const [rows, register] = await Promise.all([
    studentsOfLesson(ctx, lesson, date),
    findRegister(ctx.db, ctx.schoolId, lesson.id, date),
  ])
  const marks = new Map((register ? await listMarks(ctx.db, ctx.schoolId, register.id) : []).map((m) => [m.student_id, m]))
  const teacherId = registerTeacherOf(lesson)
  const teacher = await findPerson(ctx.db, ctx.schoolId, teacherId)
  return {
    lessonId: lesson.id, date, className: lesson.class_name, subject: lesson.subject, period: lesson.period,
    startsAt: lesson.starts_at, endsAt: lesson.ends_at, teacher: teacher ?? { id: teacherId, name: '' },
    taken: register ? { by: { id: register.taken_by, name: register.taken_by_name ?? '' }, at: register.taken_at } : null,
    rows: rows.map((r) => {
      const mark = marks.get(r.student.id)
      return {
        student: { id: r.student.id, name: r.student.name, studentNumber: r.student.studentNumber },
        day: r.record,
        mark: mark ? { status: mark.status, note: mark.note } : null,
      }
    }),
  }
}

export async function readRegister(ctx: AppContext, school: School, caller: Caller, lessonId: string, date: string): Promise<RegisterResponse> {
  const lesson = await lessonOnItsDay(ctx, school, lessonId, date)
  assertMayRead(caller, lesson)
  return registerOf(ctx, lesson, date)
}

/**
 * Takes a register, or corrects it, in one transaction: the first time every student of the class that day is
 * marked; a later save changes the marks it names, each change kept in the audit with what it was; a pupil it
 * marks absent who is at school that day is told to their adults when the school sends those notices.
 */
export async function saveRegister(
  ctx: AppContext, school: School, caller: Caller, lessonId: string, input: z.output<typeof saveRegisterSchema>,
): Promise<RegisterResponse> {
  const { date } = input
  const lesson = await lessonOnItsDay(ctx, school, lessonId, date)
  assertMayTake(caller, lesson)
  if (date > todayAt(school, ctx.now())) throw badRequest({ date: translate('registers.errors.future') })
  const listed = (await studentsOfLesson(ctx, lesson, date)).map((r) => r.student.id)
  const inClass = new Set(listed)
  const fields: Record<string, string> = {}
  const seen = new Set<string>()
  input.marks.forEach((m, i) => {
    if (!inClass.has(m.studentId)) fields[`marks.${i}.studentId`] = translate('registers.errors.notInClass')
    else if (seen.has(m.studentId)) fields[`marks.${i}.studentId`] = translate('registers.errors.markedTwice')
    seen.add(m.studentId)
  })
  if (Object.keys(fields).length) throw badRequest(fields)
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findRegister(trx, ctx.schoolId, lesson.id, date)
    if (!before && listed.some((id) => !seen.has(id))) throw badRequest({ marks: translate('registers.errors.markEveryone') })
    const id = before?.id ?? newId()
    if (!before) {
      await insertRegisterIfNew(trx, {
        school_id: ctx.schoolId, id, lesson_id: lesson.id, date, class_id: lesson.class_id, subject: lesson.subject,
        teacher_id: registerTeacherOf(lesson), period: lesson.period, starts_at: lesson.starts_at, ends_at: lesson.ends_at,
        taken_by: caller.id, taken_at: at, updated_at: at,
      })
    }
    // Taken a moment ago by someone else: this save corrects theirs.
    const register = before ?? (await findRegister(trx, ctx.schoolId, lesson.id, date))!
    const first = !before && register.id === id
    const old = new Map((first ? [] : await listMarks(trx, ctx.schoolId, register.id)).map((m) => [m.student_id, m]))
    const row = (m: (typeof input.marks)[number]) => ({
      school_id: ctx.schoolId, register_id: register.id, student_id: m.studentId, status: m.status, note: m.note, recorded_by: caller.id, recorded_at: at,
    })
    const changed = input.marks.filter((m) => !old.has(m.studentId) || old.get(m.studentId)!.status !== m.status || old.get(m.studentId)!.note !== m.note)
    await insertMarks(trx, changed.filter((m) => !old.has(m.studentId)).map(row))
    await updateMarks(trx, ctx.schoolId, register.id, changed.filter((c) => old.has(c.studentId)).map(row))
    if (!first && changed.length) {
      await insertMarkAudit(trx, changed.map((m) => ({
        school_id: ctx.schoolId, id: newId(), register_id: register.id, student_id: m.studentId,
        old_status: old.get(m.studentId)?.status ?? null, new_status: m.status, old_note: old.get(m.studentId)?.note ?? null, new_note: m.note,
        changed_by: caller.id, changed_at: at,
      })))
      await touchRegister(trx, ctx.schoolId, register.id, at)
    }
    // Marked absent by this save (a note corrected on an absence is not news): the notices to families, if the
    // school sends them, exist exactly when the marks do (ADR 052).
    const absentNow = changed.filter((m) => m.status === 'absent' && old.get(m.studentId)?.status !== 'absent').map((m) => m.studentId)
    await queueLessonMissingNotices(trx, ctx.schoolId, register.id, date, absentNow, at)
  })
  return registerOf(ctx, lesson, date)
}
