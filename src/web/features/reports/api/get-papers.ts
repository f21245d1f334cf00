import { useQuery } from '@tanstack/react-query'
import type { MonthlySheetResponse, SemesterRecapResponse } from '#shared/contracts/papers'
import { api } from '#web/lib/api-client'
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

export const monthlySheetUrl = (p: MonthlySheetParams) => `/api/reports/monthly-sheet?${new URLSearchParams({ ...p })}`
export const monthlySheetXlsxUrl = (p: MonthlySheetParams) => `/api/reports/monthly-sheet/export?${new URLSearchParams({ format: 'xlsx', ...p })}`
export const semesterRecapUrl = (p: SemesterRecapParams) => `/api/reports/semester-recap?${new URLSearchParams({ ...p })}`
export const semesterRecapExportUrl = (p: SemesterRecapParams, format: 'csv' | 'xlsx') =>
  `/api/reports/semester-recap/export?${new URLSearchParams({ format, ...p })}`

/** The monthly sheet; null waits until a class and a month are chosen. */
export function useMonthlySheet(params: MonthlySheetParams | null) {
  return useQuery({
    queryKey: [...reportsQueryKeyPrefix, 'monthly-sheet', params],
    queryFn: () => api<MonthlySheetResponse>(monthlySheetUrl(params!)),
    enabled: params !== null,
    staleTime: 30_000,
  })
}

/** The semester recap; null waits until a class and the dates are chosen. */
export function useSemesterRecap(params: SemesterRecapParams | null) {
  return useQuery({
    queryKey: [...reportsQueryKeyPrefix, 'semester-recap', params],
    queryFn: () => api<SemesterRecapResponse>(semesterRecapUrl(params!)),
    enabled: params !== null,
    staleTime: 30_000,
  })
}
