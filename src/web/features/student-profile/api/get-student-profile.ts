import { useQuery } from '@tanstack/react-query'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { api } from '#web/lib/api-client'

export const studentProfileQueryKey = ['student', 'profile'] as const

export function getStudentProfile(): Promise<StudentProfileResponse> {
  return api.get('/api/student/profile')
}

/**
 * The signed-in student's card, today's record and the last 30 school days.
 * `pollMs` asks again on a timer too, for as long as the caller wants it.
 */
export function useStudentProfile({ pollMs }: { pollMs?: number } = {}) {
  return useQuery({ queryKey: studentProfileQueryKey, queryFn: getStudentProfile, refetchInterval: pollMs ?? false })
}
