import { z } from 'zod'
import { daysBetween, HH_MM } from '../dates'
import { idSchema, requiredText } from '../text'
import { isoDateSchema } from './attendance'
import { importPreviewSchema } from './csv-import'
import { REPORT_RANGE_MAX_DAYS } from './reports'
import { SUBJECT_MAX_LENGTH, teacherFormSchema } from './teachers'
import { CLASS_NAME_MAX_LENGTH } from './classes'

/**
 * The school's week (ADR 052): a bell schedule (the periods of each weekday, with their times) and a
 * timetable (lessons putting a class, a subject and a teacher in a period of a weekday), changed for one date
 * by a cancellation or a substitute. The headmaster keeps it; every staff role reads it.
 */

/** A school day has at most this many periods. */
export const MAX_PERIODS_A_DAY = 12

const clockTime = z.string().trim().regex(HH_MM, 'validation.time')
const weekday = z.number().int().min(1, 'validation.weekday').max(7, 'validation.weekday')
const periodNumber = z.number().int().min(1, 'validation.period').max(MAX_PERIODS_A_DAY, 'validation.period')

/** One period of one weekday: "Monday, period 3, 08:30–09:10". Weekdays are ISO: 1 = Monday … 7 = Sunday. */
export const bellPeriodSchema = z
  .object({ weekday, number: periodNumber, startsAt: clockTime, endsAt: clockTime })
  .refine((p) => p.startsAt < p.endsAt, { message: 'timetable.errors.endsBeforeStart', path: ['endsAt'] })
export type BellPeriod = z.infer<typeof bellPeriodSchema>

/**
 * PUT /api/timetable/periods — the whole bell schedule, replacing the one before. Refused (400, by field) when a
 * weekday has a period number twice or two periods overlap; 409 `period_in_use` when a period a lesson takes
 * would go (fields name the period).
 */
export const bellScheduleSchema = z.object({
  periods: z.array(bellPeriodSchema).max(7 * MAX_PERIODS_A_DAY),
})
export type BellScheduleRequest = z.input<typeof bellScheduleSchema>

export const bellScheduleResponseSchema = z.object({ periods: z.array(bellPeriodSchema) })
export type BellScheduleResponse = z.infer<typeof bellScheduleResponseSchema>

/** A lesson of the week as the timetable lists it. */
export const lessonSchema = z.object({
  id: z.string(),
  classId: z.string(),
  className: z.string(),
  subject: z.string(),
  teacher: z.object({ id: z.string(), name: z.string() }),
  weekday: z.number().int(),
  period: z.number().int(),
  /** The period's times on that weekday (the bell schedule's). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** How many of the class's students the lesson's group holds; 0: the lesson is for the whole class. */
  groupSize: z.number().int(),
})
export type Lesson = z.infer<typeof lessonSchema>

/**
 * POST /api/timetable/lessons and PATCH /api/timetable/lessons/:id (the headmaster). The period must be in the
 * bell schedule of that weekday (400 on `period`). 409 `lesson_slot_taken` (fields.period) when the class already
 * has a lesson then; 409 `teacher_busy` (fields.teacherId) when the teacher already teaches then.
 */
export const lessonFormSchema = z.object({
  classId: idSchema,
  subject: requiredText({ max: SUBJECT_MAX_LENGTH }),
  teacherId: idSchema,
  weekday,
  period: periodNumber,
})
export type LessonFormRequest = z.input<typeof lessonFormSchema>

/** GET /api/timetable?classId=&teacherId= — the bell schedule and the week's lessons (filtered), by weekday and period. */
export const timetableQuerySchema = z.object({
  classId: idSchema.optional(),
  teacherId: idSchema.optional(),
})
export type TimetableQuery = z.input<typeof timetableQuerySchema>

export const timetableResponseSchema = z.object({
  periods: z.array(bellPeriodSchema),
  lessons: z.array(lessonSchema),
})
export type TimetableResponse = z.infer<typeof timetableResponseSchema>

/**
 * PUT /api/timetable/lessons/:id/dates/:date — one date's change to a lesson: cancelled, or taught by a
 * substitute (who then takes that date's register, and only that one). The date must be one of the lesson's:
 * a school day on the lesson's weekday (400 on `date`). 409 `teacher_busy` when the substitute teaches then.
 */
export const lessonChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cancelled') }),
  z.object({ kind: z.literal('substitute'), teacherId: idSchema }),
])
export type LessonChangeRequest = z.input<typeof lessonChangeSchema>

export const lessonDateParamsSchema = z.object({ id: idSchema, date: isoDateSchema })

