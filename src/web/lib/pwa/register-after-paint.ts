/**
 * The service worker (ADR 026) is registered once the page has loaded and the browser is idle,
 * from a module of its own: neither it nor workbox-window is on the sign-in page's way (ADR 009),
 * and the precache's downloads never compete with the first screen's.
 */
export function registerServiceWorkerAfterPaint(): void {
  // The dev server (npm run dev) builds no service worker.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => void import('./service-worker').then((m) => m.registerServiceWorker())
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000))
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
