import { app } from './app'
import { auth } from './auth'
import { district } from './district'
import { familySignIn } from './family-sign-in'
import { messages } from './messages'
import { schoolCode } from './school-code'
import { settingsForSignIn } from './settings-sign-in'

/**
 * The texts the web app's sign-in page needs, loaded with it (ADR 009): keep this group small, since
 * every text added here is downloaded before anyone has signed in. index.ts has every text.
 */
export const enSignIn = { ...app, ...auth, ...familySignIn, ...schoolCode, ...district, ...settingsForSignIn, ...messages } as const
