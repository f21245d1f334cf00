import { useQuery } from '@tanstack/react-query'
import type { ChildProfileResponse } from '#shared/contracts/families'
import { api } from '#web/lib/api-client'
import { childrenQueryKey } from './keys'

export function getChildProfile(id: string): Promise<ChildProfileResponse> {
  return api.get('/api/parent/children/{id}', { path: { id } })
}

/** One child's today, last 30 school days and rate: the student's own profile, as their parent sees it. */
export function useChildProfile(id: string) {
  return useQuery({ queryKey: [...childrenQueryKey, id, 'profile'], queryFn: () => getChildProfile(id) })
}
