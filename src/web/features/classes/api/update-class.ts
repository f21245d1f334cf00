import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClassFormRequest, ClassSummary } from '#shared/contracts/classes'
import { api } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

export function updateClass(id: string, body: ClassFormRequest): Promise<ClassSummary> {
  return api.patch('/api/classes/{id}', { path: { id }, body })
}

/** A renamed class shows on student and teacher cards too, so every management list is read again. */
export function useUpdateClass() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ClassFormRequest }) => updateClass(id, body),
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
