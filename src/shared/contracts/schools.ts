import { z } from 'zod'
import { isValidTimeZone } from '../dates'
import { NAME_MAX_LENGTH } from '../limits'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../school'
import { requiredText } from '../text'
import { newPasswordSchema, personNameSchema } from './account'
import { emailSchema } from './auth'

/**
 * Many schools in one deployment (ADR 034). A school's code (its slug) names it in a host
 * name, `<slug>.<BASE_DOMAIN>`, or on the sign-in screen, which remembers it on the device.
 */
export const SCHOOL_CODE_MAX_LENGTH = 40
export const schoolCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(SCHOOL_CODE_MAX_LENGTH, 'validation.tooLong')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'validation.schoolCode')

/**
 * Codes a new school may not take: the names a deployment's own addresses use under BASE_DOMAIN,
 * or that a reader would take for the service itself. A school that has one already keeps it.
 */
export const RESERVED_SCHOOL_CODES = [
  'admin', 'api', 'app', 'assets', 'auth', 'cdn', 'district', 'dns', 'docs', 'ftp', 'help', 'imap', 'login', 'mail',
  'mx', 'ns1', 'ns2', 'pop', 'rollcall', 'signin', 'smtp', 'static', 'status', 'support', 'webmail', 'www',
] as const

/**
 * A new school's code: as any code, and neither reserved nor with hyphens in its third and fourth places,
 * which host names keep for encoded names (`xn--…`: Cyrillic letters that read as a Latin word).
 */
export const newSchoolCodeSchema = schoolCodeSchema
  .refine((code) => code.slice(2, 4) !== '--', 'validation.schoolCodeHyphens')
  .refine((code) => !(RESERVED_SCHOOL_CODES as readonly string[]).includes(code), 'validation.schoolCodeReserved')

/**
 * GET /api/schools/current (anyone): the school this address or device is for, and whether the
 * sign-in screen must ask for a school code (several schools, none named) or may offer to change it.
 */
export const currentSchoolResponseSchema = z.object({
  school: z.object({ name: z.string(), code: z.string() }).nullable(),
  /** `host`: the address names it (no code to change); `device`: the code chosen here; `only`: the only school. */
  namedBy: z.enum(['host', 'device', 'only']).nullable(),
})
export type CurrentSchoolResponse = z.infer<typeof currentSchoolResponseSchema>

/** POST /api/schools/choose (anyone): remember a school code on this device → 200 CurrentSchoolResponse; 404 `school_code_unknown`. */
export const chooseSchoolRequestSchema = z.object({ code: schoolCodeSchema })
export type ChooseSchoolRequest = z.input<typeof chooseSchoolRequestSchema>
// DELETE /api/schools/choose (anyone): forget it (and sign out of that school) → 204.

/**
 * A new school of the deployment with its first headmaster (ADR 034): `npm run school:create`, and the
 * district's Schools page. The school starts as an empty school does (eight departments, no one else).
 */
export const createSchoolRequestSchema = z.object({
  name: requiredText({ max: NAME_MAX_LENGTH }),
  code: newSchoolCodeSchema,
  timeZone: z.string().trim().refine(isValidTimeZone, 'validation.timeZone'),
  /** The school's language (ADR 045): its default for everyone, and the language its eight departments are named in. English when left out. */
  language: z.enum(LANGUAGES, { message: 'validation.language' }).default(DEFAULT_LANGUAGE),
  headmaster: z.object({
    name: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
  }),
})
export type CreateSchoolRequest = z.input<typeof createSchoolRequestSchema>
