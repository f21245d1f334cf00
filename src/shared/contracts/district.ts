import { z } from 'zod'
import { PASSWORD_MAX_LENGTH } from '../limits'
import { isoDateSchema } from './attendance'
import { emailSchema } from './auth'

/**
 * The district (issue 22): people above the schools of a deployment, who read every school's
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

/** GET /api/district/schools/:code/days?from=&to= (district): one school, day by day. */
export const districtDaysQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.from <= q.to, { message: 'validation.rangeOrder', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < DISTRICT_DAYS_MAX * 86_400_000, { message: 'validation.districtRangeTooLong', path: ['to'] })
export const districtDaysResponseSchema = z.object({
  school: z.object({ name: z.string(), code: z.string() }),
  days: z.array(z.object({ date: z.string(), isSchoolDay: z.boolean(), rate: z.number().nullable(), completion: completionSchema })),
})
export type DistrictDaysResponse = z.infer<typeof districtDaysResponseSchema>
