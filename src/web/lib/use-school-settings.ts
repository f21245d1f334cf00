import { useQuery } from '@tanstack/react-query'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { api } from './api-client'

export const schoolSettingsQueryKey = ['school', 'settings'] as const
export const SCHOOL_SETTINGS_URL = '/api/school/settings'

export function getSchoolSettings(): Promise<SchoolSettingsResponse> {
  return api<SchoolSettingsResponse>(SCHOOL_SETTINGS_URL)
}

/** The school's settings and its "today" (in the school's time zone). */
export function useSchoolSettings() {
  return useQuery({ queryKey: schoolSettingsQueryKey, queryFn: getSchoolSettings })
}
