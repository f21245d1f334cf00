import type { Role } from '#shared/roles'
import { parseDayParams } from '#shared/day-sheet-address'
import { HOME_PAGE_PATHS } from 'virtual:first-screen-code'
import { daySheetQueryOptions } from '#web/features/dashboard/api/get-day-sheet'
import { childrenQueryOptions } from '#web/features/family/api/get-children'
import { queryClient } from '#web/lib/query-client'
import { DashboardPage, ParentHomePage, StudentProfilePage } from './home-pages'
import { preloadRenderedPageAt } from './rendered-page-code'

/**
 * Called when the signed-in user becomes known: if the address is the home page, its chunk is
 * fetched now, in parallel with the router and shell, and a staff member's day sheet (a parent's
 * children) is asked for at once (the same query the dashboard makes, so it finds the answer). Resolves when the
 * page's chunk is in, so that app-root can render it without suspending.
 */
export function startHomePage(role: Role): Promise<void> {
  // A page the server renders (ADR 038): its code, so that the page is taken over without suspending.
  const rendered = preloadRenderedPageAt(window.location.pathname)
  if (rendered) return rendered
  if (!HOME_PAGE_PATHS.includes(window.location.pathname)) return Promise.resolve()
  if (role === 'student') return StudentProfilePage.preload()
  if (role === 'parent') {
    void queryClient.prefetchQuery(childrenQueryOptions)
    return ParentHomePage.preload()
  }
  void queryClient.prefetchQuery(daySheetQueryOptions(parseDayParams(new URLSearchParams(window.location.search))))
  return DashboardPage.preload()
}
