import { useMe } from '#web/lib/session'
import { DashboardPage, ParentHomePage, StudentProfilePage } from '../home-pages'

/** "/" and "/dashboard": the profile for students, the dashboard for staff (seed); a parent's children (issue 19). */
export function HomePage() {
  const { user } = useMe()
  if (user.role === 'student') return <StudentProfilePage />
  if (user.role === 'parent') return <ParentHomePage />
  return <DashboardPage />
}
