import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CreatedTokenResponse, CreateDistrictTokenRequest, TokenListResponse } from '#shared/contracts/tokens'
import { api } from '#web/lib/api-client'

const districtTokensKey = ['district', 'api-tokens'] as const

/** The district's API tokens (district user), newest first; never their secrets. */
export function useDistrictTokens() {
  return useQuery({ queryKey: districtTokensKey, queryFn: (): Promise<TokenListResponse> => api.get('/api/district/tokens', { expectUnauthorized: true }) })
}

/** Creates a district token; the answer carries its secret, the only time anyone sees it. */
export function useCreateDistrictToken() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateDistrictTokenRequest): Promise<CreatedTokenResponse> => api.post('/api/district/tokens', { body, expectUnauthorized: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: districtTokensKey }),
  })
}

export function useRevokeDistrictToken() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string): Promise<void> => api.post('/api/district/tokens/{id}/revoke', { path: { id }, expectUnauthorized: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: districtTokensKey }),
  })
}
