import type { z } from 'zod'
import type { DeleteResult } from '#shared/contracts/delete-result'
import type { CreateStudentResponse, createStudentSchema, StudentDetail, updateStudentSchema } from '#shared/contracts/students'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { violates } from '../../db/unique-violation'
import { badRequest, conflict, notFound } from '../../errors'
import { newId } from '../../lib/ids'
import { findClass } from '../classes'
import { departmentExists } from '../departments'
import { deleteOrArchive, insertUser, isParentNumberTaken, resetPassword, staffChosenPassword, updateUser } from '../users'
import { enrolmentDay } from '../enrolment'
import { assertStudentNumberFree, claimNisn, studentNumberTaken } from './student-numbers'
import { releaseNisn } from './student-numbers.queries'
import {
  findStudentDetail,
  insertStudentRow,
  nextStudentNumber,
  updateStudentRow,
} from './students.queries'

type StudentForm = z.output<typeof updateStudentSchema>

const parentNumberTaken = () =>
  conflict('parent_number_taken', translate('errors.parentNumberTaken'), { parentNumber: translate('errors.parentNumberTaken') })

/** The form's references must exist and its parent number must be free: 400/409 before anything is written. */
async function checkForm(db: Db, schoolId: string, form: StudentForm, exceptUserId?: string) {
  const [klass, department, taken] = await Promise.all([
    findClass(db, schoolId, form.classId),
    departmentExists(db, schoolId, form.departmentId),
    isParentNumberTaken(db, schoolId, form.parentNumber, exceptUserId),
  ])
  if (!klass) throw badRequest({ classId: translate('errors.classNotFound') })
  if (!department) throw badRequest({ departmentId: translate('errors.departmentNotFound') })
  if (taken) throw parentNumberTaken()
  if (form.studentNumber) await assertStudentNumberFree(db, schoolId, form.studentNumber, exceptUserId)
}

/** A unique index the write broke, as the form's 409 (someone took the number between the check and the write). */
function takenMeanwhile(error: unknown) {
  if (violates(error, 'users_parent_number_uq', 'parent_number')) return parentNumberTaken()
  if (violates(error, 'students_nisn_uq', 'nisn')) return conflict('nisn_taken', translate('errors.nisnTaken'), { nisn: translate('errors.nisnTaken') })
  return null
}

const details = (form: StudentForm) => ({
  class_id: form.classId,
  level: form.level,
  department_id: form.departmentId,
  nisn: form.nisn ?? null,
  emergency_contact: form.emergencyContact ?? null,
  gpa: form.gpa ?? null,
  major: form.major ?? null,
  blood_type: form.bloodType ?? null,
  allergies: form.allergies ?? null,
})

/** Creates the student and their account in one transaction. */
export async function createStudent(ctx: AppContext, input: z.output<typeof createStudentSchema>): Promise<CreateStudentResponse> {
  await checkForm(ctx.db, ctx.schoolId, input)
  const { passwordHash, initialPassword } = await staffChosenPassword(input.password)
  const id = newId()
  const now = ctx.now()
  const at = now.toISOString()
  const enrolledOn = await enrolmentDay(ctx.db, ctx.schoolId, now)
  // Two staff adding students at the same moment may draw the same number: draw again.
  for (let attempt = 1; ; attempt++) {
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await insertUser(trx, {
          school_id: ctx.schoolId, id, role: 'student', name: input.name, email: null, parent_number: input.parentNumber,
          password_hash: passwordHash, must_change_password: initialPassword ? 1 : 0, created_at: at, updated_at: at,
        })
        if (input.nisn) await claimNisn(trx, ctx.dbKind, ctx.schoolId, input.nisn, id)
        const studentNumber = input.studentNumber ?? (await nextStudentNumber(trx, ctx.schoolId))
        await insertStudentRow(trx, { school_id: ctx.schoolId, user_id: id, student_number: studentNumber, ...details(input), enrolled_on: enrolledOn })
      })
      break
    } catch (error) {
      const taken = takenMeanwhile(error)
      if (taken) throw taken
      if (violates(error, 'students_number_uq', 'student_number')) {
        if (input.studentNumber) throw studentNumberTaken()
        if (attempt < 3) continue
      }
      throw error
    }
  }
  const student = (await findStudentDetail(ctx.db, ctx.schoolId, id))!
  return initialPassword ? { student, initialPassword } : { student }
}

export async function updateStudent(ctx: AppContext, id: string, form: StudentForm): Promise<StudentDetail> {
  if (!(await findStudentDetail(ctx.db, ctx.schoolId, id))) throw studentNotFound()
  await checkForm(ctx.db, ctx.schoolId, form, id)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await updateUser(trx, ctx.schoolId, id, { name: form.name, parent_number: form.parentNumber }, ctx.now().toISOString())
      if (form.nisn) await claimNisn(trx, ctx.dbKind, ctx.schoolId, form.nisn, id)
      // No Student ID given: the student keeps theirs.
      await updateStudentRow(trx, ctx.schoolId, id, { ...details(form), ...(form.studentNumber ? { student_number: form.studentNumber } : {}) })
    })
  } catch (error) {
    const taken = takenMeanwhile(error)
    if (taken) throw taken
    if (violates(error, 'students_number_uq', 'student_number')) throw studentNumberTaken()
    throw error
  }
  return (await findStudentDetail(ctx.db, ctx.schoolId, id))!
}

const studentNotFound = () => notFound(translate('errors.studentNotFound'))

/** Sets a new password (typed, or generated and returned once) and ends the student's sessions. */
export async function resetStudentPassword(ctx: AppContext, id: string, password: string | undefined) {
  if (!(await findStudentDetail(ctx.db, ctx.schoolId, id))) throw studentNotFound()
  return resetPassword(ctx, id, password)
}

/** Deletes a student, or archives one with attendance history (ADR 006). */
export async function deleteStudent(ctx: AppContext, id: string): Promise<DeleteResult> {
  if (!(await findStudentDetail(ctx.db, ctx.schoolId, id))) throw studentNotFound()
  return deleteOrArchive(ctx, id, { beforeArchive: (trx) => releaseNisn(trx, ctx.schoolId, id) })
}
