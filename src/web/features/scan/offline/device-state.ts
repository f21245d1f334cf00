import { useSyncExternalStore } from 'react'

/**
 * What the scan page reads of the device, as external stores (ADR 038): the server renders the page with
 * the server snapshot (online, not installed, no name), the browser hydrates with the same and then
 * shows its own, so a rendered scan page never disagrees with its first render in the browser.
 */

const DEVICE_NAME_KEY = 'rollcall.scannerName'

/** False while the browser says it has no network. */
export { useBrowserOnline } from '#web/lib/use-browser-online'

function subscribeController(changed: () => void) {
  const container = navigator.serviceWorker
  if (!container) return () => {}
  container.addEventListener('controllerchange', changed)
  return () => container.removeEventListener('controllerchange', changed)
}

/** Whether the installed app (its service worker) serves this page. */
export const useInstalled = () => useSyncExternalStore(subscribeController, () => Boolean(navigator.serviceWorker?.controller), () => false)

const nameListeners = new Set<() => void>()

/** The name this device's scans are sent with (kept on the device). */
export function readDeviceName(): string {
  return localStorage.getItem(DEVICE_NAME_KEY) ?? ''
}

export function saveDeviceName(name: string) {
  localStorage.setItem(DEVICE_NAME_KEY, name)
  for (const changed of nameListeners) changed()
}

function subscribeName(changed: () => void) {
  nameListeners.add(changed)
  return () => void nameListeners.delete(changed)
}

export const useDeviceName = () => useSyncExternalStore(subscribeName, readDeviceName, () => '')
