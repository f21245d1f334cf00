import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AbsenceRequest, CreateAbsenceRequest } from '#shared/contracts/absence-requests'
import { api } from '#web/lib/api-client'
import { absenceRequestsKeyPrefix } from './get-absence-requests'

export function createAbsenceRequest(body: CreateAbsenceRequest): Promise<AbsenceRequest> {
  return api.post('/api/absence-requests', { body })
}

/** POST /api/absence-requests (a parent for a linked child, a student for themselves). */
export function useCreateAbsenceRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAbsenceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absenceRequestsKeyPrefix }),
  })
}
