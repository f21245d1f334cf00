import { z } from 'zod'
import { HH_MM, isValidTimeZone } from '../dates'
import { NAME_MAX_LENGTH } from '../limits'

const clockTime = z.string().trim().regex(HH_MM, 'validation.time')

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
  })
  .refine((s) => s.lateAfter >= s.schoolDayStart, { message: 'validation.lateBeforeStart', path: ['lateAfter'] })
export type SchoolSettings = z.output<typeof schoolSettingsSchema>
export type SchoolSettingsInput = z.input<typeof schoolSettingsSchema>

export const schoolSettingsResponseSchema = z.object({
  settings: z.object({
    name: z.string(),
    timeZone: z.string(),
    schoolDayStart: z.string(),
    lateAfter: z.string(),
    schoolDays: z.array(z.number()),
  }),
  today: z.string(),
})
export type SchoolSettingsResponse = z.infer<typeof schoolSettingsResponseSchema>
