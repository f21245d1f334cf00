import { z } from 'zod'
import { PASSWORD_MAX_LENGTH } from '../limits'
import { daysBetween, isValidIsoDate } from '../dates'
import { isoDateSchema } from './attendance'
import { reportCountsSchema } from './reports'
import { emailSchema } from './auth'

/**
 * The district (ADR 035): people above the schools of a deployment, who read every school's
 * figures and add schools. They sign in on /district with their own cookie and belong to no school.
 */

/** POST /api/district/login (anyone) → 200 DistrictMeResponse; 401 `invalid_credentials`; 429 throttled. */
export const districtLoginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH, 'validation.tooLong'),
})
export type DistrictLoginRequest = z.input<typeof districtLoginRequestSchema>

/** GET /api/district/me (district): who is signed in. */
export const districtMeResponseSchema = z.object({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }) })
export type DistrictMeResponse = z.infer<typeof districtMeResponseSchema>

/** Classes whose register is taken on a day, of all classes. */
const completionSchema = z.object({ taken: z.number().int(), classes: z.number().int() })

/** GET /api/district/schools?date= (district): every school's figures; `date` (default each school's today) for completion. */
export const districtSchoolsQuerySchema = z.object({ date: isoDateSchema.optional() })
export const districtSchoolSchema = z.object({
  name: z.string(),
  code: z.string(),
  timeZone: z.string(),
  students: z.number().int(),
  /** Percentages by the one definition (src/shared/attendance-rate.ts); null when nothing is counted. */
  todayRate: z.number().nullable(),
  termRate: z.number().nullable(),
  earlyWarnings: z.number().int(),
  date: z.string(),
  completion: completionSchema,
})
export const districtSchoolsResponseSchema = z.object({ schools: z.array(districtSchoolSchema) })
export type DistrictSchool = z.infer<typeof districtSchoolSchema>
export type DistrictSchoolsResponse = z.infer<typeof districtSchoolsResponseSchema>

/** The longest range GET /api/district/schools/:code/days answers (one school's registers are read day by day). */
export const DISTRICT_DAYS_MAX = 62
/** The range it answers when none is given: the four weeks up to the school's today. */
export const DISTRICT_DAYS_DEFAULT = 28

/**
 * GET /api/district/schools/:code/days?from=&to= (district): one school, day by day. Both ends or
 * neither (the default range); `to` may not be after the school's today (checked by the route, which
 * knows the school's time zone).
 */
const bothDates = (q: { from?: string; to?: string }) => isValidIsoDate(q.from ?? '') && isValidIsoDate(q.to ?? '')

export const districtDaysQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => q.from !== undefined || q.to === undefined, { message: 'validation.required', path: ['from'] })
  .refine((q) => q.to !== undefined || q.from === undefined, { message: 'validation.required', path: ['to'] })
  // The range's own checks only once both ends are dates: a bad `from` is `from`'s fault alone.
  .refine((q) => !bothDates(q) || q.from! <= q.to!, { message: 'validation.rangeOrder', path: ['to'] })
  .refine((q) => !bothDates(q) || daysBetween(q.from!, q.to!) < DISTRICT_DAYS_MAX, { message: 'validation.districtRangeTooLong', path: ['to'] })
export const districtDaySchema = z.object({
  date: z.string(),
  isSchoolDay: z.boolean(),
  /** Students counted that day and their statuses (the reports' daily figures); null on a day nothing is counted. */
  students: z.number().int().nullable(),
  counts: reportCountsSchema.nullable(),
  rate: z.number().nullable(),
  completion: completionSchema,
})
export const districtDaysResponseSchema = z.object({
  school: z.object({ name: z.string(), code: z.string(), timeZone: z.string() }),
  /** The range answered (the default one when none was asked), and the school's today: the latest `to` allowed. */
  from: z.string(),
  to: z.string(),
  today: z.string(),
  days: z.array(districtDaySchema),
})
export type DistrictDay = z.infer<typeof districtDaySchema>
export type DistrictDaysResponse = z.infer<typeof districtDaysResponseSchema>
