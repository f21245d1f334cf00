import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/lib/api-client'
import { invalidateDepartments } from './invalidate'

/** Refused (409 department_in_use, naming what uses it) while a class, teacher or student belongs to it. */
export function archiveDepartment(id: string): Promise<void> {
  return api.post('/api/departments/{id}/archive', { path: { id } })
}

export function useArchiveDepartment() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: archiveDepartment, onSuccess: () => invalidateDepartments(queryClient) })
}
