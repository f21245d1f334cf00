import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/lib/api-client'
import { noticesKeyPrefix } from './get-notices'

export function retryNotice(id: string): Promise<void> {
  return api.post('/api/notices/{id}/retry', { path: { id } })
}

/** Queues a failed message again; the list is asked for again either way. */
export function useRetryNotice() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: retryNotice, onSettled: () => queryClient.invalidateQueries({ queryKey: noticesKeyPrefix }) })
}
