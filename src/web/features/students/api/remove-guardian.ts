import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/lib/api-client'
import { guardiansQueryKey } from './get-guardians'

export function removeGuardian(studentId: string, parentId: string): Promise<void> {
  return api.delete('/api/students/{id}/guardians/{parentId}', { path: { id: studentId, parentId } })
}

/** Unlinks an adult from the student (their account stays); resolves once the list was read again. */
export function useRemoveGuardian(studentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (parentId: string) => removeGuardian(studentId, parentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guardiansQueryKey(studentId) }),
  })
}
