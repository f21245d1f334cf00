import { z } from 'zod'
import { HH_MM } from '../dates'
import { LANGUAGES, type Language } from '../school'

/**
 * The languages a notice may be written in: the one list the settings offer and the API accepts, the
 * app's own (ADR 030). Each needs its texts in src/shared/i18n/.
 */
export const NOTICE_LANGUAGES = LANGUAGES
export type NoticeLanguage = Language
/** The last of the fallbacks: a message to someone whose own, account and school languages are all unknown. */
export const DEFAULT_NOTICE_LANGUAGE: NoticeLanguage = 'en'

/**
 * The language a message is written in (ADR 030, addendum on notices): the adult's own notice
 * language if they chose one, else their account's (users.language), else the school's default,
 * else English. A code no longer offered counts as not chosen.
 */
export function noticeLanguageOf(own: string | null | undefined, account: string | null | undefined, schoolDefault: string | null | undefined): NoticeLanguage {
  const offered = (code: string | null | undefined) => NOTICE_LANGUAGES.find((l) => l === code)
  return offered(own) ?? offered(account) ?? offered(schoolDefault) ?? DEFAULT_NOTICE_LANGUAGE
}

/** Quiet hours an adult has unless they choose others: no message from 21:00 to 06:00, school time. */
export const DEFAULT_QUIET_HOURS = { start: '21:00', end: '06:00' } as const

/**
 * Who is sent messages, and so has an Email switch, quiet hours and a language: parents (their children's
 * notices), homeroom teachers and headmasters (the daily digest). Subject teachers and students get none.
 */
export const NOTICE_RECIPIENT_ROLES = ['headmaster', 'homeroom_teacher', 'parent'] as const

const clockTime = z.string().trim().regex(HH_MM, 'validation.time')

/**
 * GET and PUT /api/account/notice-settings. `quietHours` null: none, messages go at any hour (stored
 * as start = end, quiet-hours.ts). Times are HH:MM in the school's time zone; a window may run over
 * midnight (21:00–06:00). `language` null: the same as the account's (the default; noticeLanguageOf).
 */
export const noticeSettingsSchema = z.object({
  quietHours: z
    .object({ start: clockTime, end: clockTime })
    .refine((q) => q.start !== q.end, { message: 'noticeSettings.quietSame', path: ['end'] })
    .nullable(),
  language: z.enum(NOTICE_LANGUAGES, { message: 'validation.invalid' }).nullable(),
})
export type NoticeSettings = z.output<typeof noticeSettingsSchema>
export type NoticeSettingsInput = z.input<typeof noticeSettingsSchema>
