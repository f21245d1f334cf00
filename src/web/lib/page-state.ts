import { type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query'
import { PAGE_STATE_ELEMENT_ID } from '#shared/page-render'

/** When the answers of the page the server rendered went into the cache (this browser's clock); null once the user left that page. */
let renderedAt: number | null = null

/**
 * A server-rendered page (ADR 013) carries the answers it was rendered from: they go into the
 * query cache before React's first render, so the browser renders the same screen and asks for
 * nothing it already has. Returns whether the page had them.
 *
 * The answers count as received now, by this browser's clock: the server just read them, and its
 * clock is not this device's, whose own staleness times (and an outbox's "sent after it was read") they
 * are measured against (ADR 060).
 */
export function hydratePageState(client: QueryClient): boolean {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID)
  if (!element?.textContent) return false
  try {
    const state = JSON.parse(element.textContent) as DehydratedState
    const now = Date.now()
    for (const query of state.queries) query.state.dataUpdatedAt = now
    hydrate(client, state)
    renderedAt = now
    return true
  } catch {
    return false // unreadable: the app asks the API as it would for a page without them
  } finally {
    element.remove()
  }
}

/** The router: the user went to another page, so whatever is shown next is read afresh as usual. */
export function leftRenderedPage(): void {
  renderedAt = null
}

/**
 * Every query's `refetchOnMount` (lib/query-client.ts, ADR 060): true (ask again when stale) except for an answer the
 * rendered page came with, while that page is still the one shown and nobody has invalidated it. Its components mount
 * when the browser takes the page over, a moment after the server read the answer; asking again then would be a
 * request and a render more in a phone's busiest seconds, for the same data. Lists read "whenever the page comes
 * back" (staleTime 0) still are: coming back is a navigation, and the window's focus is not a mount.
 */
export function askAgainOnMount(query: Query): boolean {
  return renderedAt === null || query.state.isInvalidated || query.state.dataUpdatedAt !== renderedAt
}
