import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordRequest } from '#shared/contracts/account'
import { api } from '#web/lib/api-client'

/** 204: changed, and the user's other sessions are signed out; this one stays. */
export function changePassword(body: ChangePasswordRequest): Promise<void> {
  return api.post('/api/account/password', { body })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
