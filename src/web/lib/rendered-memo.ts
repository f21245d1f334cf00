import { PAGE_MEMO_ELEMENT_ID } from '#shared/page-render'

/**
 * What a rendered page's first render computed with costly libraries, carried from the server's render to the
 * browser's (ADR 057): each formatted date and number, each merged list of classes, by what it was made from.
 *
 * The browser's first render must write exactly what the server wrote, so it computes the same things again;
 * and the first date or number a page formats loads ICU's data (40–60 ms on this host, four times that on a
 * phone), the first merge of classes builds tailwind-merge's tables. Run on the way to the first tap, each is
 * one long task. The server therefore records every answer its render gave (renderToString is synchronous: no
 * other page's render interleaves), the page carries them, and the browser's first render reads them here,
 * asking the library only for what the server did not compute.
 */
let known: Map<string, string> | null = null
let recording: Map<string, string> | null = null

/**
 * The rendered page's memo, read on the first use (its own module, not the entry's: the sign-in page does not
 * carry it). None on the server, in a page the browser renders, or where it cannot be read: then each text is
 * computed, as it would be without it.
 */
function pageMemo(): Map<string, string> {
  if (known) return known
  known = new Map()
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_MEMO_ELEMENT_ID)
  if (!element?.textContent) return known
  try {
    for (const [key, text] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>)) if (typeof text === 'string') known.set(key, text)
  } catch {
    // Unreadable: computed one by one.
  }
  element.remove()
  return known
}

/** The text `compute` gives for `key`: the rendered page's if it had it; recorded while the server renders. */
export function remembered(key: string, compute: () => string): string {
  const found = pageMemo().get(key)
  if (found !== undefined) return found
  const text = compute()
  recording?.set(key, text)
  return text
}

/** On the server: `render`'s result and every text `remembered` gave during it. */
export function recordingRemembered<T>(render: () => T): { result: T; memo: Record<string, string> } {
  const memo = new Map<string, string>()
  recording = memo
  try {
    return { result: render(), memo: Object.fromEntries(memo) }
  } finally {
    recording = null
  }
}
