import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateTeacherRequest, CreateTeacherResponse } from '#shared/contracts/teachers'
import { api } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

export function createTeacher(body: CreateTeacherRequest): Promise<CreateTeacherResponse> {
  return api.post('/api/teachers', { body })
}

/** Adds a teacher (and their account); a homeroom shows on the class cards too, so every list is re-read. */
export function useCreateTeacher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTeacher,
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
