import { useState } from 'react'

/**
 * True from the first render in which `now` is true: a dialog whose code is fetched when it is first opened
 * is rendered from then on, so that it stays mounted to close as it opened (its animation, focus returned).
 */
export function useEver(now: boolean): boolean {
  const [ever, setEver] = useState(now)
  if (now && !ever) setEver(true)
  return ever || now
}
