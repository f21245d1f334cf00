/**
 * What this device remembers (localStorage: the theme, the language, who is signed in), written when the
 * browser is idle rather than in the task that decided it. A page's first use of localStorage waits for the
 * browser to load the site's storage, and on a cheap phone that wait landed in the task that starts the app
 * (ADR 058). Writes are kept by key, the last one wins, and whatever is still waiting is written before the
 * page goes away.
 */
const waiting = new Map<string, string | null>()
let scheduled = false

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

/** Remembers `value` under `key` on this device (null forgets it), once the browser is idle, within a second. */
export function rememberLater(key: string, value: string | null): void {
  waiting.set(key, value)
  if (scheduled) return
  scheduled = true
  if (typeof requestIdleCallback === 'function') requestIdleCallback(writeAll, { timeout: 1000 })
  else setTimeout(writeAll, 0)
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

if (typeof window !== 'undefined') window.addEventListener('pagehide', writeAll)
