import { useMutation } from '@tanstack/react-query'
import type { ResetPasswordResponse } from '#shared/contracts/students'
import { api } from '#web/lib/api-client'

/** A typed password, or none to have the server generate one (returned once). */
export function resetTeacherPassword(id: string, password: string | undefined): Promise<ResetPasswordResponse> {
  return api.post('/api/teachers/{id}/password', {
    path: { id },
    body: password === undefined ? {} : { password },
  })
}

export function useResetTeacherPassword(id: string) {
  return useMutation({ mutationFn: (password: string | undefined) => resetTeacherPassword(id, password) })
}
