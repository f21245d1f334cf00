import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DaySheetResponse, StatusFilter } from '#shared/contracts/attendance'
import { api } from '#web/lib/api-client'

/** The dashboard's query as it lives in the URL; absent values are left to the server (date → today). */
export interface DaySheetParams {
  date?: string
  q?: string
  classId?: string
  status?: StatusFilter
  page: number
  pageSize: number
}

export const dayQueryKeyPrefix = ['attendance', 'day'] as const

export function getDaySheet(params: DaySheetParams): Promise<DaySheetResponse> {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  return api<DaySheetResponse>(`/api/attendance/day?${search}`)
}

/** The day sheet's query: the page's hook and the early start (dashboard-page) share it. */
export function daySheetQueryOptions(params: DaySheetParams) {
  return queryOptions({ queryKey: [...dayQueryKeyPrefix, params], queryFn: () => getDaySheet(params), staleTime: 10_000 })
}

/** Filtering and paging happen on the server; the previous page stays on screen while the next loads. */
export function useDaySheet(params: DaySheetParams) {
  return useQuery({ ...daySheetQueryOptions(params), placeholderData: keepPreviousData })
}
