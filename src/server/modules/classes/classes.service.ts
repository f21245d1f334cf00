import type { z } from 'zod'
import type { ClassSummary, classFormSchema } from '#shared/contracts/classes'
import type { DeleteResult } from '#shared/contracts/delete-result'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { violates } from '../../db/unique-violation'
import { badRequest, conflict, notFound } from '../../errors'
import { newId } from '../../lib/ids'
import { departmentExists } from '../departments'
import { chooseHomeroomTeacher, endHomeroom } from './class-homeroom'
import {
  archiveClassRow,
  clearHomeroomOf,
  countEnrolled,
  deleteClassRow,
  findHomeroomTeacher,
  findClass,
  findStaffMember,
  insertClassRow,
  isClassNameTaken,
  listClassSummaries,
  updateClassRow,
} from './classes.queries'

type ClassForm = z.output<typeof classFormSchema>

const classNameTaken = () =>
  conflict('class_name_taken', translate('errors.classNameTaken'), { name: translate('errors.classNameTaken') })

/** The form's department and teacher must exist and its name must be free: 400/409 before anything is written. */
async function checkForm(db: Db, schoolId: string, form: ClassForm, exceptId?: string) {
  const [department, teacher, taken] = await Promise.all([
    departmentExists(db, schoolId, form.departmentId),
    findStaffMember(db, schoolId, form.teacherId),
    isClassNameTaken(db, schoolId, form.name, exceptId),
  ])
  if (!department) throw badRequest({ departmentId: translate('errors.departmentNotFound') })
  if (!teacher) throw badRequest({ teacherId: translate('errors.teacherNotFound') })
  if (taken) throw classNameTaken()
}

async function summaryOf(db: Db, schoolId: string, id: string): Promise<ClassSummary> {
  const [summary] = await listClassSummaries(db, schoolId, { id })
  return summary!
}

/** What a class's save may do beyond the class row: make its teacher its homeroom teacher (classes.policy.ts). */
export interface ClassSaveOptions {
  choosesHomeroom: boolean
}

/** A unique index that refused a write (two saves at the same moment) as the 409 the checks would have given. */
async function explainRefusal(db: Db, schoolId: string, error: unknown, klass: { id: string; name: string }): Promise<unknown> {
  if (violates(error, 'classes_name_uq', 'name')) return classNameTaken()
  if (violates(error, 'teachers_homeroom_uq', 'homeroom_class_id')) {
    const holder = await findHomeroomTeacher(db, schoolId, klass.id)
    const message = translate('errors.homeroomTaken', { className: klass.name, teacher: holder?.name ?? '' })
    return conflict('homeroom_taken', message, { teacherId: message })
  }
  return error
}

export async function createClass(ctx: AppContext, form: ClassForm, options: ClassSaveOptions): Promise<ClassSummary> {
  await checkForm(ctx.db, ctx.schoolId, form)
  const id = newId()
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertClassRow(trx, {
        school_id: ctx.schoolId, id, name: form.name, department_id: form.departmentId, teacher_id: form.teacherId,
        created_at: ctx.now().toISOString(), archived_at: null, archived_name: null,
      })
      if (options.choosesHomeroom) await chooseHomeroomTeacher(trx, ctx, { id, name: form.name }, form.teacherId, null)
    })
  } catch (error) {
    throw await explainRefusal(ctx.db, ctx.schoolId, error, { id, name: form.name })
  }
  return summaryOf(ctx.db, ctx.schoolId, id)
}

/**
 * Saves the form. The Teacher chosen becomes the class's homeroom teacher when the person saving may
 * edit teachers (class-homeroom.ts); for others, a class with a homeroom teacher keeps that teacher.
 */
export async function updateClass(ctx: AppContext, id: string, form: ClassForm, options: ClassSaveOptions): Promise<ClassSummary> {
  const klass = await findClass(ctx.db, ctx.schoolId, id)
  if (!klass) throw notFound(translate('errors.classNotFound'))
  await checkForm(ctx.db, ctx.schoolId, form, id)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (options.choosesHomeroom) await chooseHomeroomTeacher(trx, ctx, { id, name: form.name }, form.teacherId, klass.teacherId)
      else await keepHomeroomTeacher(trx, ctx.schoolId, klass, form.teacherId)
      await updateClassRow(trx, ctx.schoolId, id, { name: form.name, department_id: form.departmentId, teacher_id: form.teacherId })
    })
  } catch (error) {
    throw await explainRefusal(ctx.db, ctx.schoolId, error, { id, name: form.name })
  }
  return summaryOf(ctx.db, ctx.schoolId, id)
}

/** For staff who may not edit teachers: another teacher for a class with a homeroom teacher is refused. */
async function keepHomeroomTeacher(trx: Db, schoolId: string, klass: { id: string; name: string }, teacherId: string) {
  const homeroom = await findHomeroomTeacher(trx, schoolId, klass.id)
  if (homeroom && homeroom.id !== teacherId) {
    const message = translate('errors.classHasHomeroomTeacher', { teacher: homeroom.name, className: klass.name })
    throw conflict('class_has_homeroom_teacher', message, { teacherId: message })
  }
}

/**
 * Refused while students are enrolled. Otherwise the class stops being anyone's homeroom (its homeroom
 * teacher becomes a subject teacher) and is archived when archived students still refer to it (their
 * history names it), else removed.
 */
export async function deleteClass(ctx: AppContext, id: string): Promise<DeleteResult> {
  const klass = await findClass(ctx.db, ctx.schoolId, id)
  if (!klass) throw notFound(translate('errors.classNotFound'))
  return ctx.db.transaction().execute(async (trx) => {
    const enrolled = await countEnrolled(trx, ctx.schoolId, id)
    if (enrolled.live > 0) {
      throw conflict('class_has_students', translate('errors.classHasStudents', { count: enrolled.live, className: klass.name }))
    }
    const holder = await findHomeroomTeacher(trx, ctx.schoolId, id)
    if (holder) await endHomeroom(trx, ctx, holder)
    await clearHomeroomOf(trx, ctx.schoolId, id)
    const archived = enrolled.archived > 0
    if (archived) await archiveClassRow(trx, ctx.schoolId, id, ctx.now().toISOString())
    else await deleteClassRow(trx, ctx.schoolId, id)
    return { archived }
  })
}
