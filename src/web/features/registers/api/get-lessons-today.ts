import { useQuery } from '@tanstack/react-query'
import type { LessonsTodayResponse } from '#shared/contracts/registers'
import { api, apiUrl } from '#web/lib/api-client'

/** Every query of this feature starts with this: a register saved (here or from the device's outbox) refreshes them all. */
export const lessonsQueryRoot = ['lessons'] as const
export const lessonsTodayQueryKey = [...lessonsQueryRoot, 'today'] as const
export const LESSONS_TODAY_URL = apiUrl('/api/lessons/today', { query: {} })

export function getLessonsToday(): Promise<LessonsTodayResponse> {
  return api.get('/api/lessons/today', { query: {} })
}

/** The signed-in teacher's lessons today, in period order, with each register's state. */
export function useLessonsToday({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: lessonsTodayQueryKey, queryFn: getLessonsToday, enabled })
}
