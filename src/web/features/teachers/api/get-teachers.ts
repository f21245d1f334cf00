import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TeacherListQuery, TeacherListResponse } from '#shared/contracts/teachers'
import { api } from '#web/lib/api-client'
import { teachersQueryKey } from '#web/lib/management-lists'

/** The filters Teacher Management keeps in the URL, from the server's own query; absent values mean "all". */
export type TeacherFilterParams = Omit<TeacherListQuery, 'page' | 'pageSize'>

/** The filters and the page; the page's size is the server's. */
export type TeacherListParams = TeacherFilterParams & { page: number }

export function getTeachers(params: TeacherListParams): Promise<TeacherListResponse> {
  return api.get('/api/teachers', { query: params })
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
