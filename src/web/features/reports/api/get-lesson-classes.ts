import { useQuery } from '@tanstack/react-query'
import type { LessonClassesResponse } from '#shared/contracts/lesson-reports'
import { api } from '#web/lib/api-client'
import { reportsQueryKeyPrefix } from './keys'

export function getLessonClasses(): Promise<LessonClassesResponse> {
  return api.get('/api/lesson-reports/classes')
}

/** The classes whose lessons the signed-in staff member may read (every class for the headmaster). */
export function useLessonClasses() {
  return useQuery({ queryKey: [...reportsQueryKeyPrefix, 'lesson-classes'], queryFn: getLessonClasses })
}
