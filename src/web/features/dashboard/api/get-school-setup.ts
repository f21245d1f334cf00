import { useQuery } from '@tanstack/react-query'
import type { SchoolSetupResponse } from '#shared/contracts/school-setup'
import { api } from '#web/lib/api-client'

export const schoolSetupQueryKey = ['school', 'setup'] as const

export function getSchoolSetup(): Promise<SchoolSetupResponse> {
  return api.get('/api/school/setup')
}

/**
 * The headmaster's first-run checklist. Asked by the browser once it has the page: a server-rendered
 * dashboard (ADR 013) renders without it, so the first render the browser hydrates is the same.
 * Asked again each time the dashboard is shown (staleTime 0): the headmaster comes back from the
 * step they just did.
 */
export function useSchoolSetup(enabled: boolean) {
  return useQuery({ queryKey: schoolSetupQueryKey, queryFn: getSchoolSetup, staleTime: 0, enabled })
}
