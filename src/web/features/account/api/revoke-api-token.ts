import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/lib/api-client'
import { apiTokensQueryKey } from './get-api-tokens'

export function revokeApiToken(id: string): Promise<void> {
  return api.post('/api/tokens/{id}/revoke', { path: { id } })
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: revokeApiToken, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }) })
}
