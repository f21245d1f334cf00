import { useQuery, type QueryClient, type UseQueryOptions } from '@tanstack/react-query'
import type { TimetableQuery, TimetableResponse } from '#shared/contracts/timetable'
import { api } from '#web/lib/api-client'

/** Root of every timetable query: a change to the bell schedule or a lesson reads them all again. */
export const timetableQueryKey = ['timetable'] as const

export function getTimetable(query: TimetableQuery): Promise<TimetableResponse> {
  return api.get('/api/timetable', { query })
}

/** The bell schedule and the lessons of one class or one teacher (or both; neither: every lesson). */
export function useTimetable(query: TimetableQuery, options: Pick<UseQueryOptions<TimetableResponse>, 'placeholderData'> = {}) {
  return useQuery({ queryKey: [...timetableQueryKey, query], queryFn: () => getTimetable(query), staleTime: 10_000, ...options })
}

export function invalidateTimetable(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: timetableQueryKey })
}
