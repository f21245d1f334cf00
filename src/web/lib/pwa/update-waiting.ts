/**
 * Whether a new version of the app is installed and waiting for the person to reload into it
 * (service-worker.ts sets it). app-root mounts the toaster for it, on the sign-in page too.
 */
let waiting = false
const listeners = new Set<() => void>()

export function isUpdateWaiting(): boolean {
  return waiting
}

export function markUpdateWaiting(): void {
  waiting = true
  for (const listener of listeners) listener()
}

export function subscribeUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
