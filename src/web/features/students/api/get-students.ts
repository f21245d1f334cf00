import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PHOTO_FILTERS } from '#shared/contracts/student-photos'
import type { StudentListResponse, StudentSort } from '#shared/contracts/students'
import { api } from '#web/lib/api-client'
import { toSearchParams } from '#web/lib/search-params'

/** The filters Student Management keeps in the URL; absent values mean "all". */
export interface StudentFilterParams {
  q?: string
  classId?: string
  departmentId?: string
  /** Students with a photo, or without one. */
  photo?: (typeof PHOTO_FILTERS)[number]
  /** The order of the whole list (the server's `sort`); absent: by name. */
  sort?: StudentSort
}

export interface StudentListParams extends StudentFilterParams {
  page: number
}

export const studentsQueryKeyPrefix = ['students', 'list'] as const
export const studentsQueryKey = (params: StudentListParams) => [...studentsQueryKeyPrefix, params] as const

/** The API's address for a page of the student list. */
export const studentsUrl = (params: StudentListParams) => `/api/students?${toSearchParams(params)}`

export function getStudents(params: StudentListParams): Promise<StudentListResponse> {
  return api<StudentListResponse>(studentsUrl(params))
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
