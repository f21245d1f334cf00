import type { Role } from '#shared/roles'
import { queryClient } from '#web/lib/query-client'

const HOME_PATHS = ['/', '/dashboard']

/**
 * Called when the signed-in user becomes known: if the address is the home page, its chunk is
 * fetched now, in parallel with the router and shell, and a staff member's day sheet is asked
 * for at once instead of after the page renders. home-page.tsx imports the same modules.
 */
export function startHomePage(role: Role): void {
  if (!HOME_PATHS.includes(window.location.pathname)) return
  if (role === 'student') {
    void import('#web/features/student-profile/components/student-profile-page')
    return
  }
  void import('#web/features/dashboard/components/dashboard-page').then((page) =>
    page.prefetchDashboard(queryClient, new URLSearchParams(window.location.search)),
  )
}
