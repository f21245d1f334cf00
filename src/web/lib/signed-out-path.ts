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

/**
 * Whether the address is one the test picks (the district's pages, the registration page). Asked as a
 * yes or no, never as the path: false on the server, which renders neither, and so also false while a
 * page it rendered is hydrated, with nothing to re-render after. An answer that differs there is an
 * urgent update, which makes React hydrate the whole page at once (ADR 038).
 */
export function useAtPath(test: (pathname: string) => boolean): boolean {
  return useSyncExternalStore(subscribe, () => test(window.location.pathname), () => false)
}

/** Goes to another signed-out page, as a link would, without reloading. */
export function goToSignedOutPage(path: string): void {
  window.history.pushState(null, '', path)
  window.dispatchEvent(new Event(CHANGED))
}
