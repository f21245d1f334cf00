import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DayReportResponse } from '#shared/contracts/reports'
import { api, apiUrl } from '#web/lib/api-client'
import { reportsQueryKeyPrefix } from './keys'

export const dayReportQueryKeyPrefix = [...reportsQueryKeyPrefix, 'day'] as const
export const dayReportQueryKey = (date: string | undefined) => [...dayReportQueryKeyPrefix, date ?? 'today'] as const

/** The API's address for the day report of a date (the school's today when none). */
export const dayReportUrl = (date: string | undefined) => apiUrl('/api/reports/day', { query: { date } })

export function getDayReport(date: string | undefined): Promise<DayReportResponse> {
  return api.get('/api/reports/day', { query: { date } })
}

/** Every class on one day (default: the school's today), with the school's totals. */
export function useDayReport(date: string | undefined) {
  return useQuery({
    queryKey: dayReportQueryKey(date),
    queryFn: () => getDayReport(date),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}
