import { z } from 'zod'

export const classSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  department: z.string(),
  teacher: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Counted from the students enrolled, never stored. */
  studentCount: z.number().int(),
})
export type ClassSummary = z.infer<typeof classSummarySchema>

export const classListResponseSchema = z.object({ classes: z.array(classSummarySchema) })
export type ClassListResponse = z.infer<typeof classListResponseSchema>
