import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DepartmentFormRequest, DepartmentSummary } from '#shared/contracts/departments'
import { api } from '#web/lib/api-client'
import { invalidateDepartments } from './invalidate'

export function renameDepartment(id: string, body: DepartmentFormRequest): Promise<DepartmentSummary> {
  return api.patch('/api/departments/{id}', { path: { id }, body })
}

export function useRenameDepartment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DepartmentFormRequest }) => renameDepartment(id, body),
    onSuccess: () => invalidateDepartments(queryClient),
  })
}
