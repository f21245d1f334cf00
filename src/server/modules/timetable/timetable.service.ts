import type { z } from 'zod'
import type { BellPeriod, Lesson, LessonChange, lessonChangeSchema, lessonFormSchema } from '#shared/contracts/timetable'
import { isoWeekday } from '#shared/dates'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { violates } from '../../db/unique-violation'
import { badRequest, conflict, notFound } from '../../errors'
import { newId } from '../../lib/ids'
import { isSchoolDayOn, type School } from '../schools'
import { replaceGroup } from './lesson-groups.queries'
import {
  deleteLessonChange, deleteLessonRow, findLessonRow, findStaffMember, insertLesson, lessonInSlot, listLessonChanges, listLessons,
  listPeriods, openClassExists, putLessonChange, substitutesThen, teachesOwnLessonThen,
  updateLessonRow, type LessonRow,
} from './timetable.queries'

export const presentPeriod = (p: { weekday: number; number: number; starts_at: string; ends_at: string }): BellPeriod =>
  ({ weekday: p.weekday, number: p.number, startsAt: p.starts_at, endsAt: p.ends_at })

export const presentLesson = (l: LessonRow): Lesson => ({
  id: l.id, classId: l.class_id, className: l.class_name, subject: l.subject,
  teacher: { id: l.teacher_id, name: l.teacher_name }, weekday: l.weekday, period: l.period,
  startsAt: l.starts_at ?? '', endsAt: l.ends_at ?? '', groupSize: Number(l.group_size ?? 0),
})

type LessonForm = z.output<typeof lessonFormSchema>

/** What a lesson may be: a class that is open, a staff member teaching, a period the bell schedule has. */
async function checkLesson(ctx: AppContext, input: LessonForm, exceptId?: string): Promise<void> {
  const { db, schoolId } = ctx
  const [classOpen, teacher, periods] = await Promise.all([
    openClassExists(db, schoolId, input.classId),
    findStaffMember(db, schoolId, input.teacherId),
    listPeriods(db, schoolId),
  ])
  const fields: Record<string, string> = {}
  if (!classOpen) fields.classId = translate('errors.notFound')
  if (!teacher) fields.teacherId = translate('errors.notFound')
  if (!periods.some((p) => p.weekday === input.weekday && p.number === input.period)) fields.period = translate('timetable.errors.noSuchPeriod')
  if (Object.keys(fields).length) throw badRequest(fields)
  await assertSlotFree(ctx, input, exceptId)
}

async function assertSlotFree(ctx: AppContext, input: LessonForm, exceptId?: string): Promise<void> {
  const { db, schoolId } = ctx
  const [classBusy, teacherBusy] = await Promise.all([
    lessonInSlot(db, schoolId, { classId: input.classId }, input.weekday, input.period, exceptId),
    lessonInSlot(db, schoolId, { teacherId: input.teacherId }, input.weekday, input.period, exceptId),
  ])
  if (classBusy) throw slotTaken()
  if (teacherBusy) throw teacherBusyError()
}

const slotTaken = () => conflict('lesson_slot_taken', translate('timetable.errors.slotTaken'), { period: translate('timetable.errors.slotTaken') })
const teacherBusyError = () => conflict('teacher_busy', translate('timetable.errors.teacherBusy'), { teacherId: translate('timetable.errors.teacherBusy') })

/** Two saves at the same moment: the unique indexes decide, and the loser hears what the check would have said. */
function slotClash(error: unknown): never {
  if (violates(error, 'lessons_class_slot_ux', 'lessons.class_id')) throw slotTaken()
  if (violates(error, 'lessons_teacher_slot_ux', 'lessons.teacher_id')) throw teacherBusyError()
  throw error
}

async function lessonById(ctx: AppContext, id: string): Promise<Lesson> {
  const [row] = await listLessons(ctx.db, ctx.schoolId, { id })
  if (!row) throw notFound()
  return presentLesson(row)
}

