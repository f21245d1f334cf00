import { z } from 'zod'

/**
 * The answer to DELETE /api/students/:id, /api/teachers/:id and /api/classes/:id. A row that history
 * still refers to (attendance records, archived students) is archived: gone from every list and from
 * sign-in, kept for that history. Otherwise it is removed.
 */
export const deleteResultSchema = z.object({ archived: z.boolean() })
export type DeleteResult = z.infer<typeof deleteResultSchema>
