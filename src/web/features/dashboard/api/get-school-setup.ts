import { useQuery } from '@tanstack/react-query'
import type { SchoolSetupResponse } from '#shared/contracts/school-setup'
import { api, apiUrl } from '#web/lib/api-client'

export const schoolSetupQueryKey = ['school', 'setup'] as const
export const SCHOOL_SETUP_URL = apiUrl('/api/school/setup')

export function getSchoolSetup(): Promise<SchoolSetupResponse> {
  return api.get('/api/school/setup')
}

/**
 * The headmaster's first-run checklist. A server-rendered dashboard comes with it (ADR 058). Asked again
 * each time the dashboard is shown (staleTime 0): the headmaster comes back from the step they just did.
 */
export function useSchoolSetup(enabled: boolean) {
  return useQuery({ queryKey: schoolSetupQueryKey, queryFn: getSchoolSetup, staleTime: 0, enabled })
}
