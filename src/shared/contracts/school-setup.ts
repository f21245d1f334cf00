import { z } from 'zod'

/**
 * The first-run checklist's steps, in the order a new school takes them. Each is derived from the
 * school's data (src/server/modules/schools/school-setup.queries.ts); nothing records that a step was done.
 * Teachers come before classes because a class needs a teacher; the teacher chosen for a class becomes
 * its homeroom teacher, so no teacher's homeroom waits for a class that is not there.
 */
export const SETUP_STEPS = ['settings', 'departments', 'teachers', 'classes', 'students', 'passwords', 'rollCall'] as const
export type SetupStep = (typeof SETUP_STEPS)[number]

/** GET /api/school/setup (headmaster): each step and whether the school's data shows it done. */
export const schoolSetupResponseSchema = z.object({
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
  /** Every step done: the dashboard shows no checklist. */
  complete: z.boolean(),
})
export type SchoolSetupResponse = z.infer<typeof schoolSetupResponseSchema>
