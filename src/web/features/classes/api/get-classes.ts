import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ClassListQuery, ClassListResponse } from '#shared/contracts/classes'
import { api } from '#web/lib/api-client'
import { classesQueryKey } from '#web/lib/use-classes'

/** The filters Class Management keeps in the URL, the server's own query; absent values mean "all". */
export type ClassFilterParams = ClassListQuery

export function getClassList(params: ClassFilterParams): Promise<ClassListResponse> {
  return api.get('/api/classes', { query: params })
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
