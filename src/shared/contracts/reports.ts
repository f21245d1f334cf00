import { z } from 'zod'
import { daysBetween } from '../dates'
import type { reports as texts } from '../i18n/en/reports'
import { dayCountsSchema, isoDateSchema } from './attendance'
import { idSchema } from '../text'

/**
 * Reports (ADR 008). The attendance rate, everywhere (src/shared/attendance-rate.ts):
 *   rate = (present + late) ÷ school days counted
 * where the school days counted are the school days of the range (school weekdays that are not
 * holidays, up to today) from the school's first attendance record on, and from the student's first
 * day on (the later of their enrolment date and their account's creation).
 * Early warnings flag a low rate only over 5 or more counted school days.
 * Sick and permission are excused absences: not attended, shown in their own columns.
 * Days with no record are shown apart and are never counted as attended.
 * Rates are fractions 0–1 rounded to a tenth of a percent (null when no school day is counted); the UI shows percentages.
 */

export const reportCountsSchema = dayCountsSchema
/** A report covers at most this many calendar days (a school year fits). */
export const REPORT_RANGE_MAX_DAYS = 366
const rangeFits = (q: { from: unknown; to: unknown }) =>
  typeof q.from !== 'string' || typeof q.to !== 'string' || !(daysBetween(q.from, q.to) >= REPORT_RANGE_MAX_DAYS)
export type ReportCounts = z.infer<typeof reportCountsSchema>

// ---- Today / any day: GET /api/reports/day?date= (canViewStudent) ----
export const dayReportQuerySchema = z.object({ date: isoDateSchema.optional() })
export const classDayRowSchema = z.object({
  classId: z.string(),
  className: z.string(),
  department: z.string(),
  students: z.number(),
  counts: reportCountsSchema,
  /** Of `students`, those with a record that day. */
  recorded: z.number(),
  /** True unless the class's roll counts as taken that day (isRollTaken, src/shared/roll-taken.ts). */
  notTaken: z.boolean(),
})
export const dayReportResponseSchema = z.object({
  date: z.string(),
  isSchoolDay: z.boolean(),
  totals: reportCountsSchema.extend({ students: z.number() }),
  classes: z.array(classDayRowSchema),
})
export type DayReportResponse = z.infer<typeof dayReportResponseSchema>
export const dayReportExportQuerySchema = z
  .object({ format: z.enum(['csv', 'xlsx'], { message: 'validation.exportFormat' }) })
  .and(dayReportQuerySchema)
/**
 * An export's columns, in order, as keys of `reports.files.headers`: each file is headed in its reader's language
 * (English as it always was: "Class", "Present", "Attendance rate (present or late ÷ school days)", …).
 */
export type ReportFileHeader = keyof typeof texts.reports.files.headers
const COUNT_HEADERS = ['present', 'late', 'absent', 'sick', 'permission', 'notRecorded'] as const satisfies readonly ReportFileHeader[]
/** Columns of the day report's export: a row per class, then the school's totals. */
export const DAY_FILE_COLUMNS = ['class', 'department', 'students', ...COUNT_HEADERS, 'taken'] as const satisfies readonly ReportFileHeader[]

// ---- Date range: GET /api/reports/range (canViewStudent); GET /api/reports/range/export?format=csv|xlsx&… ----
export const REPORT_SCOPES = ['school', 'class', 'department'] as const
export const rangeReportQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    scope: z.enum(REPORT_SCOPES, { message: 'validation.invalid' }).default('school'),
    classId: idSchema.optional(),
    departmentId: idSchema.optional(),
    sort: z.enum(['name', 'rate'], { message: 'validation.invalid' }).default('name'),
    page: z.coerce.number<number>({ message: 'validation.invalid' }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number<number>({ message: 'validation.invalid' }).int().min(1).max(100).default(50),
  })
  .refine((q) => q.from <= q.to, { message: 'validation.rangeOrder', path: ['to'] })
  .refine(rangeFits, { message: 'validation.rangeTooLong', path: ['to'] })
  .refine((q) => q.scope !== 'class' || q.classId, { message: 'validation.required', path: ['classId'] })
  .refine((q) => q.scope !== 'department' || q.departmentId, { message: 'validation.required', path: ['departmentId'] })
/** The query as a client sends it (the web app builds its request from this type); numbers are coerced from the address’s text. */
export type RangeReportQuery = z.input<typeof rangeReportQuerySchema>
export const rangeReportExportQuerySchema = z
  .object({ format: z.enum(['csv', 'xlsx'], { message: 'validation.exportFormat' }) })
  .and(rangeReportQuerySchema)

