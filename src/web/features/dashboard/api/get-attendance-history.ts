import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { historyResponseSchema } from '#shared/contracts/attendance'
import { api } from '#web/lib/api-client'

type HistoryResponse = z.infer<typeof historyResponseSchema>

export const historyQueryKeyPrefix = ['attendance', 'history'] as const

export function getAttendanceHistory(studentId: string, date: string): Promise<HistoryResponse> {
  return api.get('/api/attendance/history', { query: { studentId, date } })
}

/** Every change to one student's record on one day, oldest first. */
export function useAttendanceHistory(studentId: string, date: string) {
  return useQuery({
    queryKey: [...historyQueryKeyPrefix, studentId, date],
    queryFn: () => getAttendanceHistory(studentId, date),
  })
}
