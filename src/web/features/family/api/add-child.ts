import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddChildRequest } from '#shared/contracts/families'
import { api } from '#web/lib/api-client'
import { parentQueryKeyPrefix } from './keys'

export interface AddedChild {
  child: { id: string; name: string }
}

export function addChild(body: AddChildRequest): Promise<AddedChild> {
  return api<AddedChild>('/api/parent/children', { method: 'POST', body })
}

/** Links one more child by the code on its slip; the children list is asked for again. */
export function useAddChild() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentQueryKeyPrefix }),
  })
}
