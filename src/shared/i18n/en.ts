import { general } from './en/general'
import { auth } from './en/auth'
import { attendance } from './en/attendance'
import { checkIn } from './en/check-in'
import { messages } from './en/messages'
import { management } from './en/management'
import { importTexts } from './en/import'
import { reports } from './en/reports'

/**
 * English texts. Every string a user can see lives here, under a stable key:
 * the web app reads it through i18next, the server through `translate()` for
 * the validation and error messages it sends. Seed texts are kept word for word.
 * Add a language by adding files of the same shape; en/ holds the English ones, by area.
 */
export const en = { ...general, ...auth, ...attendance, ...checkIn, ...messages, ...management, ...importTexts, ...reports } as const

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
/** The shape every language file must have. */
export type Messages = Widen<typeof en>
