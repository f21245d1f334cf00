import { z } from 'zod'
import { EMAIL_MAX_LENGTH, PARENT_NUMBER_LENGTH, PASSWORD_MAX_LENGTH } from '../limits'
import { PERMISSION_NAMES, ROLES } from '../roles'
import { LANGUAGES, THEMES } from '../school'

/**
 * Validation messages are stable keys of the translation layer (`validation.*`),
 * so the server's 400 answers and the forms show the same words in any language.
 */
export const parentNumberSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PARENT_NUMBER_LENGTH}}$`), 'validation.parentNumber')

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(EMAIL_MAX_LENGTH, 'validation.tooLong')
  .pipe(z.email('validation.email'))
  .transform((email) => email.toLowerCase())

const passwordField = z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH, 'validation.tooLong')

export const loginKindSchema = z.enum(['student', 'staff', 'parent'])
export type LoginKind = z.infer<typeof loginKindSchema>

export const loginRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('student'),
    identifier: z.string().trim().min(1, 'validation.required').pipe(parentNumberSchema),
    password: passwordField,
  }),
  z.object({ kind: z.literal('staff'), identifier: emailSchema, password: passwordField }),
  z.object({ kind: z.literal('parent'), identifier: emailSchema, password: passwordField }),
])
export type LoginRequest = z.input<typeof loginRequestSchema>

const permissionsSchema = z.object(
  Object.fromEntries(PERMISSION_NAMES.map((name) => [name, z.boolean()])) as Record<
    (typeof PERMISSION_NAMES)[number],
    z.ZodBoolean
  >,
)

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  email: z.string().nullable(),
  parentNumber: z.string().nullable(),
  /** Signed in with a one-time password: the app asks for a new one before anything else. */
  mustChangePassword: z.boolean(),
  /** The language the app shows this person: their own choice, or else the school's default (ADR 030). */
  language: z.enum(LANGUAGES),
  preferences: z.object({
    theme: z.enum(THEMES),
    emailNotifications: z.boolean(),
    /** Their own choice; null: the school's default. */
    language: z.enum(LANGUAGES).nullable(),
  }),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

export const meResponseSchema = z.object({
  user: sessionUserSchema,
  permissions: permissionsSchema,
  school: z.object({
    name: z.string(),
    timeZone: z.string(),
    defaultLanguage: z.enum(LANGUAGES),
    /** The school's own names for its levels; null: the default of the reader's language (ADR 045). */
    levelNames: z.object({ Junior: z.string().nullable(), Senior: z.string().nullable() }),
  }),
})
export type MeResponse = z.infer<typeof meResponseSchema>

export const demoAccountSchema = z.object({
  role: z.enum(ROLES),
  name: z.string(),
  kind: loginKindSchema,
  identifier: z.string(),
})
export const demoAccountsResponseSchema = z.object({
  password: z.string(),
  accounts: z.array(demoAccountSchema),
})
export type DemoAccountsResponse = z.infer<typeof demoAccountsResponseSchema>
