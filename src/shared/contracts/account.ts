import { z } from 'zod'
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits'
import { LANGUAGES, THEMES } from '../school'
import { emailSchema } from './auth'
import { requiredText } from '../text'

/** A person's name, by the one text policy (src/shared/text.ts). */
export const personNameSchema = requiredText({ max: NAME_MAX_LENGTH })

/** Staff may change their email; students sign in by parent number and have none. */
export const updateProfileSchema = z.object({
  name: personNameSchema,
  email: emailSchema.optional(),
})
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'validation.tooLong')

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH, 'validation.tooLong'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  })
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>

export const updatePreferencesSchema = z
  .object({
    theme: z.enum(THEMES),
    emailNotifications: z.boolean(),
    /** The language this person reads the app in; null: the school's default (ADR 030). */
    language: z.enum(LANGUAGES, { message: 'validation.language' }).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation.nothingToChange' })
export type UpdatePreferencesRequest = z.input<typeof updatePreferencesSchema>
