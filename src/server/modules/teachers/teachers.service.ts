import type { z } from 'zod'
import type { DeleteResult } from '#shared/contracts/delete-result'
import type { CreateTeacherResponse, createTeacherSchema, TeacherSummary, updateTeacherSchema } from '#shared/contracts/teachers'
import { translate } from '#shared/i18n/translate'
import type { StaffRole } from '#shared/roles'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { violates } from '../../db/unique-violation'
import { badRequest, conflict, notFound } from '../../errors'
import { newId } from '../../lib/ids'
import { findClass, findHomeroomTeacher } from '../classes'
import { departmentExists } from '../departments'
import { deleteOrArchive, insertUser, isEmailTaken, resetPassword, staffChosenPassword } from '../users'
import {
  classesAssignedTo,
  findTeacher,
  forgetTeacherOfArchivedClasses,
  insertTeacherRow,
  setClassTeacher,
  updateStaffAccount,
  updateTeacherRow,
} from './teachers.queries'

type TeacherForm = z.output<typeof updateTeacherSchema>

const emailTaken = () => conflict('email_taken', translate('errors.emailTaken'), { email: translate('errors.emailTaken') })

const homeroomTaken = (className: string, teacher: string) => {
  const message = translate('errors.homeroomTaken', { className, teacher })
  return conflict('homeroom_taken', message, { homeroomClassId: message })
}

const teacherNotFound = () => notFound(translate('errors.teacherNotFound'))

/** The homeroom class the form asks for: none unless "Is Homeroom Teacher" is checked. */
const homeroomOf = (form: TeacherForm) => (form.isHomeroom && form.homeroomClassId ? form.homeroomClassId : null)

/** Checking the box makes a homeroom teacher, unchecking a subject teacher; a headmaster stays headmaster. */
export const roleFor = (form: Pick<TeacherForm, 'isHomeroom'>, current?: StaffRole): StaffRole =>
  current === 'headmaster' ? 'headmaster' : form.isHomeroom ? 'homeroom_teacher' : 'subject_teacher'

/** The form's department and homeroom class must exist, its email and homeroom be free: 400/409 before any write. */
async function checkForm(db: Db, schoolId: string, form: TeacherForm, exceptUserId?: string) {
  const classId = homeroomOf(form)
  const [department, taken, klass, holder] = await Promise.all([
    departmentExists(db, schoolId, form.departmentId),
    isEmailTaken(db, schoolId, form.email, exceptUserId),
    classId ? findClass(db, schoolId, classId) : undefined,
    classId ? findHomeroomTeacher(db, schoolId, classId) : undefined,
  ])
  if (!department) throw badRequest({ departmentId: translate('errors.departmentNotFound') })
  if (classId && !klass) throw badRequest({ homeroomClassId: translate('errors.classNotFound') })
  if (taken) throw emailTaken()
  if (klass && holder && holder.id !== exceptUserId) throw homeroomTaken(klass.name, holder.name)
}

/** A unique index that refused a write (two saves at the same moment) as the 409 the checks would have given. */
async function explainRefusal(db: Db, schoolId: string, error: unknown, classId: string | null): Promise<unknown> {
  if (violates(error, 'users_email_uq', 'email')) return emailTaken()
  if (classId && violates(error, 'teachers_homeroom_uq', 'homeroom_class_id')) {
    const [klass, holder] = await Promise.all([findClass(db, schoolId, classId), findHomeroomTeacher(db, schoolId, classId)])
    return homeroomTaken(klass?.name ?? '', holder?.name ?? '')
  }
  return error
}

const teacherRow = (form: TeacherForm) => ({
  department_id: form.departmentId,
  subjects: JSON.stringify(form.subjects),
  homeroom_class_id: homeroomOf(form),
})

/** Creates the teacher and their account in one transaction; a homeroom class becomes theirs to teach. */
export async function createTeacher(ctx: AppContext, input: z.output<typeof createTeacherSchema>): Promise<CreateTeacherResponse> {
  await checkForm(ctx.db, ctx.schoolId, input)
  const { passwordHash, initialPassword } = await staffChosenPassword(input.password)
  const id = newId()
  const at = ctx.now().toISOString()
  const classId = homeroomOf(input)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        school_id: ctx.schoolId, id, role: roleFor(input), name: input.name, email: input.email, parent_number: null,
        password_hash: passwordHash, must_change_password: initialPassword ? 1 : 0, created_at: at, updated_at: at,
      })
      await insertTeacherRow(trx, { school_id: ctx.schoolId, user_id: id, ...teacherRow(input) })
      if (classId) await setClassTeacher(trx, ctx.schoolId, classId, id)
    })
  } catch (error) {
    throw await explainRefusal(ctx.db, ctx.schoolId, error, classId)
  }
  const teacher = (await findTeacher(ctx.db, ctx.schoolId, id))!
  return initialPassword ? { teacher, initialPassword } : { teacher }
}

/** Saves the form; unchecking the homeroom frees the class, which keeps this teacher as its teacher. */
export async function updateTeacher(ctx: AppContext, id: string, form: TeacherForm): Promise<TeacherSummary> {
  const current = await findTeacher(ctx.db, ctx.schoolId, id)
  if (!current) throw teacherNotFound()
  await checkForm(ctx.db, ctx.schoolId, form, id)
  const classId = homeroomOf(form)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const account = { name: form.name, email: form.email, role: roleFor(form, current.role) }
      await updateStaffAccount(trx, ctx.schoolId, id, account, ctx.now().toISOString())
      await updateTeacherRow(trx, ctx.schoolId, id, teacherRow(form))
      if (classId) await setClassTeacher(trx, ctx.schoolId, classId, id)
    })
  } catch (error) {
    throw await explainRefusal(ctx.db, ctx.schoolId, error, classId)
  }
  return (await findTeacher(ctx.db, ctx.schoolId, id))!
}

/** Sets a new password (typed, or generated and returned once) and ends the teacher's sessions. */
export async function resetTeacherPassword(ctx: AppContext, id: string, password: string | undefined) {
  if (!(await findTeacher(ctx.db, ctx.schoolId, id))) throw teacherNotFound()
  return resetPassword(ctx, id, password)
}

/**
 * Refused for oneself and while the teacher still has classes. A teacher whom history names
 * (attendance they recorded) is archived: gone from lists and sign-in, still named on that history.
 */
export async function deleteTeacher(ctx: AppContext, actorId: string, id: string): Promise<DeleteResult> {
  if (id === actorId) throw conflict('cannot_delete_self', translate('errors.cannotDeleteSelf'))
  const teacher = await findTeacher(ctx.db, ctx.schoolId, id)
  if (!teacher) throw teacherNotFound()
  return deleteOrArchive(ctx, id, {
    refuse: async (trx) => {
      const classes = await classesAssignedTo(trx, ctx.schoolId, id)
      if (classes.length > 0) {
        throw conflict('teacher_assigned', translate('errors.teacherAssigned', { teacher: teacher.name, classes: classes.join(', ') }))
      }
    },
    beforeDelete: (trx) => forgetTeacherOfArchivedClasses(trx, ctx.schoolId, id),
  })
}
