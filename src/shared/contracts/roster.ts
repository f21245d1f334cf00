import { z } from 'zod'
import { CSV_IMPORT_MAX_ROWS, importResultSchema } from './csv-import'
import { classBatchResultSchema } from './classes'
import { nisnCell, studentNumberCell } from './students'
import { bellPeriodSchema, lessonFormSchema, MAX_PERIODS_A_DAY, TIMETABLE_IMPORT_MAX_ROWS, timetableImportResultSchema } from './timetable'

/**
 * POST /api/roster/sync (a headmaster, or an API token with `roster:write`; ADR 036): a district's system
 * sends its classes, students and teachers (below), each named by its own id (`externalId`, unique in the school). A student with a known
 * external id is updated (or left unchanged), an unknown one added. The checks and messages are the student
 * CSV import's (the same engine): department is a name, and a missing one is created. The class is named by
 * `classExternalId` (a class of this request or one synced before) or, as in the import, by `class`, its name
 * (a missing one is created); given both, they must name the same class. All or nothing: any entry with a
 * problem answers 400 `validation_failed` with `fields` keyed `students.<index>.<field>` (or `classes.…`,
 * `teachers.…`), and nothing is written.
 */
const externalIdSchema = z.string().trim().min(1, 'validation.required').max(64, 'validation.invalid')
const classExternalIdSchema = z.string().trim().max(64, 'validation.invalid').default('')
export const rosterStudentSchema = z.object({
  externalId: externalIdSchema.meta({ description: 'The student’s id in the sending system.' }),
  name: z.string(),
  studentNumber: studentNumberCell.default('').meta({
    description: 'The school’s own Student ID (NIS), kept as given: a new student gets it (empty: numbered S0001…), a known one keeps theirs unless another is given.',
  }),
  nisn: nisnCell.optional().meta({ description: 'The national student number, 10 digits; empty for none. Left out: a known student’s NISN stays as it is.' }),
  parentNumber: z.string().default('').meta({ description: 'The number the student’s parent signs in with (required, as in the import).' }),
  classExternalId: classExternalIdSchema.meta({ description: 'The class’s external id: a class of this request’s `classes` or one synced before. Empty: the class is named by `class`.' }),
  class: z.string().default('').meta({ description: 'The class’s name, when not named by `classExternalId`; created (in `department`) when the school has none of that name.' }),
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
  externalId: externalIdSchema.meta({ description: 'The teacher’s id in the sending system.' }),
  name: z.string(),
  email: z.string(),
  department: z.string().meta({ description: 'The department’s name; created when missing.' }),
  subjects: z.array(z.string()).default([]),
  homeroomClassExternalId: classExternalIdSchema.meta({ description: 'The external id of the class whose homeroom teacher they are (or name it by `homeroomClass`); empty for none.' }),
  homeroomClass: z.string().default('').meta({ description: 'The name of the class whose homeroom teacher they are; empty for none.' }),
})
export type RosterTeacher = z.input<typeof rosterTeacherSchema>

/**
 * A class, named by the sending system's id, with its name and department (by name; created when missing). The
 * checks and messages are the class form's (the classes module's batch engine). A new external id given with the
 * name of a class that has none adopts that class; a name another class holds is refused.
 */
export const rosterClassSchema = z.object({
  externalId: externalIdSchema.meta({ description: 'The class’s id in the sending system.' }),
  name: z.string(),
  department: z.string().meta({ description: 'The department’s name; created when missing.' }),
})
export type RosterClass = z.input<typeof rosterClassSchema>

/**
 * A lesson of the week (ADR 052): a class (by external id, or by name), a subject and a teacher (by external id,
 * or by email) in a period of a weekday. The checks and messages are the timetable file's (its import's engine).
 */
export const rosterLessonSchema = z.object({
  classExternalId: classExternalIdSchema.meta({ description: 'The class’s external id: a class of this request’s `classes` or one synced before. Empty: the class is named by `class`.' }),
  class: z.string().default('').meta({ description: 'The class’s name, when not named by `classExternalId`.' }),
  teacherExternalId: z.string().trim().max(64, 'validation.invalid').default('').meta({ description: 'The teacher’s external id: a teacher of this request’s `teachers` or one synced before. Empty: the teacher is named by `teacherEmail`.' }),
  teacherEmail: z.string().default('').meta({ description: 'The teacher’s email, when not named by `teacherExternalId`.' }),
  subject: z.string(),
  weekday: lessonFormSchema.shape.weekday.meta({ description: 'ISO weekday: 1 = Monday … 7 = Sunday.' }),
  period: lessonFormSchema.shape.period.meta({ description: 'The period’s number in the bell schedule of that weekday.' }),
})
export type RosterLesson = z.input<typeof rosterLessonSchema>

/**
 * Classes first (students and homeroom teachers may name them by external id), then students (whose entries
 * may still create classes by name), then teachers (whose homeroom classes may be any of those), then the bell
 * schedule (left out: kept as it is) and the lessons (left out: the week kept as it is). As a timetable file
 * does, the lessons are the week of every class they name: a named class's lessons they leave out go.
 */
export const rosterSyncSchema = z.object({
  classes: z.array(rosterClassSchema).max(CSV_IMPORT_MAX_ROWS, 'validation.invalid').default([]),
  students: z.array(rosterStudentSchema).max(CSV_IMPORT_MAX_ROWS, 'validation.invalid').default([]),
  teachers: z.array(rosterTeacherSchema).max(CSV_IMPORT_MAX_ROWS, 'validation.invalid').default([]),
  bellSchedule: z.array(bellPeriodSchema).max(7 * MAX_PERIODS_A_DAY, 'validation.invalid').optional().meta({
    description: 'The periods of every weekday with their times, replacing the school’s bell schedule. A period a lesson still takes after this sync may not go.',
  }),
  lessons: z.array(rosterLessonSchema).max(TIMETABLE_IMPORT_MAX_ROWS, 'validation.invalid').optional(),
})
export type RosterSyncRequest = z.input<typeof rosterSyncSchema>
/** A sync request as the server holds it once parsed. */
export type RosterSyncInput = z.output<typeof rosterSyncSchema>

/** 200: what the sync wrote (new students have no password yet, as after an import). */
export const rosterSyncResponseSchema = z.object({
  classes: classBatchResultSchema,
  students: importResultSchema,
  teachers: importResultSchema,
  /** Only when the request sent a bell schedule or lessons: how many periods the schedule has now, what the week's import did. */
  timetable: z.object({ periods: z.number().int().nullable(), lessons: timetableImportResultSchema.nullable() }).optional(),
})
export type RosterSyncResponse = z.infer<typeof rosterSyncResponseSchema>
