import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { StudentListResponse } from '#shared/contracts/students'
import { api } from '#web/lib/api-client'

/** The filters Student Management keeps in the URL; absent values mean "all". */
export interface StudentFilterParams {
  q?: string
  classId?: string
  departmentId?: string
}

export interface StudentListParams extends StudentFilterParams {
  page: number
}

export const studentsQueryKeyPrefix = ['students', 'list'] as const

/** Query string of the given values, leaving out empty ones (shared with the export link). */
export function studentSearch(params: object): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  return search
}

export function getStudents(params: StudentListParams): Promise<StudentListResponse> {
  return api<StudentListResponse>(`/api/students?${studentSearch(params)}`)
}

/** Filtering and paging happen on the server; the previous page stays on screen while the next loads. */
export function useStudents(params: StudentListParams) {
  return useQuery({
    queryKey: [...studentsQueryKeyPrefix, params],
    queryFn: () => getStudents(params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}
