import { z } from 'zod'
import { englishHeaders } from '../file-columns'
import { teachers as teacherTexts } from '../i18n/en/teachers'
import { STAFF_ROLES } from '../roles'
import { newPasswordSchema, personNameSchema } from './account'
import { emailSchema } from './auth'
import { ID_PATTERN, idSchema, requiredText, searchText } from '../text'

/** GET /api/teachers — Teacher Management's list (canViewTeacher), filtered and paged on the server. */
export const teacherListQuerySchema = z.object({
  q: searchText(),
  departmentId: idSchema.optional(),
  page: z.coerce.number<number>({ message: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number>({ message: 'validation.invalid' }).int().min(1).max(100).default(24),
})
/** The query as a client sends it (the web app builds its request from this type); numbers are coerced from the address’s text. */
export type TeacherListQuery = z.input<typeof teacherListQuerySchema>

export const teacherSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  department: z.object({ id: z.string(), name: z.string() }),
  subjects: z.array(z.string()),
  /** True exactly when the teacher has a homeroom class. */
  isHomeroom: z.boolean(),
  homeroomClass: z.object({ id: z.string(), name: z.string() }).nullable(),
})
export type TeacherSummary = z.infer<typeof teacherSummarySchema>

export const teacherListResponseSchema = z.object({
  teachers: z.array(teacherSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})
export type TeacherListResponse = z.infer<typeof teacherListResponseSchema>

/** GET /api/teachers/options — every staff member, by name, for the class form's Teacher select (canManageClasses or canViewTeacher). */
export const teacherOptionsResponseSchema = z.object({
  teachers: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type TeacherOptionsResponse = z.infer<typeof teacherOptionsResponseSchema>

/** GET /api/teachers/export?format=csv|xlsx&q=&departmentId= */
export const teacherExportQuerySchema = teacherListQuerySchema
  .pick({ q: true, departmentId: true })
  .extend({ format: z.enum(['csv', 'xlsx'], { message: 'validation.exportFormat' }) })

/**
 * The columns of exported (and imported) teacher files, in order, as keys of `teacherFiles.columns` (headed in the
 * reader's language; the English headers Name, Email, Department, Subjects, Homeroom Class are the file format,
 * and the import reads every language's). Subjects are joined with ", ".
 */
export const TEACHER_FILE_KEYS = ['name', 'email', 'department', 'subjects', 'homeroomClass'] as const
export const TEACHER_FILE_COLUMNS = englishHeaders(teacherTexts.teacherFiles.columns, TEACHER_FILE_KEYS)

export const SUBJECT_MAX_LENGTH = 60
export const SUBJECTS_MAX = 20

/** "Math, Physics ,, Art" → ["Math", "Physics", "Art"]: split on commas, trimmed, empty parts dropped. */
export function splitSubjects(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

/**
 * The teacher form: Name, Email, Department, Subjects (required), Is Homeroom Teacher and,
 * when checked, a Homeroom Class (then required). The client splits the Subjects text with `splitSubjects`.
 * Saving sets the role: homeroom_teacher when checked, subject_teacher when not (a headmaster stays headmaster).
 * Errors: 409 `email_taken` (fields.email); 409 `homeroom_taken` (fields.homeroomClassId) when the class
 * already has another homeroom teacher. Choosing a homeroom class also makes the teacher that class's teacher.
 */
export const teacherFormSchema = z
  .object({
    name: personNameSchema,
    email: z.string().trim().min(1, 'validation.required').pipe(emailSchema),
    departmentId: idSchema,
    // A comma separates subjects in the form, the export and the import (splitSubjects): one inside a subject would split it.
    subjects: z
      .array(requiredText({ max: SUBJECT_MAX_LENGTH }).refine((subject) => !subject.includes(','), 'validation.subjectComma'))
      .min(1, 'validation.required')
      .max(SUBJECTS_MAX, 'validation.tooMany'),
    isHomeroom: z.boolean(),
    homeroomClassId: z.string().trim().refine((id) => id === '' || ID_PATTERN.test(id), 'validation.id').nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.isHomeroom && !v.homeroomClassId) {
      ctx.addIssue({ code: 'custom', path: ['homeroomClassId'], message: 'validation.required' })
    }
  })
export type TeacherFormRequest = z.input<typeof teacherFormSchema>

/** POST /api/teachers (canCreateTeacher) — also creates the account; without a password one is generated and returned once. */
export const createTeacherSchema = teacherFormSchema.and(z.object({ password: newPasswordSchema.optional() }))
export type CreateTeacherRequest = z.input<typeof createTeacherSchema>

/** PATCH /api/teachers/:id (canEditTeacher) — the form's fields. POST /api/teachers/:id/password resets the password. */
export const updateTeacherSchema = teacherFormSchema
export type UpdateTeacherRequest = z.input<typeof updateTeacherSchema>

export const createTeacherResponseSchema = z.object({
  teacher: teacherSummarySchema,
  initialPassword: z.string().optional(),
})
export type CreateTeacherResponse = z.infer<typeof createTeacherResponseSchema>

// DELETE /api/teachers/:id (canDeleteTeacher) → 200 DeleteResult (contracts/delete-result).
// 409 `teacher_assigned` while the teacher is a class's teacher or homeroom teacher (the message names the classes);
// 409 `cannot_delete_self`. A teacher whose name history holds (recorded attendance) is archived, otherwise removed.
