import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AbsenceRequest, DecideAbsenceRequest } from '#shared/contracts/absence-requests'
import { api } from '#web/lib/api-client'
import { absenceRequestsKeyPrefix } from './get-absence-requests'

export function decideAbsenceRequest({ id, ...body }: DecideAbsenceRequest & { id: string }): Promise<AbsenceRequest> {
  return api.post('/api/absence-requests/{id}/decision', { path: { id }, body })
}

/** Approve or reject (the child's homeroom teacher, the headmaster); approval records the days (live events refresh the day sheet). */
export function useDecideAbsenceRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideAbsenceRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: absenceRequestsKeyPrefix }),
  })
}
