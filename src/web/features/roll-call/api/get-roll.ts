import { useQuery } from '@tanstack/react-query'
import type { RollResponse } from '#shared/contracts/attendance'
import { api, apiUrl } from '#web/lib/api-client'

export const rollQueryKeyPrefix = ['attendance', 'roll'] as const
export const rollQueryKey = (classId: string, date: string | undefined) => [...rollQueryKeyPrefix, classId, date ?? 'today'] as const

/** The API's address for a class's roll on a date (today when none). */
export function rollUrl(classId: string, date: string | undefined): string {
  return apiUrl('/api/attendance/roll', { query: { classId, date } })
}

export function getRoll(classId: string, date: string | undefined): Promise<RollResponse> {
  return api.get('/api/attendance/roll', { query: { classId, date } })
}

/** Every enrolled student of a class with their record for the date (the whole class, no paging). */
export function useRoll(classId: string | undefined, date: string | undefined) {
  return useQuery({
    queryKey: rollQueryKey(classId ?? '', date),
    queryFn: () => getRoll(classId ?? '', date),
    enabled: Boolean(classId),
  })
}
