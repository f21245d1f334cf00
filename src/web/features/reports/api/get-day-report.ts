import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DayReportResponse } from '#shared/contracts/reports'
import { api } from '#web/lib/api-client'
import { toSearchParams } from '#web/lib/search-params'
import { reportsQueryKeyPrefix } from './keys'

export const dayReportQueryKeyPrefix = [...reportsQueryKeyPrefix, 'day'] as const

export function getDayReport(date: string | undefined): Promise<DayReportResponse> {
  return api<DayReportResponse>(`/api/reports/day?${toSearchParams({ date })}`)
}

/** Every class on one day (default: the school's today), with the school's totals. */
export function useDayReport(date: string | undefined) {
  return useQuery({
    queryKey: [...dayReportQueryKeyPrefix, date ?? 'today'],
    queryFn: () => getDayReport(date),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}
