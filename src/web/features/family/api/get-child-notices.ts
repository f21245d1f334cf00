import { useQuery } from '@tanstack/react-query'
import type { ChildNoticesResponse } from '#shared/contracts/families'
import { api } from '#web/lib/api-client'
import { childrenQueryKey } from './keys'

export function getChildNotices(id: string): Promise<ChildNoticesResponse> {
  return api.get('/api/parent/children/{id}/notices', { path: { id } })
}

/** The notices the school sent this parent about one child. */
export function useChildNotices(id: string) {
  return useQuery({ queryKey: [...childrenQueryKey, id, 'notices'], queryFn: () => getChildNotices(id) })
}
