import { z } from 'zod'
import { CSV_IMPORT_MAX_ROWS, importResultSchema } from './csv-import'

/**
 * POST /api/roster/sync (a headmaster, or an API token with `roster:write`; issue 22): a district's system
 * sends its students (and teachers, below), each named by its own id (`externalId`, unique in the school). A student with a known
 * external id is updated (or left unchanged), an unknown one added. The checks and messages are the student
 * CSV import's (the same engine): class and department are names, and missing ones are created. All or
 * nothing: any entry with a problem answers 400 `validation_failed` with `fields` keyed
 * `students.<index>.<field>` (or `teachers.…`), and nothing is written.
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

/**
 * A teacher, named by the sending system's id. The teacher CSV import's engine keys teachers by email: an
 * entry whose external id is known must keep that teacher's email (400 otherwise); a new external id given
 * with the email of a teacher already there adopts that teacher.
 */
export const rosterTeacherSchema = z.object({
  externalId: z.string().trim().min(1, 'validation.required').max(64, 'validation.invalid')
    .meta({ description: 'The teacher’s id in the sending system.' }),
  name: z.string(),
  email: z.string(),
  department: z.string().meta({ description: 'The department’s name; created when missing.' }),
  subjects: z.array(z.string()).default([]),
  homeroomClass: z.string().default('').meta({ description: 'The name of the class whose homeroom teacher they are; empty for none.' }),
})
export type RosterTeacher = z.input<typeof rosterTeacherSchema>

/** Students first (their entries may create classes), then teachers (whose homeroom classes may be those). */
export const rosterSyncSchema = z.object({
  students: z.array(rosterStudentSchema).max(CSV_IMPORT_MAX_ROWS, 'validation.invalid').default([]),
  teachers: z.array(rosterTeacherSchema).max(CSV_IMPORT_MAX_ROWS, 'validation.invalid').default([]),
})
export type RosterSyncRequest = z.input<typeof rosterSyncSchema>

/** 200: what the sync wrote (new students have no password yet, as after an import). */
export const rosterSyncResponseSchema = z.object({ students: importResultSchema, teachers: importResultSchema })
export type RosterSyncResponse = z.infer<typeof rosterSyncResponseSchema>
