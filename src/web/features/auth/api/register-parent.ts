import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MeResponse } from '#shared/contracts/auth'
import type { RegisterParentRequest } from '#shared/contracts/families'
import { api } from '#web/lib/api-client'
import { meQueryKey } from '#web/lib/query-client'

export function registerParent(body: RegisterParentRequest): Promise<MeResponse> {
  return api.post('/api/families/register', { body, expectUnauthorized: true })
}

/**
 * Registers a parent with a link code; the server signs them in, and its answer is the new 'me'.
 * The address becomes "/" first, so the signed-in app opens on the parent's home.
 */
export function useRegisterParent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerParent,
    onSuccess: (me) => {
      window.history.replaceState(null, '', '/')
      queryClient.setQueryData(meQueryKey, me)
    },
  })
}
