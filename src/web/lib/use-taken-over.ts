import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while a page the server rendered (ADR 013, ADR 038) is shown but not yet taken over by the
 * browser's scripts, true from then on and always for a page the browser rendered itself. React asks
 * the server snapshot while rendering on the server and while hydrating, then the client's.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false)
}
