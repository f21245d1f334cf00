import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AbsenceRequest } from '#shared/contracts/absence-requests'
import { api } from '#web/lib/api-client'
import { invalidateRecordQueries } from '#web/lib/record-query-roots'
import { absenceRequestsKeyPrefix } from './get-absence-requests'

export function cancelAbsenceRequest(id: string): Promise<AbsenceRequest> {
  return api.post('/api/absence-requests/{id}/cancel', { path: { id } })
}

/**
 * Cancels an approved request (whoever made it, or those who decide it): its days from today read
 * "Not recorded" again, so the requests, the dashboard and the parent's view of the child are read again.
 */
export function useCancelAbsenceRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelAbsenceRequest,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: absenceRequestsKeyPrefix }), invalidateRecordQueries(queryClient)]),
  })
}
