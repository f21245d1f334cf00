import { registerSW } from 'virtual:pwa-register'
import { i18next } from '../i18n'
import { markUpdateWaiting } from './update-waiting'

/** How often a tab left open (the scanner at the gate, all morning) asks whether there is a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000
const UPDATE_TOAST_ID = 'app-update'

/**
 * Registers the service worker vite-plugin-pwa generated (vite.pwa.ts). A new version is installed
 * in the background and then waits: the page keeps running the version it started with, whose files
 * the old worker still has, until the person chooses "Reload"; then the new worker takes over and
 * every open tab of the app reloads into the new version. Never two versions in one tab.
 */
export function registerServiceWorker(): void {
  reloadWhenAnotherVersionTakesOver()
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      markUpdateWaiting()
      void import('sonner').then(({ toast }) =>
        toast(i18next.t('app.updateAvailable'), {
          id: UPDATE_TOAST_ID,
          duration: Infinity,
          action: { label: i18next.t('app.updateReload'), onClick: () => void updateServiceWorker(true) },
        }),
      )
    },
    // workbox-window reloads only a tab that was controlled when it registered: reloadWhenAnotherVersionTakesOver does it for every tab.
    onNeedReload: () => undefined,
    onRegisteredSW(_url, registration) {
      if (!registration) return
      setInterval(() => {
        // Offline the check would only fail; the browser checks again on the next page load anyway.
        if (navigator.onLine) registration.update().catch(() => undefined)
      }, UPDATE_CHECK_MS)
    },
    onRegisterError(error: unknown) {
      // The app works without it, online; nothing to tell the person.
      console.warn('The service worker could not be registered', error)
    },
  })
}

/**
 * A page runs the version it was loaded with. When a worker takes over from another (the person
 * chose "Reload" here or in another tab), this page's files may be gone from the new precache: it
 * reloads. The very first worker taking over a page it did not serve (clientsClaim) is the same
 * version, and changes nothing.
 */
function reloadWhenAnotherVersionTakesOver(): void {
  let controlled = navigator.serviceWorker.controller !== null
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload()
    controlled = true
  })
}
