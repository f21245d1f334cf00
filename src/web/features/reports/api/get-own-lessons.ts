import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { StudentLessonsResponse } from '#shared/contracts/lesson-reports'
import { api } from '#web/lib/api-client'
import { reportsQueryKeyPrefix } from './keys'

export function getOwnLessons(from: string, to: string): Promise<StudentLessonsResponse> {
  return api.get('/api/student/lessons', { query: { from, to } })
}

/** The signed-in student's own lessons by subject over a range. */
export function useOwnLessons(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...reportsQueryKeyPrefix, 'own-lessons', range],
    queryFn: () => getOwnLessons(range!.from, range!.to),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  })
}
