import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SchoolSettingsInput, SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { api } from '#web/lib/api-client'
import { meQueryKey } from '#web/lib/query-client'
import { schoolSettingsQueryKey } from '#web/lib/use-school-settings'

export function updateSchoolSettings(body: SchoolSettingsInput): Promise<SchoolSettingsResponse> {
  return api.put('/api/school/settings', { body })
}

/** Headmaster only. The school's name shows in the header and its time zone decides "today", so both are refreshed. */
export function useUpdateSchoolSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSchoolSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(schoolSettingsQueryKey, saved)
      void queryClient.invalidateQueries({ queryKey: meQueryKey })
      void queryClient.invalidateQueries({ queryKey: ['attendance'] })
    },
  })
}
