import { useQuery } from '@tanstack/react-query'
import type { AbsenceRequestList, REQUEST_STATES } from '#shared/contracts/absence-requests'
import { api, apiUrl } from '#web/lib/api-client'

export type RequestState = (typeof REQUEST_STATES)[number]

/** Every list of requests starts with this, so one invalidation refreshes them all (the dashboard's count too). */
export const absenceRequestsKeyPrefix = ['absence-requests'] as const

export const absenceRequestsQueryKey = (state: RequestState | undefined) => [...absenceRequestsKeyPrefix, state ?? 'all'] as const
/** The address the list is asked at (the server renders the dashboard's with it, app/rendered-pages.ts). */
export const absenceRequestsUrl = (state: RequestState | undefined) => apiUrl('/api/absence-requests', { query: { state } })

export function getAbsenceRequests(state?: RequestState): Promise<AbsenceRequestList> {
  return api.get('/api/absence-requests', { query: { state } })
}

/**
 * GET /api/absence-requests: a parent's children's, a student's own, the requests a homeroom teacher
 * or the headmaster decides. Read again whenever the page comes back (staleTime 0): requests arrive meanwhile.
 */
export function useAbsenceRequests(state: RequestState | undefined, enabled = true) {
  return useQuery({
    queryKey: absenceRequestsQueryKey(state),
    queryFn: () => getAbsenceRequests(state),
    staleTime: 0,
    enabled,
  })
}
