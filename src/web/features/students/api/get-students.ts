import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { StudentListQuery, StudentListResponse } from '#shared/contracts/students'
import { api, apiUrl } from '#web/lib/api-client'

/**
 * The filters Student Management keeps in the URL, from the server's own query: a photo or none, the order of the
 * whole list (absent: by name); absent values mean "all".
 */
export type StudentFilterParams = Omit<StudentListQuery, 'page' | 'pageSize'>

/** The filters and the page; the page's size is the server's. */
export type StudentListParams = StudentFilterParams & { page: number }

export const studentsQueryKeyPrefix = ['students', 'list'] as const
export const studentsQueryKey = (params: StudentListParams) => [...studentsQueryKeyPrefix, params] as const

/** The API's address for a page of the student list. */
export const studentsUrl = (params: StudentListParams) => apiUrl('/api/students', { query: params })

export function getStudents(params: StudentListParams): Promise<StudentListResponse> {
  return api.get('/api/students', { query: params })
}

/** Filtering and paging happen on the server; the previous page stays on screen while the next loads. */
export function useStudents(params: StudentListParams) {
  return useQuery({
    queryKey: studentsQueryKey(params),
    queryFn: () => getStudents(params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}
