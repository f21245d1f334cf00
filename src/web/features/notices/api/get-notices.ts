import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { NoticeState, NoticesResponse } from '#shared/contracts/notices'
import { api } from '#web/lib/api-client'

export const noticesKeyPrefix = ['notices'] as const

export interface NoticesFilter {
  date?: string
  state?: NoticeState
  page: number
}

export function getNotices(filter: NoticesFilter): Promise<NoticesResponse> {
  const query = new URLSearchParams({ page: String(filter.page) })
  if (filter.date) query.set('date', filter.date)
  if (filter.state) query.set('state', filter.state)
  return api<NoticesResponse>(`/api/notices?${query}`)
}

/** GET /api/notices (headmaster): a page of the outbox, for a day and a state. */
export function useNotices(filter: NoticesFilter) {
  return useQuery({ queryKey: [...noticesKeyPrefix, filter], queryFn: () => getNotices(filter), placeholderData: keepPreviousData, staleTime: 0 })
}
