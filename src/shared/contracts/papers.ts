import { z } from 'zod'
import { addDays, FIRST_SCHOOL_DATE, LAST_SCHOOL_DATE } from '../dates'
import { idSchema } from '../text'
import { historyRangeQuerySchema, reportCountsSchema } from './reports'

/**
 * The papers an Indonesian school files (ADR 047): the monthly class attendance sheet and
 * the semester recap for report cards. Both are read from the range report's engine (range-report.ts):
 * the same school days, the same first day per student, the same counts, so they agree with it to the day.
 */

/** 'YYYY-MM', a month the app can hold. */
export const monthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'papers.errors.month')
  .refine((m) => `${m}-01` >= FIRST_SCHOOL_DATE && `${m}-01` <= LAST_SCHOOL_DATE, 'papers.errors.month')

/** The first and last day of a month ('2026-11' → 2026-11-01, 2026-11-30). */
export function monthDays(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`
  return { from: `${month}-01`, to: addDays(next, -1) }
}

// ---- GET /api/reports/monthly-sheet?classId=&month= ; /api/reports/monthly-sheet/export?format=xlsx&… ----
export const monthlySheetQuerySchema = z.object({ classId: idSchema, month: monthSchema })
export const monthlySheetExportQuerySchema = monthlySheetQuerySchema.extend({
  format: z.enum(['xlsx'], { message: 'validation.exportFormat' }),
})

/**
 * How a day of the month reads on the sheet: `school` a school day the range report counts; `off` not
 * one of the school's weekdays that day (shaded); `holiday` a holiday (shaded, named); `notCounted` a
 * school day the range report does not count (after today, or before the school's first record).
 */
export const SHEET_DAY_KINDS = ['school', 'off', 'holiday', 'notCounted'] as const
export type SheetDayKind = (typeof SHEET_DAY_KINDS)[number]
export const ATTENDANCE_MARKS = ['present', 'late', 'absent', 'sick', 'permission'] as const
export const sheetDaySchema = z.object({
  date: z.string(),
  kind: z.enum(SHEET_DAY_KINDS),
  /** The holiday's name, when `kind` is holiday. */
  holiday: z.string().nullable(),
  /** Per status, the students recorded so that day (only school days count). */
  counts: reportCountsSchema,
})
export const sheetRowSchema = z.object({
  studentId: z.string(),
  /** The school's own number for the student (NIS). */
  studentNumber: z.string(),
  name: z.string(),
  /**
   * One mark per day of the month: the status recorded, `none` for a counted school day without a
   * record, null where the student does not count the day (not a counted school day, or before their first day).
   */
  marks: z.array(z.enum([...ATTENDANCE_MARKS, 'none']).nullable()),
  /** The school days this student counts in the month, and their counts: the range report's row. */
  schoolDays: z.number(),
  counts: reportCountsSchema,
})
export const monthlySheetResponseSchema = z.object({
  month: z.string(),
  school: z.object({ name: z.string(), city: z.string().nullable() }),
  class: z.object({ id: z.string(), name: z.string(), homeroomTeacher: z.string().nullable() }),
  /** The school's headmaster, for the second signature (null when it has none). */
  headmaster: z.string().nullable(),
  days: z.array(sheetDaySchema),
  rows: z.array(sheetRowSchema),
  /** Every student's counts together. */
  totals: reportCountsSchema,
  /** The day the sheet is signed: today, or the month's last day when the month is over. */
  signedOn: z.string(),
})
export type MonthlySheetResponse = z.infer<typeof monthlySheetResponseSchema>
export type SheetRow = z.infer<typeof sheetRowSchema>

// ---- GET /api/reports/semester-recap?classId=&from=&to= ; /api/reports/semester-recap/export?format=csv|xlsx&… ----
export const semesterRecapQuerySchema = z.object({ classId: idSchema }).and(historyRangeQuerySchema)
export const semesterRecapExportQuerySchema = z
  .object({ format: z.enum(['csv', 'xlsx'], { message: 'validation.exportFormat' }) })
  .and(semesterRecapQuerySchema)
export const recapRowSchema = z.object({
  studentId: z.string(),
  /** NIS: the school's own number for the student. */
  studentNumber: z.string(),
  /** NISN, the national number (ADR 046), or null for a student without one. */
  nisn: z.string().nullable(),
  name: z.string(),
  /** Days, as the range report counts them: sick, permission (Izin), and absent without a reason (Tanpa Keterangan). */
  sick: z.number(),
  permission: z.number(),
  absent: z.number(),
  schoolDays: z.number(),
})
export const semesterRecapResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  class: z.object({ id: z.string(), name: z.string(), homeroomTeacher: z.string().nullable() }),
  rows: z.array(recapRowSchema),
})
export type SemesterRecapResponse = z.infer<typeof semesterRecapResponseSchema>
export type RecapRow = z.infer<typeof recapRowSchema>
/**
 * The recap file's columns, in the order e-Rapor's attendance (ketidakhadiran) import reads them
 * (ADR 047): number, NIS, NISN, name, then Sakit, Izin, Tanpa Keterangan.
 */
export const RECAP_FILE_COLUMNS = ['number', 'nis', 'nisn', 'name', 'sick', 'permission', 'absent'] as const
