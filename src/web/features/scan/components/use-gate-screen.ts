import { useEffect, useRef } from 'react'

/** Full screen where the browser allows it (asked from the tap on "Gate mode"); the overlay fills the window anyway. */
export function enterFullscreen(): void {
  const root = document.documentElement
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return
  root.requestFullscreen({ navigationUI: 'hide' }).catch(() => {})
}

/**
 * While gate mode is open: the screen kept awake (Screen Wake Lock, asked again when the page is
 * shown again, as the browser drops it when hidden), and leaving full screen (Escape, the phone's back
 * gesture) leaves gate mode. Leaving gate mode releases the lock and leaves full screen.
 */
export function useGateScreen(open: boolean, leave: () => void): void {
  const leaveRef = useRef(leave)
  useEffect(() => {
    leaveRef.current = leave
  })

  useEffect(() => {
    if (!open) return
    let lock: WakeLockSentinel | null = null
    let closed = false
    const keepAwake = () => {
      if (document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return
      navigator.wakeLock.request('screen').then(
        (sentinel) => (closed ? void sentinel.release().catch(() => {}) : (lock = sentinel)),
        () => {},
      )
    }
    let wasFullscreen = Boolean(document.fullscreenElement)
    const onFullscreen = () => {
      if (document.fullscreenElement) wasFullscreen = true
      else if (wasFullscreen) leaveRef.current()
    }
    keepAwake()
    document.addEventListener('visibilitychange', keepAwake)
    document.addEventListener('fullscreenchange', onFullscreen)
    return () => {
      closed = true
      document.removeEventListener('visibilitychange', keepAwake)
      document.removeEventListener('fullscreenchange', onFullscreen)
      void lock?.release().catch(() => {})
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
    }
  }, [open])
}
