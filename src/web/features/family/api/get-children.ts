import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ParentChildrenResponse } from '#shared/contracts/families'
import { api } from '#web/lib/api-client'
import { childrenQueryKey } from './keys'

export function getChildren(): Promise<ParentChildrenResponse> {
  return api.get('/api/parent/children')
}

/** The same query start-home-page asks for as soon as a parent is known (ADR 011). */
export const childrenQueryOptions = queryOptions({ queryKey: childrenQueryKey, queryFn: getChildren })

/** The signed-in parent's children, each with today's status. */
export function useChildren() {
  return useQuery(childrenQueryOptions)
}
