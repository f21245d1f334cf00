import { useQuery } from '@tanstack/react-query'
import type { DepartmentManageResponse } from '#shared/contracts/departments'
import { api } from '#web/lib/api-client'
import { departmentsQueryKey } from '#web/lib/use-departments'

export function getDepartmentSummaries(): Promise<DepartmentManageResponse> {
  return api.get('/api/departments/manage')
}

/** The headmaster's list, with what uses each department; under the root every department query shares. */
export function useDepartmentSummaries() {
  return useQuery({ queryKey: [...departmentsQueryKey, 'manage'], queryFn: getDepartmentSummaries, staleTime: 10_000 })
}
