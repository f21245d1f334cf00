import { z } from 'zod'
import { LEVELS } from '../school'

/** GET /api/students — Student Management's list, filtered and paged on the server. */
export const studentListQuerySchema = z.object({
  q: z.string().trim().max(100, 'validation.tooLong').optional(),
  classId: z.string().trim().min(1).optional(),
  departmentId: z.string().trim().min(1).optional(),
  page: z.coerce.number({ message: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ message: 'validation.invalid' }).int().min(1).max(100).default(24),
})
export type StudentListQuery = z.input<typeof studentListQuerySchema>

export const studentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  studentNumber: z.string(),
  parentNumber: z.string(),
  level: z.enum(LEVELS),
  class: z.object({ id: z.string(), name: z.string() }),
  department: z.object({ id: z.string(), name: z.string() }),
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
  .pick({ q: true, classId: true, departmentId: true })
  .extend({ format: z.enum(['csv', 'xlsx'], { message: 'validation.exportFormat' }) })

/**
 * The columns of exported (and, later, imported) student files, in order. They are a file
 * format, not screen text: a school's spreadsheets and scripts rely on them staying put.
 */
export const STUDENT_FILE_COLUMNS = ['Name', 'Student ID', 'Parent Number', 'Class', 'Level', 'Department'] as const

export const departmentListResponseSchema = z.object({
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type DepartmentListResponse = z.infer<typeof departmentListResponseSchema>
