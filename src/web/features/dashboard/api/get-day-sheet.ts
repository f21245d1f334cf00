import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DaySheetResponse } from '#shared/contracts/attendance'
import { type DaySheetParams, daySheetQuery } from '#shared/day-sheet-address'
import { api } from '#web/lib/api-client'

export const dayQueryKeyPrefix = ['attendance', 'day'] as const

export function getDaySheet(params: DaySheetParams): Promise<DaySheetResponse> {
  return api.get('/api/attendance/day', { query: daySheetQuery(params) })
}

/** The day sheet's query: the page's hook and the early start (app/start-home-page) share it. */
export function daySheetQueryOptions(params: DaySheetParams) {
  return queryOptions({ queryKey: [...dayQueryKeyPrefix, params], queryFn: () => getDaySheet(params), staleTime: 10_000 })
}

/** Filtering and paging happen on the server; the previous page stays on screen while the next loads. */
export function useDaySheet(params: DaySheetParams) {
  return useQuery({ ...daySheetQueryOptions(params), placeholderData: keepPreviousData })
}
