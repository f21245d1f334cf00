import { useQuery } from '@tanstack/react-query'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { api, apiUrl } from './api-client'

export const schoolSettingsQueryKey = ['school', 'settings'] as const
export const SCHOOL_SETTINGS_URL = apiUrl('/api/school/settings')

export function getSchoolSettings(): Promise<SchoolSettingsResponse> {
  return api.get('/api/school/settings')
}

/** The school's settings and its "today" (in the school's time zone); `enabled: false` asks nothing yet. */
export function useSchoolSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: schoolSettingsQueryKey, queryFn: getSchoolSettings, enabled })
}
