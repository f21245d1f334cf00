import { useQuery } from '@tanstack/react-query'
import type { DepartmentListResponse } from '#shared/contracts/students'
import { api, apiUrl } from './api-client'

export const departmentsQueryKey = ['departments'] as const
export const DEPARTMENTS_URL = apiUrl('/api/departments')

export function getDepartments(): Promise<DepartmentListResponse> {
  return api.get('/api/departments')
}

/** Every department of the school (the management screens' filters and forms). */
export function useDepartments() {
  return useQuery({ queryKey: departmentsQueryKey, queryFn: getDepartments, staleTime: 5 * 60_000 })
}
