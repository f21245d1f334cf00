import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TeacherListResponse } from '#shared/contracts/teachers'
import { api } from '#web/lib/api-client'
import { teachersQueryKey } from '#web/lib/management-lists'
import { toSearchParams } from '#web/lib/search-params'

/** The filters Teacher Management keeps in the URL; absent values mean "all". */
export interface TeacherFilterParams {
  q?: string
  departmentId?: string
}

export interface TeacherListParams extends TeacherFilterParams {
  page: number
}

export function getTeachers(params: TeacherListParams): Promise<TeacherListResponse> {
  return api<TeacherListResponse>(`/api/teachers?${toSearchParams(params)}`)
}

/** Filtering and paging happen on the server; the previous page stays on screen while the next loads. */
export function useTeachers(params: TeacherListParams) {
  return useQuery({
    queryKey: [...teachersQueryKey, 'list', params],
    queryFn: () => getTeachers(params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}
