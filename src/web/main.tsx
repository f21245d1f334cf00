import { type ReactNode, StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { MeResponse } from '#shared/contracts/auth'
import type { Role } from '#shared/roles'
import { AppRoot } from './app/app-root'
import { FirstScreenContext, loadFirstScreen } from './app/first-screen'
import { Providers } from './app/providers'
import { hydratePageState } from './lib/page-state'
import { awaitTakeOver } from './lib/use-taken-over'
import { registerServiceWorkerAfterPaint } from './lib/pwa/register-after-paint'
import { meQueryKey, queryClient } from './lib/query-client'
import { meQueryOptions } from './lib/session'
import { applyLanguage, storedLanguage } from './lib/language'
import { applyTheme, currentTheme, storedTheme } from './lib/theme'
import { DEFAULT_LANGUAGE } from '#shared/school'
import './lib/i18n'
import './styles.css'

// A server-rendered page brought who is signed in and its data; otherwise ask before React's first render.
const rendered = hydratePageState(queryClient)
// index.html's script did this before paint (a rendered page came in the user's own theme): repeat
// in case the script was blocked, and remember a rendered page's theme on this device.
applyTheme(rendered ? currentTheme() : storedTheme())
void queryClient.prefetchQuery(meQueryOptions)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const app = (preloaded: Role | null) => (
  <StrictMode>
    <Providers>
      <FirstScreenContext value={preloaded}>
        <AppRoot />
      </FirstScreenContext>
    </Providers>
  </StrictMode>
)

/**
 * The first render and hydration are transitions (ADR 038): React then works in slices of a few
 * milliseconds and lets the browser paint and take input between them, instead of one long task that
 * a mid-range phone spends hundreds of milliseconds in.
 */
function renderSliced(element: ReactNode) {
  const reactRoot = createRoot(root!)
  startTransition(() => reactRoot.render(element))
}

// The server rendered the first screen (ADR 013): take it over once its chunks are in, so that the
// first render is the server's, and after a frame, so that the rows are painted before that work.
// If the chunks cannot be loaded, render afresh (it says so and offers a reload).
const me = rendered ? queryClient.getQueryData<MeResponse | null>(meQueryKey) : undefined
const role = me?.user.role
if (role && root.firstElementChild) {
  const painted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  // In the language the server rendered it in (ADR 030): the first render must be the same as the server's.
  Promise.all([loadFirstScreen(role, me?.user.language, { rendered: true }), painted]).then(
    () => {
      awaitTakeOver()
      startTransition(() => void hydrateRoot(root, app(role)))
    },
    () => renderSliced(app(null)),
  )
} else {
  // A language other than English chosen on this device: its sign-in texts come before the first render (ADR 030).
  const language = storedLanguage()
  if (language !== DEFAULT_LANGUAGE) void applyLanguage(language).finally(() => renderSliced(app(null)))
  else renderSliced(app(null))
}

// Installable and offline (ADR 026): after the first paint, never before it.
registerServiceWorkerAfterPaint()
