/**
 * What this device remembers (localStorage: the theme, the language, who is signed in), written when the
 * browser is idle rather than in the task that decided it. A page's first use of localStorage waits for the
 * browser to load the site's storage (ADR 058), and a task that waits is a task a phone does not answer a tap in.
 *
 * While the page starts (its first seconds, when a rendered page restates what it came with), writes wait until
 * it has (ADR 060); later ones are written at idle within a second. Writes are kept by key, the last one wins, and
 * whatever is still waiting is written when the page is hidden or goes away.
 */
const waiting = new Map<string, string | null>()
let scheduled = false

/** How long after the page's start (performance.now()) the writes requested meanwhile wait. */
export const STARTING_MS = 5_000

function writeAll(): void {
  scheduled = false
  for (const [key, value] of waiting) {
    try {
      if (value === null) localStorage.removeItem(key)
      else localStorage.setItem(key, value)
    } catch {
      // Private mode or storage full: this visit still shows it; the next one starts from the defaults.
    }
  }
  waiting.clear()
}

function atIdle(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(writeAll, { timeout: 1000 })
  else setTimeout(writeAll, 0)
}

/** Remembers `value` under `key` on this device (null forgets it): at idle within a second, or once the page has started. */
export function rememberLater(key: string, value: string | null): void {
  waiting.set(key, value)
  if (scheduled) return
  scheduled = true
  const starting = STARTING_MS - performance.now()
  if (starting > 0) setTimeout(atIdle, starting)
  else atIdle()
}

/** What this device remembers under `key`: what is still waiting to be written if anything is, else what is stored. */
export function remembered(key: string): string | null {
  const value = waiting.get(key)
  if (value !== undefined) return value
  try {
    return localStorage.getItem(key)
  } catch {
    return null // no storage (a private window that refuses it)
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', writeAll)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writeAll()
  })
}
