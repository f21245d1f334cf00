import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeleteResult } from '#shared/contracts/delete-result'
import { api } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

/** Refused (409) while the teacher teaches a class, and for one's own account. */
export function deleteTeacher(id: string): Promise<DeleteResult> {
  return api.delete('/api/teachers/{id}', { path: { id } })
}

/** Resolves once the server confirmed and the lists were read again. */
export function useDeleteTeacher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteTeacher,
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
