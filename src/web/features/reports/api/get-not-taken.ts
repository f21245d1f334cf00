import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { NotTakenResponse } from '#shared/contracts/lesson-reports'
import { api } from '#web/lib/api-client'
import { reportsQueryKeyPrefix } from './keys'

export function getNotTaken(from: string, to: string): Promise<NotTakenResponse> {
  return api.get('/api/lesson-reports/not-taken', { query: { from, to } })
}

/** The registers due and not taken over a range: everyone's for the headmaster, one's own for a teacher. */
export function useNotTaken(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...reportsQueryKeyPrefix, 'not-taken', range],
    queryFn: () => getNotTaken(range!.from, range!.to),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  })
}
