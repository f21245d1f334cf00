import { RequestAbsenceButton } from '#web/features/absence-requests/components/request-absence-button'
import { RequestsWaitingCard } from '#web/features/absence-requests/components/requests-waiting-card'
import { TodaysLessons } from '#web/features/registers/components/todays-lessons'
import { useMe } from '#web/lib/session'
import { DashboardPage, ParentHomePage, StudentProfilePage } from '../home-pages'

/**
 * "/" and "/dashboard": the profile for students, the dashboard for staff; a parent's children
 * (ADR 020). Absence requests' entry points are handed to the student's profile and the dashboard, and a
 * teacher's lessons of the day (ADR 052) to the dashboard.
 */
export function HomePage() {
  const { user } = useMe()
  if (user.role === 'student') return <StudentProfilePage actions={<RequestAbsenceButton />} />
  if (user.role === 'parent') return <ParentHomePage />
  return <DashboardPage notice={<RequestsWaitingCard />} lessons={<TodaysLessons />} />
}
