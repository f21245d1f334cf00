import { useQuery } from '@tanstack/react-query'
import type { StudentDetail } from '#shared/contracts/students'
import { api } from '#web/lib/api-client'

/** Root of every student query (lists and details): invalidate it after any change. */
export const studentsQueryKey = ['students'] as const

export function getStudent(id: string): Promise<StudentDetail> {
  return api.get('/api/students/{id}', { path: { id } })
}

/** One student with the "More details", for the edit form; always re-read when the form opens. */
export function useStudent(id: string) {
  return useQuery({ queryKey: [...studentsQueryKey, 'detail', id], queryFn: () => getStudent(id), staleTime: 0 })
}
