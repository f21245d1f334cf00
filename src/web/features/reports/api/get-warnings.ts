import { useQuery } from '@tanstack/react-query'
import type { WarningsResponse } from '#shared/contracts/reports'
import { api } from '#web/lib/api-client'
import { reportsQueryKeyPrefix } from './keys'

export function getWarnings(): Promise<WarningsResponse> {
  return api.get('/api/reports/warnings')
}

/** Students below the school's threshold over the last 30 school days, and those absent 3+ days in a row. */
export function useWarnings() {
  return useQuery({ queryKey: [...reportsQueryKeyPrefix, 'warnings'], queryFn: getWarnings, staleTime: 30_000 })
}
