import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StudentDetail, UpdateStudentRequest } from '#shared/contracts/students'
import { api } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

export function updateStudent(id: string, body: UpdateStudentRequest): Promise<StudentDetail> {
  return api.patch('/api/students/{id}', { path: { id }, body })
}

export function useUpdateStudent(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateStudentRequest) => updateStudent(id, body),
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
