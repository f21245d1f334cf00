import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginRequest, MeResponse } from '#shared/contracts/auth'
import { api } from '#web/lib/api-client'
import { meQueryKey } from '#web/lib/query-client'

export function login(body: LoginRequest): Promise<MeResponse> {
  // A 401 here means wrong credentials, not an expired session.
  return api.post('/api/auth/login', { body, expectUnauthorized: true })
}

/** Signs in; the answer is the new 'me', so the shell shows without another request. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me)
    },
  })
}
