import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LinkCodeResponse } from '#shared/contracts/families'
import { api } from '#web/lib/api-client'
import { guardiansQueryKey } from './get-guardians'

export function createLinkCode(studentId: string): Promise<LinkCodeResponse> {
  return api.post('/api/students/{id}/link-codes', { path: { id: studentId } })
}

/** A new single-use link code for the student; the answer is the only time the code is seen. */
export function useCreateLinkCode(studentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => createLinkCode(studentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guardiansQueryKey(studentId) }),
  })
}
