import { useQuery } from '@tanstack/react-query'
import type { MonthlySheetResponse, SemesterRecapResponse } from '#shared/contracts/papers'
import { api, apiUrl } from '#web/lib/api-client'
import { reportsQueryKeyPrefix } from './keys'

/** One class over one month: the monthly attendance sheet (ADR 047). */
export interface MonthlySheetParams {
  classId: string
  month: string
}

/** One class between two dates: the semester recap for report cards. */
export interface SemesterRecapParams {
  classId: string
  from: string
  to: string
}

export const monthlySheetXlsxUrl = (p: MonthlySheetParams) => apiUrl('/api/reports/monthly-sheet/export', { query: { format: 'xlsx', ...p } })
export const semesterRecapExportUrl = (p: SemesterRecapParams, format: 'csv' | 'xlsx') =>
  apiUrl('/api/reports/semester-recap/export', { query: { format, ...p } })

function getMonthlySheet(params: MonthlySheetParams): Promise<MonthlySheetResponse> {
  return api.get('/api/reports/monthly-sheet', { query: params })
}

function getSemesterRecap(params: SemesterRecapParams): Promise<SemesterRecapResponse> {
  return api.get('/api/reports/semester-recap', { query: params })
}

/** The monthly sheet; null waits until a class and a month are chosen. */
export function useMonthlySheet(params: MonthlySheetParams | null) {
  return useQuery({
    queryKey: [...reportsQueryKeyPrefix, 'monthly-sheet', params],
    queryFn: () => getMonthlySheet(params!),
    enabled: params !== null,
    staleTime: 30_000,
  })
}

/** The semester recap; null waits until a class and the dates are chosen. */
export function useSemesterRecap(params: SemesterRecapParams | null) {
  return useQuery({
    queryKey: [...reportsQueryKeyPrefix, 'semester-recap', params],
    queryFn: () => getSemesterRecap(params!),
    enabled: params !== null,
    staleTime: 30_000,
  })
}
