import { preloadable } from '#web/lib/preloadable'

// "/" shows the profile to students, their children to parents and the dashboard to staff; each downloads only its own chunk.
// Here, not in pages/home-page, so that start-home-page (in the entry chunk) can fetch them early.
export const StudentProfilePage = preloadable(() =>
  import('#web/features/student-profile/components/student-profile-page').then((m) => m.StudentProfilePage),
)
export const DashboardPage = preloadable(() => import('#web/features/dashboard/components/dashboard-page').then((m) => m.DashboardPage))
export const ParentHomePage = preloadable(() => import('#web/features/family/components/parent-home-page').then((m) => m.ParentHomePage))
