import { useSyncExternalStore } from 'react'

/**
 * Where a signed-out visitor is: the sign-in page ("/") or registering with a family link code
 * ("/register"). No router is loaded before sign-in (ADR 009), so the two pages are told apart by
 * the address alone; the browser's Back button works through popstate.
 */
export const REGISTER_PATH = '/register'
const CHANGED = 'rollcall:signed-out-path'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

export function useSignedOutPath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname, () => '/')
}

/** Goes to another signed-out page, as a link would, without reloading. */
export function goToSignedOutPage(path: string): void {
  window.history.pushState(null, '', path)
  window.dispatchEvent(new Event(CHANGED))
}
