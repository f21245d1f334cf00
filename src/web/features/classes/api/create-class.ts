import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClassFormRequest, ClassSummary } from '#shared/contracts/classes'
import { api } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

export function createClass(body: ClassFormRequest): Promise<ClassSummary> {
  return api.post('/api/classes', { body })
}

/** Adds a class; every class list and picker is read again afterwards. */
export function useCreateClass() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
