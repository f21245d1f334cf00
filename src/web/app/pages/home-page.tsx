import { lazy } from 'react'
import { useMe } from '#web/lib/session'

// Students and staff see different pages at "/", so each downloads only its own.
const StudentProfilePage = lazy(() =>
  import('#web/features/student-profile/components/student-profile-page').then((m) => ({ default: m.StudentProfilePage })),
)
const DashboardPage = lazy(() => import('#web/features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })))

/** "/" and "/dashboard": the profile for students, the dashboard for staff (seed). */
export function HomePage() {
  const { user } = useMe()
  return user.role === 'student' ? <StudentProfilePage /> : <DashboardPage />
}
