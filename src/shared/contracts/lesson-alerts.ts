import { z } from 'zod'
import { idSchema } from '../text'
import { isoDateSchema } from './attendance'

/**
 * "Missing from lesson" (ADR 052): a pupil who arrived that day (present or late) and was marked absent in a
 * lesson's register, with no excuse (a day recorded sick or permission excuses its lessons).
 *
 * GET /api/lessons/missing?date=&classId= — the homeroom teacher's own classes (a class of theirs when `classId`
 * is given, 403 for another's), every class for the headmaster. `date`: today unless asked.
 */
export const missingFromLessonsQuerySchema = z.object({
  date: isoDateSchema.optional(),
  classId: idSchema.optional(),
})
export type MissingFromLessonsQuery = z.input<typeof missingFromLessonsQuerySchema>

const person = z.object({ id: z.string(), name: z.string() })

export const missingFromLessonSchema = z.object({
  student: person,
  class: person,
  /** The lesson as its register keeps it that day. */
  lesson: z.object({ id: z.string(), subject: z.string(), period: z.number().int(), startsAt: z.string(), endsAt: z.string() }),
  /** Whose register it is: who taught the lesson that day (the substitute when there was one). */
  teacher: person,
  /** Who marked the pupil absent, and when. */
  markedBy: person,
  markedAt: z.string(),
  note: z.string().nullable(),
})
export type MissingFromLesson = z.infer<typeof missingFromLessonSchema>

export const missingFromLessonsResponseSchema = z.object({
  date: z.string(),
  /** By class, period, then name. */
  missing: z.array(missingFromLessonSchema),
})
export type MissingFromLessonsResponse = z.infer<typeof missingFromLessonsResponseSchema>
