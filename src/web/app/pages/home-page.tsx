import { RequestAbsenceButton } from '#web/features/absence-requests/components/request-absence-button'
import { RequestsWaitingCard } from '#web/features/absence-requests/components/requests-waiting-card'
import { useMe } from '#web/lib/session'
import { DashboardPage, StudentProfilePage } from '../home-pages'

/** "/" and "/dashboard": the profile for students, the dashboard for staff (seed); absence requests' entry points in each. */
export function HomePage() {
  const { user } = useMe()
  return user.role === 'student' ? <StudentProfilePage actions={<RequestAbsenceButton />} /> : <DashboardPage notice={<RequestsWaitingCard />} />
}
