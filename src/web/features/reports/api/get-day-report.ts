import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DayReportResponse } from '#shared/contracts/reports'
import { api } from '#web/lib/api-client'
import { toSearchParams } from '#web/lib/search-params'
import { reportsQueryKeyPrefix } from './keys'

export const dayReportQueryKeyPrefix = [...reportsQueryKeyPrefix, 'day'] as const
export const dayReportQueryKey = (date: string | undefined) => [...dayReportQueryKeyPrefix, date ?? 'today'] as const

/** The API's address for the day report of a date (the school's today when none). */
export const dayReportUrl = (date: string | undefined) => `/api/reports/day?${toSearchParams({ date })}`

export function getDayReport(date: string | undefined): Promise<DayReportResponse> {
  return api<DayReportResponse>(dayReportUrl(date))
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
