import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DaySheetResponse } from '#shared/contracts/attendance'
import type { ClearDepartureRequest, DepartureResponse, RecordDepartureRequest } from '#shared/contracts/departures'
import { api } from '#web/lib/api-client'
import { dayQueryKeyPrefix } from './get-day-sheet'

export function setDeparture(body: RecordDepartureRequest): Promise<DepartureResponse> {
  return api.put('/api/attendance/departures', { body })
}

export function clearDeparture({ studentId, date }: ClearDepartureRequest): Promise<DepartureResponse> {
  return api.delete('/api/attendance/departures', { query: { studentId, date } })
}

/** Sets (a time) or clears (null) a student's departure by hand (ADR 029); the row changes at once. */
export function useSetDeparture() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: ClearDepartureRequest & { time: string | null }) =>
      request.time === null ? clearDeparture(request) : setDeparture({ ...request, time: request.time }),
    onSuccess: ({ row }, request) => {
      queryClient.setQueriesData<DaySheetResponse>({ queryKey: dayQueryKeyPrefix }, (sheet) =>
        sheet && sheet.date === request.date ? { ...sheet, rows: sheet.rows.map((r) => (r.student.id === row.student.id ? row : r)) } : sheet,
      )
      void queryClient.invalidateQueries({ queryKey: ['attendance'] })
    },
  })
}
