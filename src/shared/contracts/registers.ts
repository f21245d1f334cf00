import { z } from 'zod'
import { idSchema, optionalText } from '../text'
import { NOTE_MAX_LENGTH } from '../limits'
import { attendanceRecordSchema, isoDateSchema } from './attendance'

/**
 * A register in every lesson (ADR 052): the teacher of a lesson that date marks each of the class's students
 * present, late to the lesson, or absent (with a note), beside what the school already knows of their day.
 */
export const LESSON_MARKS = ['present', 'late', 'absent'] as const
export const lessonMarkSchema = z.enum(LESSON_MARKS, { message: 'validation.status' })
export type LessonMark = z.infer<typeof lessonMarkSchema>

/** A register's state as a teacher's day lists it: to take, taken, or not taken when the lesson has ended. */
export const REGISTER_STATES = ['to_take', 'taken', 'overdue'] as const

/** GET /api/lessons/today?date= — the caller's lessons that date (their own and those they substitute), in order. */
export const lessonsTodayQuerySchema = z.object({ date: isoDateSchema.optional() })
export type LessonsTodayQuery = z.input<typeof lessonsTodayQuerySchema>

export const lessonOfDaySchema = z.object({
  lessonId: z.string(),
  classId: z.string(),
  className: z.string(),
  subject: z.string(),
  period: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Taught as a substitute that date (the register is theirs that date only). */
  substitute: z.boolean(),
  cancelled: z.boolean(),
  register: z.enum(REGISTER_STATES),
})
export type LessonOfDay = z.infer<typeof lessonOfDaySchema>

export const lessonsTodayResponseSchema = z.object({
  date: z.string(),
  isSchoolDay: z.boolean(),
  lessons: z.array(lessonOfDaySchema),
})
export type LessonsTodayResponse = z.infer<typeof lessonsTodayResponseSchema>

/** GET /api/lessons/:id/register?date= and the answer to saving it. */
export const registerQuerySchema = z.object({ date: isoDateSchema })
export type RegisterQuery = z.input<typeof registerQuerySchema>

export const registerRowSchema = z.object({
  student: z.object({ id: z.string(), name: z.string(), studentNumber: z.string() }),
  /** The day's record (the gate's arrival, a roll call, by hand): sick or permission excuse the lesson. */
  day: attendanceRecordSchema.nullable(),
  mark: z.object({ status: lessonMarkSchema, note: z.string().nullable() }).nullable(),
})
export type RegisterRow = z.infer<typeof registerRowSchema>

export const registerResponseSchema = z.object({
  lessonId: z.string(),
  date: z.string(),
  className: z.string(),
  subject: z.string(),
  period: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Who teaches it that date (the substitute when there is one): whose register it is. */
  teacher: z.object({ id: z.string(), name: z.string() }),
  taken: z.object({ by: z.object({ id: z.string(), name: z.string() }), at: z.string() }).nullable(),
  rows: z.array(registerRowSchema),
})
export type RegisterResponse = z.infer<typeof registerResponseSchema>

/**
 * PUT /api/lessons/:id/register — the register, taken or corrected in one request: a mark for each student
 * listed (every one of the class's students the first time). Errors: 400 by field (a student not in the class,
 * a date that is not the lesson's); 403 for someone who does not teach the lesson that date; 409
 * `lesson_cancelled` for a lesson cancelled that date.
 */
export const saveRegisterSchema = z.object({
  date: isoDateSchema,
  marks: z
    .array(z.object({
      studentId: idSchema,
      status: lessonMarkSchema,
      note: optionalText({ max: NOTE_MAX_LENGTH, multiline: true }).optional().transform((note) => (note ? note : null)),
    }))
    .min(1, 'validation.required')
    .max(200, 'validation.tooMany'),
})
export type SaveRegisterRequest = z.input<typeof saveRegisterSchema>
