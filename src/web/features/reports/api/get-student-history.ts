import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { StudentHistoryResponse } from '#shared/contracts/reports'
import { api } from '#web/lib/api-client'
import { reportsQueryKeyPrefix } from './keys'

export function getStudentHistory(studentId: string, from: string, to: string): Promise<StudentHistoryResponse> {
  return api.get('/api/reports/students/{id}/history', { path: { id: studentId }, query: { from, to } })
}

/** One student's school days over a range (staff who may view students). */
export function useStudentHistory(studentId: string, range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...reportsQueryKeyPrefix, 'student', studentId, range],
    queryFn: () => getStudentHistory(studentId, range!.from, range!.to),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  })
}
