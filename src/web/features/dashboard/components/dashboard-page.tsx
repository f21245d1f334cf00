import type { ReactNode } from 'react'
import { TeacherDashboard } from './teacher-dashboard'

/**
 * The staff overview; students get their profile at the same address (app/pages/home-page). What other features
 * put on it: `lessons`, the teacher's lessons of the day, near the top; `notice`, above the day (requests waiting).
 */
export function DashboardPage({ notice, lessons }: { notice?: ReactNode; lessons?: ReactNode }) {
  return <TeacherDashboard notice={notice} lessons={lessons} />
}
