import { useQuery } from '@tanstack/react-query'
import type { TeacherOptionsResponse } from '#shared/contracts/teachers'
import { api } from '#web/lib/api-client'
import { teachersQueryKey } from '#web/lib/management-lists'

export function getTeacherOptions(): Promise<TeacherOptionsResponse> {
  return api.get('/api/teachers/options')
}

/** Every staff member by name, for the class form's Teacher select (under the teachers' root key). */
export function useTeacherOptions() {
  return useQuery({ queryKey: [...teachersQueryKey, 'options'], queryFn: getTeacherOptions, staleTime: 60_000 })
}
