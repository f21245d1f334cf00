import { useQuery } from '@tanstack/react-query'
import type { TokenListResponse } from '#shared/contracts/tokens'
import { api } from '#web/lib/api-client'

export const apiTokensQueryKey = ['school', 'api-tokens'] as const

export function getApiTokens(): Promise<TokenListResponse> {
  return api.get('/api/tokens')
}

/** The school's API tokens (headmaster), newest first; never their secrets. */
export function useApiTokens() {
  return useQuery({ queryKey: apiTokensQueryKey, queryFn: getApiTokens })
}
