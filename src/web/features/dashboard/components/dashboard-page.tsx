import { useMe } from '#web/lib/session'
import { StudentProfile } from './student-profile'
import { TeacherDashboard } from './teacher-dashboard'

/** "/" and "/dashboard": the profile for students, the dashboard for staff (seed). */
export function DashboardPage() {
  const { user } = useMe()
  return user.role === 'student' ? <StudentProfile /> : <TeacherDashboard />
}
