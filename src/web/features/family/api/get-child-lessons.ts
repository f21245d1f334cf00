import { useQuery } from '@tanstack/react-query'
import type { StudentLessonsResponse } from '#shared/contracts/lesson-reports'
import { api } from '#web/lib/api-client'
import { childrenQueryKey } from './keys'

export function getChildLessons(id: string, from: string, to: string): Promise<StudentLessonsResponse> {
  return api.get('/api/parent/children/{id}/lessons', { path: { id }, query: { from, to } })
}

/** A linked child's lessons by subject over a range. */
export function useChildLessons(id: string, range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...childrenQueryKey, id, 'lessons', range],
    queryFn: () => getChildLessons(id, range!.from, range!.to),
    enabled: range !== null,
  })
}
