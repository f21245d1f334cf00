import { useQuery } from '@tanstack/react-query'
import type { RegisterResponse } from '#shared/contracts/registers'
import { api } from '#web/lib/api-client'
import { lessonsQueryRoot } from './get-lessons-today'

export const registerQueryKey = (lessonId: string, date: string) => [...lessonsQueryRoot, 'register', lessonId, date] as const

export function getRegister(lessonId: string, date: string): Promise<RegisterResponse> {
  return api.get('/api/lessons/{id}/register', { path: { id: lessonId }, query: { date } })
}

/** A lesson's register on a date: its class's students, each with their day and their mark if taken. */
export function useRegister(lessonId: string, date: string | undefined) {
  return useQuery({
    queryKey: registerQueryKey(lessonId, date ?? ''),
    queryFn: () => getRegister(lessonId, date ?? ''),
    enabled: Boolean(date),
  })
}
