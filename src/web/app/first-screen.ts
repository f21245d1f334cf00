import { createContext } from 'react'
import type { Role } from '#shared/roles'
import { DEFAULT_LANGUAGE, type Language } from '#shared/school'
import { applyLanguage, loadLanguage } from '#web/lib/language'
import { preloadable } from '#web/lib/preloadable'
import { startHomePage } from './start-home-page'

// Everything after sign-in (router, shell, pages, the rest of the texts) and the toaster are
// separate chunks: the sign-in page downloads neither.
export const SignedInApp = preloadable(() => import('./signed-in-app').then((m) => m.default))
export const AppToaster = preloadable(() => import('./app-toaster').then((m) => m.default))

/**
 * The signed-in app's largest chunks, each run in a task of its own before the app itself (ADR 038): the libraries
 * (the 'vendor' chunk, which React Router opens) and the English texts. Run together, as importing the app alone
 * runs them, they were one task a phone spends hundreds of milliseconds in, not answering a tap. Only for a page
 * the server rendered: it names every chunk to the browser at once (page-hints.ts), so the steps wait for no
 * download; elsewhere each step would wait for its own in turn.
 */
const STEPS: (() => Promise<unknown>)[] = [() => import('react-router'), () => import('#shared/i18n/en/signed-in')]

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

async function runInSteps(): Promise<void> {
  for (const step of STEPS) {
    await step()
    await nextTask()
  }
}

/** The last step before a rendered page is hydrated: the browser's router, made in a task of its own. */
async function makeRouterApart(): Promise<void> {
  await nextTask()
  const { makeRouter } = await import('./signed-in-app')
  makeRouter()
  await nextTask()
}

/**
 * As soon as the role is known: the signed-in app, the toaster, the page at this address (with a
 * staff member's day sheet) and the user's language's texts (ADR 030) are fetched together. Resolves
 * when all are in and the language is shown, so that they render without suspending (lib/preloadable,
 * ADR 011) and in the user's language from the first frame.
 */
export function loadFirstScreen(role: Role, language: Language = DEFAULT_LANGUAGE, { rendered = false } = {}): Promise<void> {
  return (rendered ? runInSteps() : Promise.resolve())
    .then(() => Promise.all([SignedInApp.preload(), AppToaster.preload(), startHomePage(role), loadLanguage(language, true)]))
    .then(() => applyLanguage(language))
    .then(() => (rendered ? makeRouterApart() : undefined))
}

/**
 * The role whose first screen was loaded before React's first render: the page came rendered
 * from the server (ADR 013), and the browser's first render must be the same as the server's.
 */
export const FirstScreenContext = createContext<Role | null>(null)

