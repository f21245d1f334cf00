import { TeacherDashboard } from './teacher-dashboard'

/** The staff overview; students get their profile at the same address (app/pages/home-page). */
export function DashboardPage() {
  return <TeacherDashboard />
}
