import { z } from 'zod'
import { FIRST_SCHOOL_DATE, isSupportedDate, isValidIsoDate, LAST_SCHOOL_DATE } from '../dates'
import { NOTE_MAX_LENGTH, PAGE_SIZES } from '../limits'
import { ATTENDANCE_METHODS, ATTENDANCE_STATUSES, STATUS_FILTERS } from '../school'
import { idSchema, optionalText, searchText } from '../text'

/** Every date the API reads: a calendar day, within the days Rollcall keeps (dates.ts). */
export const isoDateSchema = z
  .string()
  .trim()
  .refine(isValidIsoDate, 'validation.date')
  .refine(isSupportedDate, 'validation.dateRange')
  .meta({ description: `A calendar day in the school's time zone, YYYY-MM-DD, from ${FIRST_SCHOOL_DATE} to ${LAST_SCHOOL_DATE}.` })
export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES, { message: 'validation.status' })
/** The dashboard's status filter: a status, or students with no record that day. */
export const statusFilterSchema = z.enum(STATUS_FILTERS, { message: 'validation.status' })
export type StatusFilter = z.infer<typeof statusFilterSchema>

const noteSchema = optionalText({ max: NOTE_MAX_LENGTH, multiline: true }).transform((note) => (note === '' ? null : note))

export const attendanceRecordSchema = z.object({
  status: attendanceStatusSchema,
  method: z.enum(ATTENDANCE_METHODS),
  note: z.string().nullable(),
  recordedAt: z.string(),
  recordedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
})
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>

/** GET /api/attendance/day — the dashboard's query, all of it in the URL. */
export const daySheetQuerySchema = z.object({
  date: isoDateSchema.optional(),
  q: searchText(),
  classId: idSchema.optional(),
  status: statusFilterSchema.optional(),
  page: z.coerce.number<number>({ message: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number<number>({ message: 'validation.invalid' })
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'validation.invalid')
    .default(25),
})
/** The query as a client sends it (the web app builds its request from this type); numbers are coerced from the address’s text. */
export type DaySheetQuery = z.input<typeof daySheetQuerySchema>

export const studentDayRowSchema = z.object({
  student: z.object({ id: z.string(), name: z.string(), parentNumber: z.string(), studentNumber: z.string() }),
  class: z.object({ id: z.string(), name: z.string() }),
  department: z.string(),
  record: attendanceRecordSchema.nullable(),
  /** The day's departure, when going-home scans recorded one (ADR 029): HH:MM and whether before the day's end. */
  departure: z.object({ time: z.string(), leftEarly: z.boolean() }).nullable().optional(),
})
export type StudentDayRow = z.infer<typeof studentDayRowSchema>

export const dayCountsSchema = z.object({
  present: z.number(),
  late: z.number(),
  absent: z.number(),
  sick: z.number(),
  permission: z.number(),
  notRecorded: z.number(),
})
export type DayCounts = z.infer<typeof dayCountsSchema>

export const daySheetResponseSchema = z.object({
  date: z.string(),
  today: z.string(),
  isSchoolDay: z.boolean(),
  rows: z.array(studentDayRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** For the whole school (or the chosen class) that day, whatever the search and status filter. */
  counts: dayCountsSchema,
})
export type DaySheetResponse = z.infer<typeof daySheetResponseSchema>

/**
 * Recording over a record someone else made (another `recordedBy`) with a different status or note
 * is refused with 409 `recorded_by_other` (body: RecordedByOtherResponse, nothing saved) unless the
 * request says `overwrite: true`, sent once the user has seen whose record it is. One's own records
 * are corrected without asking; the audit trail keeps every version either way.
 */
const overwriteSchema = z.boolean().optional()
export const recordedByOtherSchema = z.object({
  error: z.string(),
  code: z.literal('recorded_by_other'),
  overwrites: z.array(
    z.object({
      studentId: z.string(),
      studentName: z.string(),
      status: attendanceStatusSchema,
      note: z.string().nullable(),
      recordedAt: z.string(),
      /** Null when the account that made it no longer exists. */
      recordedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
})
export type RecordedByOtherResponse = z.infer<typeof recordedByOtherSchema>
export type OverwrittenRecord = RecordedByOtherResponse['overwrites'][number]

/** PUT /api/attendance/records — one student, one day. Errors: 409 `recorded_by_other` (see above). */
export const recordAttendanceSchema = z.object({
  studentId: idSchema,
  date: isoDateSchema,
  status: attendanceStatusSchema,
  note: noteSchema.optional(),
  overwrite: overwriteSchema,
})
export type RecordAttendanceRequest = z.input<typeof recordAttendanceSchema>
export const recordAttendanceResponseSchema = z.object({ row: studentDayRowSchema })

export const historyQuerySchema = z.object({ studentId: idSchema, date: isoDateSchema })
export const historyEntrySchema = z.object({
  at: z.string(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  method: z.enum(ATTENDANCE_METHODS),
  oldStatus: attendanceStatusSchema.nullable(),
  /** Null: the record was taken back (ADR 023). */
  newStatus: attendanceStatusSchema.nullable(),
  oldNote: z.string().nullable(),
  newNote: z.string().nullable(),
  /** The absence request whose approval or cancellation made this change (ADR 042, ADR 023); null for any other. */
  requestId: z.string().nullable(),
})
export type HistoryEntry = z.infer<typeof historyEntrySchema>
export const historyResponseSchema = z.object({ entries: z.array(historyEntrySchema) })

/** GET/PUT /api/attendance/roll — a class on one day. */
export const rollQuerySchema = z.object({ classId: idSchema, date: isoDateSchema.optional() })
export const rollResponseSchema = z.object({
  class: z.object({ id: z.string(), name: z.string() }),
  date: z.string(),
  today: z.string(),
  isSchoolDay: z.boolean(),
  rows: z.array(studentDayRowSchema),
})
export type RollResponse = z.infer<typeof rollResponseSchema>

export const saveRollSchema = z.object({
  classId: idSchema,
  date: isoDateSchema,
  entries: z
    .array(z.object({ studentId: idSchema, status: attendanceStatusSchema, note: noteSchema.optional() }))
    .min(1, 'validation.required')
    .max(1000, 'validation.tooLong')
    .refine((entries) => new Set(entries.map((e) => e.studentId)).size === entries.length, 'validation.duplicateStudent'),
  /** Errors: 409 `recorded_by_other` (see recordAttendanceSchema) when an entry would replace someone else's record. */
  overwrite: overwriteSchema,
})
export type SaveRollRequest = z.input<typeof saveRollSchema>
export const saveRollResponseSchema = z.object({ saved: z.number(), unchanged: z.number() })

/** What every open dashboard hears when a record changes. */
export const attendanceEventSchema = z.object({
  studentId: z.string(),
  date: z.string(),
  /** Null: the record was taken back (an approved absence request cancelled), the day no longer recorded. */
  status: attendanceStatusSchema.nullable(),
  method: z.enum(ATTENDANCE_METHODS),
  recordedAt: z.string(),
  /** A departure recorded (ADR 029): when the student left (ISO); the record itself is as it was. */
  departedAt: z.string().optional(),
})
export type AttendanceEvent = z.infer<typeof attendanceEventSchema>
