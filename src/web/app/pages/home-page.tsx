import { useMe } from '#web/lib/session'
import { DashboardPage, StudentProfilePage } from '../home-pages'

/** "/" and "/dashboard": the profile for students, the dashboard for staff (seed). */
export function HomePage() {
  const { user } = useMe()
  return user.role === 'student' ? <StudentProfilePage /> : <DashboardPage />
}
