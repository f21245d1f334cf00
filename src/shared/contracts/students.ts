import { z } from 'zod'
import { englishHeaders } from '../file-columns'
import { students as studentTexts } from '../i18n/en/students'
import { NAME_MAX_LENGTH } from '../limits'
import { LEVELS } from '../school'
import { PHOTO_FILTERS, STUDENT_SORTS } from '../student-list'
import { newPasswordSchema, personNameSchema } from './account'
import { parentNumberSchema } from './auth'
import { idSchema, optionalText, searchText } from '../text'

export { STUDENT_SORT_KEYS, STUDENT_SORTS, type StudentSort, type StudentSortKey } from '../student-list'

/** GET /api/students — Student Management's list, filtered, sorted and paged on the server. */
export const studentListQuerySchema = z.object({
  q: searchText(),
  classId: idSchema.optional(),
  departmentId: idSchema.optional(),
  /** Students with a photo, or without one (ADR 025): who still needs one taken. */
  photo: z.enum(PHOTO_FILTERS, { message: 'validation.photoFilter' }).optional(),
  /** The whole (filtered) list's order, before it is paged: by name unless asked; ties by name, then id. */
  sort: z.enum(STUDENT_SORTS, { message: 'validation.studentSort' }).default('name'),
  page: z.coerce.number<number>({ message: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number>({ message: 'validation.invalid' }).int().min(1).max(100).default(24),
})
/** The query as a client sends it (the web app builds its request from this type); numbers are coerced from the address’s text. */
export type StudentListQuery = z.input<typeof studentListQuerySchema>

/**
 * The school's own Student ID (NIS, ADR 046): kept as given, trimmed; up to 20 letters (A–Z), digits, dots and
 * dashes, starting with a letter or digit ("NIS-2026-004", "2122.10.001"). No slash or space: a student's photo is
 * imported from a file named by the ID (S0042.jpg). Unique in the school; when none is given the server numbers the
 * student S0001, S0002… (ADR 046).
 */
export const STUDENT_NUMBER_MAX_LENGTH = 20
export const STUDENT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]{0,19}$/
/** A Student ID or '' (none given), trimmed; '' or the ID's rule's message. */
export const studentNumberCell = z
  .string({ message: 'validation.studentNumber' })
  .trim()
  .refine((v) => v === '' || STUDENT_NUMBER_PATTERN.test(v), 'validation.studentNumber')

/** The national student number (NISN): exactly 10 digits, unique in the deployment (ADR 046). */
export const NISN_PATTERN = /^[0-9]{10}$/
/** A NISN or '' (none), trimmed; '' or the NISN's rule's message. */
export const nisnCell = z
  .string({ message: 'validation.nisn' })
  .trim()
  .refine((v) => v === '' || NISN_PATTERN.test(v), 'validation.nisn')

export const studentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The school's Student ID (NIS). */
  studentNumber: z.string(),
  /** The national student number, or null when not known. */
  nisn: z.string().nullable(),
  parentNumber: z.string(),
  level: z.enum(LEVELS),
  class: z.object({ id: z.string(), name: z.string() }),
  department: z.object({ id: z.string(), name: z.string() }),
  /** When the student's photo last changed (its address carries it, `?v=`), or null when they have none. */
  photoUpdatedAt: z.string().nullable(),
})
export type StudentSummary = z.infer<typeof studentSummarySchema>

export const studentListResponseSchema = z.object({
  students: z.array(studentSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})
export type StudentListResponse = z.infer<typeof studentListResponseSchema>

/** GET /api/students/export?format=csv|xlsx&… — the same filters, every matching row. */
export const studentExportQuerySchema = studentListQuerySchema
  .pick({ q: true, classId: true, departmentId: true, photo: true, sort: true })
  .extend({ format: z.enum(['csv', 'xlsx'], { message: 'validation.exportFormat' }) })

/**
 * The columns of exported (and imported) student files, in order, as keys of `studentFiles.columns`: a file
 * is headed in its reader's language. The English headers (Name, Student ID, Parent Number, Class, Level,
 * Department, NISN) are the file format a school's spreadsheets and scripts rely on; the import reads every language's.
 */
export const STUDENT_FILE_KEYS = ['name', 'studentId', 'parentNumber', 'class', 'level', 'department', 'nisn'] as const
export const STUDENT_FILE_COLUMNS = englishHeaders(studentTexts.studentFiles.columns, STUDENT_FILE_KEYS)

// GET /api/departments moved to the departments module; its contract stays importable from here.
export { departmentListResponseSchema, type DepartmentListResponse } from './departments'

const optionalDetail = (max: number) =>
  optionalText({ max })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()

/** The optional "More details" that feed the student's profile cards. */
export const studentDetailsSchema = z.object({
  emergencyContact: optionalDetail(200),
  gpa: z.number({ message: 'validation.gpa' }).min(0, 'validation.gpa').max(4, 'validation.gpa').nullable().optional(),
  major: optionalDetail(NAME_MAX_LENGTH),
  bloodType: optionalDetail(10),
  allergies: optionalDetail(300),
})

/**
 * The student form: Name, Parent Number, Class, Level, Department (all required); the Student ID (empty or left
 * out: a new student is numbered by the server, an edited one keeps theirs) and the NISN (empty or left out: none).
 */
export const studentFormSchema = z
  .object({
    name: personNameSchema,
    studentNumber: studentNumberCell.transform((v) => (v === '' ? undefined : v)).optional(),
    nisn: nisnCell.transform((v) => (v === '' ? null : v)).nullable().optional(),
    parentNumber: z.string().trim().min(1, 'validation.required').pipe(parentNumberSchema),
    classId: idSchema,
    level: z.enum(LEVELS, { message: 'validation.required' }),
    departmentId: idSchema,
  })
  .extend(studentDetailsSchema.shape)

/** POST /api/students — also creates the student's account. No password: one is generated and returned once. */
export const createStudentSchema = studentFormSchema.extend({ password: newPasswordSchema.optional() })
export type CreateStudentRequest = z.input<typeof createStudentSchema>

/** PATCH /api/students/:id — the same fields; the password is reset elsewhere. */
export const updateStudentSchema = studentFormSchema
export type UpdateStudentRequest = z.input<typeof updateStudentSchema>

export const studentDetailSchema = studentSummarySchema.extend({
  emergencyContact: z.string().nullable(),
  gpa: z.number().nullable(),
  major: z.string().nullable(),
  bloodType: z.string().nullable(),
  allergies: z.string().nullable(),
})
export type StudentDetail = z.infer<typeof studentDetailSchema>

export const createStudentResponseSchema = z.object({
  student: studentDetailSchema,
  /** Present only when the server generated the password: shown once, never stored in clear. */
  initialPassword: z.string().optional(),
})
export type CreateStudentResponse = z.infer<typeof createStudentResponseSchema>

/** POST /api/students/:id/password — a new password typed by staff, or (empty body) a generated one. */
export const resetPasswordSchema = z.object({ password: newPasswordSchema.optional() })
export const resetPasswordResponseSchema = z.object({ initialPassword: z.string().optional() })
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>
