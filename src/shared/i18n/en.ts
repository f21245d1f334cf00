import { enSignIn } from './en-sign-in'
import { enSignedIn } from './en-signed-in'

/**
 * English texts. Every string a user can see lives here, under a stable key:
 * the web app reads it through i18next, the server through `translate()` for
 * the validation and error messages it sends. Seed texts are kept word for word.
 * Add a language by adding files of the same shape; en/ holds the English ones, by area,
 * grouped in en-sign-in.ts and en-signed-in.ts as the web app loads them.
 */
export const en = { ...enSignIn, ...enSignedIn } as const

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
/** The shape every language file must have. */
export type Messages = Widen<typeof en>
