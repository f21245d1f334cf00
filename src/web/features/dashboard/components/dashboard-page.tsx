import type { QueryClient } from '@tanstack/react-query'
import { daySheetQueryOptions } from '../api/get-day-sheet'
import { TeacherDashboard } from './teacher-dashboard'
import { parseDayParams } from './use-day-params'

/** The staff overview; students get their profile at the same address (app/pages/home-page). */
export function DashboardPage() {
  return <TeacherDashboard />
}

/**
 * Asks for the day sheet the dashboard at this address will show, before the page renders
 * (app/start-home-page calls it as soon as the user is known): the same query, so the page finds it.
 */
export function prefetchDashboard(queryClient: QueryClient, search: URLSearchParams): void {
  void queryClient.prefetchQuery(daySheetQueryOptions(parseDayParams(search)))
}
