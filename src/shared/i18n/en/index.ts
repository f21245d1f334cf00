import { enSignIn } from './sign-in'
import { enSignedIn } from './signed-in'

/**
 * English texts. Every string a user can see lives in this folder, under a stable key, one file per
 * key group (students.ts holds `studentManagement.*`, reports.ts `reports.*`, …): the web app reads them
 * through i18next, the server through `translate()` for the validation and error messages it sends.
 * sign-in.ts and signed-in.ts group the files by when the browser needs them (ADR 009); a new file
 * joins one of them. Add a language by adding a folder of the same shape.
 */
export const en = { ...enSignIn, ...enSignedIn } as const

/** A group of texts with every text widened to string: a translation `satisfies Widen<typeof enGroup>`, so a missing or extra key fails tsc. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
/** The shape every language must have. */
export type Messages = Widen<typeof en>
