import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateStudentRequest, CreateStudentResponse } from '#shared/contracts/students'
import { api } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

export function createStudent(body: CreateStudentRequest): Promise<CreateStudentResponse> {
  return api.post('/api/students', { body })
}

/** Adds a student (and their account); the lists (students, class counts) are re-read afterwards. */
export function useCreateStudent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createStudent,
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
