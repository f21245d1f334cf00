import type { z } from 'zod'
import type { ClassSummary, classFormSchema } from '#shared/contracts/classes'
import type { DeleteResult } from '#shared/contracts/delete-result'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { violates } from '../../db/unique-violation'
import { badRequest, conflict, notFound } from '../../errors'
import { newId } from '../../lib/ids'
import { departmentExists } from '../departments/departments.queries'
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

export async function createClass(ctx: AppContext, form: ClassForm): Promise<ClassSummary> {
  await checkForm(ctx.db, ctx.schoolId, form)
  const id = newId()
  try {
    await insertClassRow(ctx.db, {
      school_id: ctx.schoolId, id, name: form.name, department_id: form.departmentId, teacher_id: form.teacherId,
      created_at: ctx.now().toISOString(), archived_at: null, archived_name: null,
    })
  } catch (error) {
    if (violates(error, 'classes_name_uq', 'name')) throw classNameTaken()
    throw error
  }
  return summaryOf(ctx.db, ctx.schoolId, id)
}

/**
 * A class with a homeroom teacher keeps that teacher: the homeroom is changed in Teacher
 * Management, which moves the class's teacher along with it.
 */
export async function updateClass(ctx: AppContext, id: string, form: ClassForm): Promise<ClassSummary> {
  const klass = await findClass(ctx.db, ctx.schoolId, id)
  if (!klass) throw notFound(translate('errors.classNotFound'))
  await checkForm(ctx.db, ctx.schoolId, form, id)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const homeroom = await findHomeroomTeacher(trx, ctx.schoolId, id)
      if (homeroom && homeroom.id !== form.teacherId) {
        throw conflict(
          'class_has_homeroom_teacher',
          translate('errors.classHasHomeroomTeacher', { teacher: homeroom.name, className: klass.name }),
          { teacherId: translate('errors.classHasHomeroomTeacher', { teacher: homeroom.name, className: klass.name }) },
        )
      }
      await updateClassRow(trx, ctx.schoolId, id, { name: form.name, department_id: form.departmentId, teacher_id: form.teacherId })
    })
  } catch (error) {
    if (violates(error, 'classes_name_uq', 'name')) throw classNameTaken()
    throw error
  }
  return summaryOf(ctx.db, ctx.schoolId, id)
}

/**
 * Refused while students are enrolled. Otherwise the class stops being anyone's homeroom and is
 * archived when archived students still refer to it (their history names it), else removed.
 */
export async function deleteClass(ctx: AppContext, id: string): Promise<DeleteResult> {
  const klass = await findClass(ctx.db, ctx.schoolId, id)
  if (!klass) throw notFound(translate('errors.classNotFound'))
  return ctx.db.transaction().execute(async (trx) => {
    const enrolled = await countEnrolled(trx, ctx.schoolId, id)
    if (enrolled.live > 0) {
      throw conflict('class_has_students', translate('errors.classHasStudents', { count: enrolled.live, className: klass.name }))
    }
    await clearHomeroomOf(trx, ctx.schoolId, id)
    const archived = enrolled.archived > 0
    if (archived) await archiveClassRow(trx, ctx.schoolId, id, ctx.now().toISOString())
    else await deleteClassRow(trx, ctx.schoolId, id)
    return { archived }
  })
}
