import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'
import { PAGE_STATE_ELEMENT_ID } from '#shared/page-render'

/**
 * A server-rendered page (ADR 013) carries the answers it was rendered from: they go into the
 * query cache before React's first render, so the browser renders the same screen and asks for
 * nothing it already has. Returns whether the page had them.
 */
export function hydratePageState(client: QueryClient): boolean {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID)
  if (!element?.textContent) return false
  try {
    hydrate(client, JSON.parse(element.textContent) as DehydratedState)
    return true
  } catch {
    return false // unreadable: the app asks the API as it would for a page without them
  } finally {
    element.remove()
  }
}
