import { useQuery } from '@tanstack/react-query'
import type { MissingFromLessonsResponse } from '#shared/contracts/lesson-alerts'
import { api } from '#web/lib/api-client'

export const missingFromLessonsKeyPrefix = ['lessons', 'missing'] as const

export function getMissingFromLessons(date: string): Promise<MissingFromLessonsResponse> {
  return api.get('/api/lessons/missing', { query: { date } })
}

/**
 * The homeroom teacher's pupils at school on `date` but marked absent in a lesson (ADR 052), for them only
 * (`enabled`). Asked by the browser once it has the page: a server-rendered dashboard renders without it (the card
 * shows nothing until it has some), as it does the setup checklist.
 */
export function useMissingFromLessons(date: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...missingFromLessonsKeyPrefix, date],
    queryFn: () => getMissingFromLessons(date!),
    enabled: enabled && !!date,
    staleTime: 10_000,
  })
}
