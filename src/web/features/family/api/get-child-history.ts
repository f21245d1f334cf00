import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { StudentHistoryResponse } from '#shared/contracts/reports'
import { api } from '#web/lib/api-client'
import { childrenQueryKey } from './keys'

export function getChildHistory(id: string, from: string, to: string): Promise<StudentHistoryResponse> {
  return api.get('/api/parent/children/{id}/history', { path: { id }, query: { from, to } })
}

/** A child's school days over a range (a month of the calendar), with the record of each. */
export function useChildHistory(id: string, range: { from: string; to: string }) {
  return useQuery({
    queryKey: [...childrenQueryKey, id, 'history', range],
    queryFn: () => getChildHistory(id, range.from, range.to),
    placeholderData: keepPreviousData,
  })
}
