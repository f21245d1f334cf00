import { z } from 'zod'
import { idSchema } from '../text'

/**
 * One-time passwords for many accounts at once (docs/security.md, "One-time passwords"): for the
 * students (of one class, or of the school) and the teachers who have none yet — an import makes
 * accounts without one. With `reissue`, every student of the class gets a new one (a class's sheet
 * was lost); a whole school is never re-issued in one click. The plain passwords are in the answer
 * once, and never again.
 */
export const createStudentPasswordsSchema = z
  .object({
    classId: idSchema.optional(),
    reissue: z.boolean().default(false),
  })
  .refine((v) => !v.reissue || v.classId, { message: 'validation.required', path: ['classId'] })
export type CreateStudentPasswordsRequest = z.input<typeof createStudentPasswordsSchema>

export const createTeacherPasswordsSchema = z.object({})
export type CreateTeacherPasswordsRequest = z.input<typeof createTeacherPasswordsSchema>

export const studentSignInSlipSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentNumber: z.string(),
  /** The school's Student ID (NIS) and the NISN (null when not known), printed on the slip to tell namesakes apart. */
  studentNumber: z.string(),
  nisn: z.string().nullable(),
  className: z.string(),
  password: z.string(),
})
export type StudentSignInSlip = z.infer<typeof studentSignInSlipSchema>

export const teacherSignInSlipSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  password: z.string(),
})
export type TeacherSignInSlip = z.infer<typeof teacherSignInSlipSchema>

/** In class, then name order: one sheet per class. */
export const createStudentPasswordsResponseSchema = z.object({ students: z.array(studentSignInSlipSchema) })
export type CreateStudentPasswordsResponse = z.infer<typeof createStudentPasswordsResponseSchema>

export const createTeacherPasswordsResponseSchema = z.object({ teachers: z.array(teacherSignInSlipSchema) })
export type CreateTeacherPasswordsResponse = z.infer<typeof createTeacherPasswordsResponseSchema>
