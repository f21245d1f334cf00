import { z } from 'zod'
import { HH_MM, isValidIsoDate, isValidTimeZone } from '../dates'
import { NAME_MAX_LENGTH } from '../limits'

const clockTime = z.string().trim().regex(HH_MM, 'validation.time')
const isoDate = z.string().trim().refine(isValidIsoDate, 'validation.date')

export const HOLIDAY_NAME_MAX_LENGTH = 80
export const HOLIDAYS_MAX = 366
/** Early warnings flag students whose attendance rate falls below this (chronic absence: under 90%). */
export const DEFAULT_WARNING_THRESHOLD = 0.9

export const holidaySchema = z.object({
  date: isoDate,
  name: z.string().trim().min(1, 'validation.required').max(HOLIDAY_NAME_MAX_LENGTH, 'validation.tooLong'),
})
export type Holiday = z.infer<typeof holidaySchema>

/**
 * PUT /api/school/settings. Term dates, holidays and the warning threshold may be left out:
 * what is left out stays as it is (older clients send only the first five fields).
 */
export const schoolSettingsSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(NAME_MAX_LENGTH, 'validation.tooLong'),
    timeZone: z.string().trim().refine(isValidTimeZone, 'validation.timeZone'),
    schoolDayStart: clockTime,
    lateAfter: clockTime,
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    schoolDays: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'validation.schoolDays')
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    /** The current term, for the reports' "this term"; null when not set. */
    termStart: isoDate.nullable().optional(),
    termEnd: isoDate.nullable().optional(),
    /** Days off within the school weeks: not school days. Replaces the whole list when sent. */
    holidays: z
      .array(holidaySchema)
      .max(HOLIDAYS_MAX, 'validation.tooMany')
      .superRefine((holidays, ctx) => {
        const seen = new Set<string>()
        holidays.forEach((holiday, index) => {
          if (seen.has(holiday.date)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateDate', path: [index, 'date'] })
          seen.add(holiday.date)
        })
      })
      .transform((holidays) => [...holidays].sort((a, b) => (a.date < b.date ? -1 : 1)))
      .optional(),
    /** A fraction: 0.9 flags students attending under 90% of school days. */
    warningThreshold: z.number({ message: 'validation.threshold' }).min(0.5, 'validation.threshold').max(1, 'validation.threshold').optional(),
  })
  .refine((s) => s.lateAfter >= s.schoolDayStart, { message: 'validation.lateBeforeStart', path: ['lateAfter'] })
  .refine((s) => !s.termStart || !s.termEnd || s.termEnd >= s.termStart, { message: 'validation.termOrder', path: ['termEnd'] })
export type SchoolSettings = z.output<typeof schoolSettingsSchema>
export type SchoolSettingsInput = z.input<typeof schoolSettingsSchema>

export const schoolSettingsResponseSchema = z.object({
  settings: z.object({
    name: z.string(),
    timeZone: z.string(),
    schoolDayStart: z.string(),
    lateAfter: z.string(),
    schoolDays: z.array(z.number()),
    termStart: z.string().nullable(),
    termEnd: z.string().nullable(),
    /** Sorted by date. */
    holidays: z.array(z.object({ date: z.string(), name: z.string() })),
    warningThreshold: z.number(),
  }),
  today: z.string(),
})
export type SchoolSettingsResponse = z.infer<typeof schoolSettingsResponseSchema>
