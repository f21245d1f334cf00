import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BellScheduleRequest, BellScheduleResponse } from '#shared/contracts/timetable'
import { api } from '#web/lib/api-client'
import { invalidateTimetable } from './timetable-query'

/** The whole bell schedule, replacing the one before (400 by `periods.N.field`, 409 `period_in_use` for a period a lesson takes). */
export function saveBellSchedule(body: BellScheduleRequest): Promise<BellScheduleResponse> {
  return api.put('/api/timetable/periods', { body })
}

export function useSaveBellSchedule() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveBellSchedule, onSuccess: () => invalidateTimetable(queryClient) })
}
