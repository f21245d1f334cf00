import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ClassLessonsResponse } from '#shared/contracts/lesson-reports'
import { api } from '#web/lib/api-client'
import { reportsQueryKeyPrefix } from './keys'

export function getClassLessons(classId: string, from: string, to: string): Promise<ClassLessonsResponse> {
  return api.get('/api/lesson-reports/classes/{id}', { path: { id: classId }, query: { from, to } })
}

/** A class's lessons by subject over a range. */
export function useClassLessons(classId: string | undefined, range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...reportsQueryKeyPrefix, 'class-lessons', classId, range],
    queryFn: () => getClassLessons(classId!, range!.from, range!.to),
    enabled: Boolean(classId) && range !== null,
    placeholderData: keepPreviousData,
  })
}