export async function addLesson(ctx: AppContext, input: LessonForm): Promise<Lesson> {
  await checkLesson(ctx, input)
  const id = newId()
  await insertLesson(ctx.db, {
    school_id: ctx.schoolId, id, class_id: input.classId, subject: input.subject, teacher_id: input.teacherId,
    weekday: input.weekday, period: input.period, created_at: ctx.now().toISOString(),
  }).catch(slotClash)
  return lessonById(ctx, id)
}

/** Changes a lesson; given to another class, it is for that whole class (its group was of the other's students). */
export async function changeLesson(ctx: AppContext, id: string, input: LessonForm): Promise<Lesson> {
  const before = await findLessonRow(ctx.db, ctx.schoolId, id)
  if (!before) throw notFound()
  await checkLesson(ctx, input, id)
  await ctx.db.transaction().execute(async (trx) => {
    await updateLessonRow(trx, ctx.schoolId, id, {
      class_id: input.classId, subject: input.subject, teacher_id: input.teacherId, weekday: input.weekday, period: input.period,
    }).catch(slotClash)
    if (before.class_id !== input.classId) await replaceGroup(trx, ctx.schoolId, id, [])
  })
  return lessonById(ctx, id)
}

/** Removes a lesson from the week, with its one-date changes, in one transaction. */
export async function removeLesson(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await findLessonRow(trx, ctx.schoolId, id))) throw notFound()
    await deleteLessonRow(trx, ctx.schoolId, id)
  })
}

/** The lesson, and that `date` is one of its days: a school day on its weekday (400 on `date` otherwise). */
async function lessonOnDate(ctx: AppContext, school: School, id: string, date: string) {
  const lesson = await findLessonRow(ctx.db, ctx.schoolId, id)
  if (!lesson) throw notFound()
  if (isoWeekday(date) !== lesson.weekday || !(await isSchoolDayOn(ctx.db, school, date))) {
    throw badRequest({ date: translate('timetable.errors.notLessonDay') })
  }
  return lesson
}

/** Cancels a lesson for one date, or gives it to a substitute who is free then; replaces that date's change. */
export async function setLessonChange(
  ctx: AppContext, school: School, actorId: string, id: string, date: string, input: z.output<typeof lessonChangeSchema>,
): Promise<LessonChange> {
  const lesson = await lessonOnDate(ctx, school, id, date)
  let substitute: { id: string; name: string } | null = null
  if (input.kind === 'substitute') {
    const found = await findStaffMember(ctx.db, ctx.schoolId, input.teacherId)
    if (!found) throw badRequest({ teacherId: translate('errors.notFound') })
    const [own, other] = await Promise.all([
      teachesOwnLessonThen(ctx.db, ctx.schoolId, found.id, date, lesson.weekday, lesson.period, id),
      substitutesThen(ctx.db, ctx.schoolId, found.id, date, lesson.weekday, lesson.period, id),
    ])
    if (own || other) throw teacherBusyError()
    substitute = { id: found.id, name: found.name }
  }
  await putLessonChange(ctx.db, {
    school_id: ctx.schoolId, lesson_id: id, date, kind: input.kind, substitute_id: substitute?.id ?? null,
    changed_by: actorId, changed_at: ctx.now().toISOString(),
  })
  return { lessonId: id, date, kind: input.kind, substitute }
}

/** Undoes one date's change; a lesson with none that date is a 404. */
export async function clearLessonChange(ctx: AppContext, id: string, date: string): Promise<void> {
  if (!(await deleteLessonChange(ctx.db, ctx.schoolId, id, date))) throw notFound()
}

export async function lessonChangesBetween(ctx: AppContext, from: string, to: string): Promise<LessonChange[]> {
  const rows = await listLessonChanges(ctx.db, ctx.schoolId, from, to)
  return rows.map((r) => ({
    lessonId: r.lesson_id, date: r.date, kind: r.kind,
    substitute: r.substitute_id ? { id: r.substitute_id, name: r.substitute_name ?? '' } : null,
  }))
}
