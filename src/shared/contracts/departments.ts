import { z } from 'zod'
import { requiredText } from '../text'

/** A department's name: short enough for a class card's badge. */
export const DEPARTMENT_NAME_MAX_LENGTH = 60

/**
 * GET /api/departments (every staff role): the school's departments that are not archived, by name.
 * What every select offers (class, teacher and student forms, filters, reports).
 */
export const departmentListResponseSchema = z.object({
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type DepartmentListResponse = z.infer<typeof departmentListResponseSchema>

/**
 * POST /api/departments (add) and PATCH /api/departments/:id (rename), headmaster only.
 * The name is unique among the school's departments that are not archived, ignoring case:
 * 409 `department_name_taken` (fields.name). Adding the name of an archived department brings it back.
 */
export const departmentFormSchema = z.object({
  name: requiredText({ max: DEPARTMENT_NAME_MAX_LENGTH }),
})
export type DepartmentFormRequest = z.input<typeof departmentFormSchema>

/** A department as the Departments screen shows it: what uses it (archiving waits until nothing does). */
export const departmentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  classCount: z.number().int(),
  teacherCount: z.number().int(),
  studentCount: z.number().int(),
})
export type DepartmentSummary = z.infer<typeof departmentSummarySchema>

/** GET /api/departments/manage (headmaster): the departments that are not archived, by name, with their counts. */
export const departmentManageResponseSchema = z.object({ departments: z.array(departmentSummarySchema) })
export type DepartmentManageResponse = z.infer<typeof departmentManageResponseSchema>

// POST /api/departments/:id/archive (headmaster) → 204. 409 `department_in_use` while a class, teacher or
// student that is not archived belongs to it; the message says how many of each.
