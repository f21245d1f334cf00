import { useQuery } from '@tanstack/react-query'
import type { ParentChildrenResponse } from '#shared/contracts/families'
import { api } from '#web/lib/api-client'

export const parentChildrenQueryKey = ['parent', 'children'] as const

export function getChildren(): Promise<ParentChildrenResponse> {
  return api.get('/api/parent/children')
}

/** GET /api/parent/children: the children a parent may ask for. */
export function useChildren(enabled: boolean) {
  return useQuery({ queryKey: parentChildrenQueryKey, queryFn: getChildren, enabled })
}
