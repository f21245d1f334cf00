import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeleteResult } from '#shared/contracts/delete-result'
import { api } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

/** Refused (409 class_has_students) while students are enrolled. */
export function deleteClass(id: string): Promise<DeleteResult> {
  return api.delete('/api/classes/{id}', { path: { id } })
}

/** Resolves once the server confirmed and the lists (a homeroom it ended, too) were read again. */
export function useDeleteClass() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
