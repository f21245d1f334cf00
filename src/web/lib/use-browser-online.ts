import { useSyncExternalStore } from 'react'

function subscribeOnline(changed: () => void) {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}

/**
 * False while the browser says it has no network. The server's snapshot is online, so a page the server
 * rendered agrees with its first render in the browser (ADR 038); the browser's own follows.
 */
export const useBrowserOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true)