export const studentRangeRowSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  className: z.string(),
  schoolDays: z.number(),
  counts: reportCountsSchema,
  rate: z.number().nullable(),
})
export type StudentRangeRow = z.infer<typeof studentRangeRowSchema>
export const dailyRateSchema = z.object({ date: z.string(), students: z.number(), counts: reportCountsSchema, rate: z.number().nullable() })
export const rangeReportFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** School days in the range (holidays and non-school weekdays left out; none after today). */
  schoolDays: z.array(z.string()),
  totals: reportCountsSchema.extend({ students: z.number(), rate: z.number().nullable() }),
  daily: z.array(dailyRateSchema),
  rows: z.array(studentRangeRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})
export type RangeReportFigures = z.infer<typeof rangeReportFiguresSchema>
/**
 * With the early departures (ADR 029): days a student left before the school day's end, over the range,
 * for the whole scope and for each student of the page who has any. Never part of the rate.
 */
export const rangeReportResponseSchema = rangeReportFiguresSchema.extend({
  leftEarly: z.object({ total: z.number(), byStudent: z.record(z.string(), z.number()) }),
})
export type RangeReportResponse = z.infer<typeof rangeReportResponseSchema>
/** Columns of the range export, in order; the days each student left early last (ADR 029), after the rate they are not part of. */
export const RANGE_FILE_COLUMNS = ['name', 'class', 'schoolDays', ...COUNT_HEADERS, 'rate', 'leftEarly'] as const satisfies readonly ReportFileHeader[]

// ---- Student history: GET /api/reports/students/:id/history?from=&to= (canViewStudent);
//      GET /api/student/history?from=&to= (a student, their own only) ----
export const historyRangeQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.from <= q.to, { message: 'validation.rangeOrder', path: ['to'] })
  .refine(rangeFits, { message: 'validation.rangeTooLong', path: ['to'] })
export const studentHistoryResponseSchema = z.object({
  student: z.object({ id: z.string(), name: z.string(), className: z.string() }),
  from: z.string(),
  to: z.string(),
  /** Every school day of the range, with the record if any. */
  days: z.array(
    z.object({
      date: z.string(),
      status: z.enum(['present', 'late', 'absent', 'sick', 'permission']).nullable(),
      note: z.string().nullable(),
    }),
  ),
  counts: reportCountsSchema,
  rate: z.number().nullable(),
  /** The most school days in a row with status absent. */
  longestAbsenceStreak: z.number(),
})
export type StudentHistoryResponse = z.infer<typeof studentHistoryResponseSchema>
export const historyExportQuerySchema = z
  .object({ format: z.enum(['csv', 'xlsx'], { message: 'validation.exportFormat' }) })
  .and(historyRangeQuerySchema)
/** Columns of a student's history export: a row per school day of the range, then the attendance rate (rate, in words). */
export const HISTORY_FILE_COLUMNS = ['date', 'status', 'note'] as const satisfies readonly ReportFileHeader[]

// ---- Early warnings: GET /api/reports/warnings (canViewStudent); /api/reports/warnings/export?format=&list=low-rate|absent-streak ----
export const WARNING_WINDOW_SCHOOL_DAYS = 30
/** A rate over fewer school days than this flags no one: a student enrolled this week is not "chronically absent". */
export const WARNING_MIN_SCHOOL_DAYS = 5
export const ABSENCE_STREAK_MIN = 3
export const warningsResponseSchema = z.object({
  /** The school's threshold, a fraction (0.9 = 90%). */
  threshold: z.number(),
  window: z.object({ from: z.string(), to: z.string(), schoolDays: z.number() }),
  /** Rate over the last 30 school days below the threshold, lowest first. */
  lowRate: z.array(z.object({ studentId: z.string(), name: z.string(), className: z.string(), rate: z.number(), counts: reportCountsSchema })),
  /** Absent (status absent) on 3 or more school days in a row up to today, longest first. */
  absentStreaks: z.array(z.object({ studentId: z.string(), name: z.string(), className: z.string(), days: z.number(), since: z.string() })),
})
export type WarningsResponse = z.infer<typeof warningsResponseSchema>

export const WARNING_LISTS = ['low-rate', 'absent-streak'] as const
export type WarningList = (typeof WARNING_LISTS)[number]
export const warningsExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { message: 'validation.exportFormat' }),
  list: z.enum(WARNING_LISTS, { message: 'validation.invalid' }),
})
/** Columns of each early-warning export, in order. */
export const WARNING_FILE_COLUMNS = {
  'low-rate': ['name', 'class', 'rate', 'schoolDays', ...COUNT_HEADERS],
  'absent-streak': ['name', 'class', 'daysAbsentInARow', 'absentSince'],
} as const satisfies Record<WarningList, readonly ReportFileHeader[]>
