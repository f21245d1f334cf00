import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { DaySheetResponse, RecordAttendanceRequest, recordAttendanceResponseSchema } from '#shared/contracts/attendance'
import { api } from '#web/lib/api-client'
import { dayQueryKeyPrefix } from './get-day-sheet'

type RecordAttendanceResponse = z.infer<typeof recordAttendanceResponseSchema>

export function recordAttendance(body: RecordAttendanceRequest): Promise<RecordAttendanceResponse> {
  return api.put('/api/attendance/records', { body })
}

/** Records one student's day; the row changes at once, counts and history are fetched again. */
export function useRecordAttendance() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordAttendance,
    onSuccess: ({ row }, request) => {
      queryClient.setQueriesData<DaySheetResponse>({ queryKey: dayQueryKeyPrefix }, (sheet) =>
        sheet && sheet.date === request.date
          ? { ...sheet, rows: sheet.rows.map((r) => (r.student.id === row.student.id ? row : r)) }
          : sheet,
      )
      void queryClient.invalidateQueries({ queryKey: ['attendance'] })
    },
  })
}
