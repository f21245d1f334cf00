import type { ReactNode } from 'react'
import { TeacherDashboard } from './teacher-dashboard'

/** The staff overview; students get their profile at the same address (app/pages/home-page). `notice`: what another feature puts above the day (requests waiting). */
export function DashboardPage({ notice }: { notice?: ReactNode }) {
  return <TeacherDashboard notice={notice} />
}
