import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddChildRequest, AddChildResponse } from '#shared/contracts/families'
import { api } from '#web/lib/api-client'
import { parentQueryKeyPrefix } from './keys'

export function addChild(body: AddChildRequest): Promise<AddChildResponse> {
  return api.post('/api/parent/children', { body })
}

/** Links one more child by the code on its slip; the children list is asked for again. */
export function useAddChild() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentQueryKeyPrefix }),
  })
}
