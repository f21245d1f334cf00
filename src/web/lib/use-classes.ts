import { useQuery } from '@tanstack/react-query'
import type { ClassListResponse } from '#shared/contracts/classes'
import { api, apiUrl } from './api-client'

export const classesQueryKey = ['classes'] as const
export const CLASSES_URL = apiUrl('/api/classes')

export function getClasses(): Promise<ClassListResponse> {
  return api.get('/api/classes')
}

/** Every class of the school (the dashboard's filter and the roll call's picker). */
export function useClasses() {
  return useQuery({ queryKey: classesQueryKey, queryFn: getClasses, staleTime: 5 * 60_000 })
}
