import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DepartmentFormRequest, DepartmentSummary } from '#shared/contracts/departments'
import { api } from '#web/lib/api-client'
import { invalidateDepartments } from './invalidate'

export function createDepartment(body: DepartmentFormRequest): Promise<DepartmentSummary> {
  return api.post('/api/departments', { body })
}

export function useCreateDepartment() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createDepartment, onSuccess: () => invalidateDepartments(queryClient) })
}
