import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PhotoResponse } from '#shared/contracts/student-photos'
import { api } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

export function removeStudentPhoto(id: string): Promise<PhotoResponse> {
  return api.delete('/api/students/{id}/photo', { path: { id } })
}

export function useRemoveStudentPhoto(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => removeStudentPhoto(id),
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
