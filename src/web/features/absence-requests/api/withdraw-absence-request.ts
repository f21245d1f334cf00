import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AbsenceRequest } from '#shared/contracts/absence-requests'
import { api } from '#web/lib/api-client'
import { absenceRequestsKeyPrefix } from './get-absence-requests'

export function withdrawAbsenceRequest(id: string): Promise<AbsenceRequest> {
  return api.post('/api/absence-requests/{id}/withdraw', { path: { id } })
}

/** Whoever asked takes back a pending request. */
export function useWithdrawAbsenceRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawAbsenceRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: absenceRequestsKeyPrefix }),
  })
}
