import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreatedTokenResponse, CreateTokenRequest } from '#shared/contracts/tokens'
import { api } from '#web/lib/api-client'
import { apiTokensQueryKey } from './get-api-tokens'

export function createApiToken(body: CreateTokenRequest): Promise<CreatedTokenResponse> {
  return api.post('/api/tokens', { body })
}

/** Creates a token; the answer carries its secret, the only time anyone sees it. */
export function useCreateApiToken() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createApiToken, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }) })
}