export const lessonChangeResponseSchema = z.object({
  lessonId: z.string(),
  date: z.string(),
  kind: z.enum(['cancelled', 'substitute']),
  substitute: z.object({ id: z.string(), name: z.string() }).nullable(),
})
export type LessonChange = z.infer<typeof lessonChangeResponseSchema>

/** GET /api/timetable/changes?from=&to= — the one-date changes in a range of dates (at most a year's, as a report's). */
export const lessonChangesQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.from <= q.to, { message: 'validation.rangeOrder', path: ['to'] })
  .refine((q) => !(daysBetween(q.from, q.to) >= REPORT_RANGE_MAX_DAYS), { message: 'validation.rangeTooLong', path: ['to'] })
export const lessonChangesResponseSchema = z.object({ changes: z.array(lessonChangeResponseSchema) })
export type LessonChangesResponse = z.infer<typeof lessonChangesResponseSchema>

/**
 * GET /api/timetable/lessons/:id/students — the lesson's class's students, and the ids of those in the lesson's
 * group (empty: the lesson is for the whole class, as every lesson is until given a group).
 */
export const lessonGroupResponseSchema = z.object({
  lessonId: z.string(),
  students: z.array(z.object({ id: z.string(), name: z.string(), studentNumber: z.string() })),
  groupIds: z.array(z.string()),
})
export type LessonGroupResponse = z.infer<typeof lessonGroupResponseSchema>

/** A group is at most a class. */
export const LESSON_GROUP_MAX = 2_000

/**
 * PUT /api/timetable/lessons/:id/students (the headmaster) — the students a lesson is for, each a student of its
 * class (400 on `studentIds.<index>` otherwise); an empty list makes it the whole class's again. Its register
 * then lists only them. Moving the lesson to another class makes it the whole class's.
 */
export const lessonGroupSchema = z.object({ studentIds: z.array(idSchema).max(LESSON_GROUP_MAX, 'validation.invalid') })
export type LessonGroupRequest = z.input<typeof lessonGroupSchema>

/** The columns of a timetable file (import and template), as keys of `timetableFiles.columns`, in TIMETABLE_IMPORT_COLUMNS' order. */
export const TIMETABLE_FILE_KEYS = ['className', 'weekday', 'period', 'subject', 'teacherEmail'] as const

/**
 * Timetable import (the headmaster): GET /api/timetable/import/template, POST …/preview, POST /api/timetable/import,
 * the CSV file itself as the body. The file is the week of every class it names: each row puts a lesson in its
 * class's period (added, or changed in place), and a named class's lessons the file leaves out are removed
 * (`removed`). Classes the file does not name keep theirs. Every row or none; issues by line.
 */
export const TIMETABLE_IMPORT_COLUMNS = ['Class', 'Day', 'Period', 'Subject', 'Teacher Email'] as const
export const TIMETABLE_IMPORT_MAX_ROWS = 5_000

export const timetableImportPreviewSchema = importPreviewSchema.extend({
  /** Lessons of the classes the file names that it leaves out: applying removes them. */
  removed: z.number().int(),
})
export type TimetableImportPreview = z.infer<typeof timetableImportPreviewSchema>

export const timetableImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
})
export type TimetableImportResult = z.infer<typeof timetableImportResultSchema>

/** A day as a file may write it: 1–7, or its name in English or Indonesian, whole or in three letters. */
const DAY_NAMES: Record<string, number> = {
  monday: 1, mon: 1, senin: 1, sen: 1,
  tuesday: 2, tue: 2, selasa: 2, sel: 2,
  wednesday: 3, wed: 3, rabu: 3, rab: 3,
  thursday: 4, thu: 4, kamis: 4, kam: 4,
  friday: 5, fri: 5, jumat: 5, 'jum’at': 5, "jum'at": 5, jum: 5,
  saturday: 6, sat: 6, sabtu: 6, sab: 6,
  sunday: 7, sun: 7, minggu: 7, min: 7, ahad: 7,
}

/** One row of a timetable file, keyed by its column names so that an issue names the column a person sees. */
export const timetableImportRowSchema = z.object({
  Class: requiredText({ max: CLASS_NAME_MAX_LENGTH }),
  Day: z.string().trim().transform((value, ctx) => {
    const day = /^[1-7]$/.test(value) ? Number(value) : DAY_NAMES[value.toLowerCase()]
    if (day === undefined) ctx.addIssue({ code: 'custom', message: 'timetable.import.unknownDay' })
    return day ?? 0
  }),
  Period: z.string().trim().regex(/^\d{1,2}$/, 'validation.period').transform(Number).pipe(periodNumber),
  Subject: lessonFormSchema.shape.subject,
  'Teacher Email': teacherFormSchema.shape.email,
})
export type TimetableImportRow = z.output<typeof timetableImportRowSchema>
