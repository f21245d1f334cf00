import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { NoticesQuery, NoticesResponse } from '#shared/contracts/notices'
import { api } from '#web/lib/api-client'

export const noticesKeyPrefix = ['notices'] as const

/** The notices page's day, state and page, the server's own query; the page is always sent. */
export type NoticesFilter = NoticesQuery & { page: number }

export function getNotices({ page, date, state }: NoticesFilter): Promise<NoticesResponse> {
  return api.get('/api/notices', { query: { page, date, state } })
}

/** GET /api/notices (headmaster): a page of the outbox, for a day and a state. */
export function useNotices(filter: NoticesFilter) {
  return useQuery({ queryKey: [...noticesKeyPrefix, filter], queryFn: () => getNotices(filter), placeholderData: keepPreviousData, staleTime: 0 })
}
