import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PhotoResponse } from '#shared/contracts/student-photos'
import { api } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

export function removeStudentPhoto(id: string): Promise<PhotoResponse> {
  return api<PhotoResponse>(`/api/students/${encodeURIComponent(id)}/photo`, { method: 'DELETE' })
}

export function useRemoveStudentPhoto(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => removeStudentPhoto(id),
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
