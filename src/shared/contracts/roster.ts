import { z } from 'zod'
import { CSV_IMPORT_MAX_ROWS, importResultSchema } from './csv-import'

/**
 * POST /api/roster/sync (a headmaster, or an API token with `roster:write`; issue 22): a district's system
 * sends its students, each named by its own id (`externalId`, unique in the school). A student with a known
 * external id is updated (or left unchanged), an unknown one added. The checks and messages are the student
 * CSV import's (the same engine): class and department are names, and missing ones are created. All or
 * nothing: any entry with a problem answers 400 `validation_failed` with `fields` keyed
 * `students.<index>.<field>`, and nothing is written.
 */
export const rosterStudentSchema = z.object({
  externalId: z.string().trim().min(1, 'validation.required').max(64, 'validation.invalid')
    .meta({ description: 'The student’s id in the sending system.' }),
  name: z.string(),
  parentNumber: z.string().default('').meta({ description: 'The number the student’s parent signs in with (required, as in the import).' }),
  class: z.string().meta({ description: 'The class’s name; created (in `department`) when the school has none of that name.' }),
  level: z.string().meta({ description: 'Junior or Senior.' }),
  department: z.string().meta({ description: 'The department’s name; created when missing.' }),
})
export type RosterStudent = z.input<typeof rosterStudentSchema>

export const rosterSyncSchema = z.object({
  students: z.array(rosterStudentSchema).max(CSV_IMPORT_MAX_ROWS, 'validation.invalid'),
})
export type RosterSyncRequest = z.input<typeof rosterSyncSchema>

/** 200: what the sync wrote (new students have no password yet, as after an import). */
export const rosterSyncResponseSchema = z.object({ students: importResultSchema })
export type RosterSyncResponse = z.infer<typeof rosterSyncResponseSchema>
