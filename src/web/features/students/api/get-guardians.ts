import { useQuery } from '@tanstack/react-query'
import type { GuardiansResponse } from '#shared/contracts/families'
import { api } from '#web/lib/api-client'
import { studentsQueryKey } from './get-student'

export const guardiansQueryKey = (studentId: string) => [...studentsQueryKey, 'guardians', studentId] as const

export function getGuardians(studentId: string): Promise<GuardiansResponse> {
  return api.get('/api/students/{id}/guardians', { path: { id: studentId } })
}

/** The adults linked to a student and how many link codes are still out; re-read whenever the Family dialog opens. */
export function useGuardians(studentId: string) {
  return useQuery({ queryKey: guardiansQueryKey(studentId), queryFn: () => getGuardians(studentId), staleTime: 0 })
}
