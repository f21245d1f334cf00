import { startTransition, useEffect, useState } from 'react'

/** Set by main.tsx just before it hydrates a page the server rendered; cleared once that page is taken over. */
let awaitingTakeOver = false

/** main.tsx: the page about to be hydrated came from the server, so its first render must be as the server's. */
export function awaitTakeOver(): void {
  awaitingTakeOver = true
}

/**
 * False while a page the server rendered (ADR 013, ADR 038) is shown but not yet taken over by the
 * browser's scripts, true from then on and always for a page the browser rendered itself.
 *
 * The switch to true is a transition, made after the hydration's commit: an urgent update here (as a
 * store whose server and browser snapshots differ would make) reaches the page's still dehydrated
 * Suspense boundary, and React then hydrates all of it synchronously, in one long task on a slow phone.
 */
export function useTakenOver(): boolean {
  const [takenOver, setTakenOver] = useState(() => typeof window !== 'undefined' && !awaitingTakeOver)
  useEffect(() => {
    if (takenOver) return
    awaitingTakeOver = false
    startTransition(() => setTakenOver(true))
  }, [takenOver])
  return takenOver
}
