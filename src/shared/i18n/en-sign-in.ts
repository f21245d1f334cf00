import { auth } from './en/auth'
import { general } from './en/general'
import { messages } from './en/messages'
import { passwordsSignIn } from './en/passwords'

/** The English texts the web app's sign-in page needs (loaded first); en.ts has every text. */
export const enSignIn = { ...general, ...auth, ...messages, ...passwordsSignIn } as const
