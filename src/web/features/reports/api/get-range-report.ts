import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { RangeReportQuery, RangeReportResponse, REPORT_SCOPES } from '#shared/contracts/reports'
import { api } from '#web/lib/api-client'
import { reportsQueryKeyPrefix } from './keys'

export type ReportScope = (typeof REPORT_SCOPES)[number]
export type ReportSort = NonNullable<RangeReportQuery['sort']>

/** What the range report asks for: who (scope), which school days, in which order. */
export interface RangeReportFilters {
  from: string
  to: string
  scope: ReportScope
  classId?: string
  departmentId?: string
  sort: ReportSort
}

export interface RangeReportParams extends RangeReportFilters {
  page: number
}

export const RANGE_PAGE_SIZE = 50

export function getRangeReport(params: RangeReportParams): Promise<RangeReportResponse> {
  return api.get('/api/reports/range', { query: { ...params, pageSize: RANGE_PAGE_SIZE } })
}

/** A class, a department or the whole school over a range; null waits until the choice is complete. */
export function useRangeReport(params: RangeReportParams | null) {
  return useQuery({
    queryKey: [...reportsQueryKeyPrefix, 'range', params],
    queryFn: () => getRangeReport(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}
