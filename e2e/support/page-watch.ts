import type { Page } from '@playwright/test'

/**
 * What a page reports while a test drives it: script errors and console errors (a hydration mismatch is
 * React error #418 or #425 there), and the requests the test cares about, as `pathname` (or with `search`
 * when asked). Start it before the navigation it watches.
 */
export function watchPage(page: Page, watched: readonly string[] = [], { withSearch = false } = {}) {
  const errors: string[] = []
  const asked: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined))
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url())
    if (watched.includes(pathname)) asked.push(withSearch ? pathname + search : pathname)
  })
  return { errors, asked }
}
