import { z } from 'zod'
import { readLinkCode } from '../link-code'
import { emailSchema } from './auth'
import { newPasswordSchema, personNameSchema } from './account'
import { studentProfileResponseSchema } from './student-profile'

/**
 * Families (ADR 020). Staff who may edit a student make a link code for them; a parent
 * redeems it when registering or from their account; staff see and remove a student's linked adults.
 */
export const linkCodeSchema = z
  .string()
  .max(40, 'validation.tooLong')
  .transform((typed, context) => {
    const code = readLinkCode(typed)
    if (!code) context.addIssue({ code: 'custom', message: 'familySignIn.errors.codeFormat' })
    return code ?? ''
  })

/** POST /api/students/:id/link-codes (canEditStudent): a new code, shown once. */
export const linkCodeResponseSchema = z.object({
  code: z.string(),
  expiresAt: z.string(),
  student: z.object({ id: z.string(), name: z.string(), className: z.string() }),
  schoolName: z.string(),
})
export type LinkCodeResponse = z.infer<typeof linkCodeResponseSchema>

/** GET /api/students/:id/guardians (canViewStudent): the adults linked to the student. */
export const guardiansResponseSchema = z.object({
  guardians: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), linkedAt: z.string() })),
  /** Codes made and not yet used or expired: how many slips are still out. */
  openCodes: z.number(),
  max: z.number(),
  /** Whether the reader links and removes this child's adults: the headmaster, or the homeroom teacher of the child's class. */
  mayLink: z.boolean(),
})
export type GuardiansResponse = z.infer<typeof guardiansResponseSchema>

/** POST /api/families/register (anyone): a parent's account, linked to the code's child, signed in. */
export const registerParentSchema = z
  .object({
    code: linkCodeSchema,
    name: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDiffer' })
export type RegisterParentRequest = z.input<typeof registerParentSchema>

/** POST /api/parent/children (parent): one more child, by a code. */
export const addChildSchema = z.object({ code: linkCodeSchema })
export type AddChildRequest = z.input<typeof addChildSchema>
export const addChildResponseSchema = z.object({ child: z.object({ id: z.string(), name: z.string(), className: z.string() }) })
export type AddChildResponse = z.infer<typeof addChildResponseSchema>

const childTodaySchema = z.object({
  date: z.string(),
  isSchoolDay: z.boolean(),
  record: z.object({ status: z.string(), time: z.string(), method: z.string() }).nullable(),
  /** When the child left today, from going-home scans (ADR 029). */
  departure: z.object({ time: z.string(), leftEarly: z.boolean() }).nullable(),
})

/** GET /api/parent/children (parent): their children, with today's status for the switcher. */
export const parentChildrenResponseSchema = z.object({
  children: z.array(z.object({ id: z.string(), name: z.string(), className: z.string(), today: childTodaySchema })),
})
export type ParentChildrenResponse = z.infer<typeof parentChildrenResponseSchema>

/** GET /api/parent/children/:id (parent, linked to that child): the child's profile, as the student's own. */
export const childProfileResponseSchema = studentProfileResponseSchema
export type ChildProfileResponse = z.infer<typeof childProfileResponseSchema>

/** GET /api/parent/children/:id/notices (parent, linked): the notices the school sent this adult about the child, newest first. */
export const childNoticesResponseSchema = z.object({
  notices: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      state: z.enum(['queued', 'sending', 'sent', 'failed', 'held']),
      date: z.string(),
      queuedAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
})
export type ChildNoticesResponse = z.infer<typeof childNoticesResponseSchema>
