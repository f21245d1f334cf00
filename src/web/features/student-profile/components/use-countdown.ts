import { useEffect, useState } from 'react'

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000))

/**
 * Whole seconds left until `deadline` (ms on this device's clock), updated every
 * second; null without a deadline. Checked four times a second so the number
 * changes close to the real second boundary, and re-renders only when it does.
 */
export function useCountdown(deadline: number | null): number | null {
  const [seconds, setSeconds] = useState<number | null>(() => (deadline === null ? null : secondsUntil(deadline)))
  const [shownFor, setShownFor] = useState(deadline)
  if (shownFor !== deadline) {
    // A new deadline: show its first value in this render, not one tick later.
    setShownFor(deadline)
    setSeconds(deadline === null ? null : secondsUntil(deadline))
  }

  useEffect(() => {
    if (deadline === null) return
    const timer = setInterval(() => setSeconds(secondsUntil(deadline)), 250)
    return () => clearInterval(timer)
  }, [deadline])

  return seconds
}
