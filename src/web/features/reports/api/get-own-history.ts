import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { StudentHistoryResponse } from '#shared/contracts/reports'
import { api } from '#web/lib/api-client'
import { reportsQueryKeyPrefix } from './keys'

export function getOwnHistory(from: string, to: string): Promise<StudentHistoryResponse> {
  return api.get('/api/student/history', { query: { from, to } })
}

/** The signed-in student's own school days over a range; the server never shows anyone else's. */
export function useOwnHistory(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...reportsQueryKeyPrefix, 'own', range],
    queryFn: () => getOwnHistory(range!.from, range!.to),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  })
}
