import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ClassListResponse } from '#shared/contracts/classes'
import { api } from '#web/lib/api-client'
import { toSearchParams } from '#web/lib/search-params'
import { classesQueryKey } from '#web/lib/use-classes'

/** The filters Class Management keeps in the URL; absent values mean "all". */
export interface ClassFilterParams {
  q?: string
  departmentId?: string
}

export function getClassList(params: ClassFilterParams): Promise<ClassListResponse> {
  return api<ClassListResponse>(`/api/classes?${toSearchParams(params)}`)
}

/**
 * The filtered classes, filtered on the server. A school has tens of classes, so there are no pages.
 * Under the same root as every class query, so one invalidation refreshes pickers and this list.
 */
export function useClassList(params: ClassFilterParams) {
  return useQuery({
    queryKey: [...classesQueryKey, 'list', params],
    queryFn: () => getClassList(params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}
