import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TeacherSummary, UpdateTeacherRequest } from '#shared/contracts/teachers'
import { api } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

export function updateTeacher(id: string, body: UpdateTeacherRequest): Promise<TeacherSummary> {
  return api.patch('/api/teachers/{id}', { path: { id }, body })
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTeacherRequest }) => updateTeacher(id, body),
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
