import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeleteResult } from '#shared/contracts/delete-result'
import { api } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

/** Removes the student, or archives them when attendance history refers to them. */
export function deleteStudent(id: string): Promise<DeleteResult> {
  return api.delete('/api/students/{id}', { path: { id } })
}

/** Resolves once the server confirmed and the lists (students, class counts) were read again. */
export function useDeleteStudent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
