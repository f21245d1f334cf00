import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChooseSchoolRequest, CurrentSchoolResponse } from '#shared/contracts/schools'
import { api } from '#web/lib/api-client'

/** Which school this address or device is for (ADR 034): null when the sign-in screen must ask for a code. */
export const currentSchoolQueryKey = ['current-school'] as const

export function useCurrentSchool() {
  return useQuery({
    queryKey: currentSchoolQueryKey,
    queryFn: (): Promise<CurrentSchoolResponse> => api.get('/api/schools/current', { expectUnauthorized: true }),
    staleTime: Infinity,
    retry: false,
  })
}

/** Remembers a school code on this device, or forgets it; either way what the sign-in screen shows is asked again. */
export function useChooseSchool() {
  const queryClient = useQueryClient()
  const refresh = async () => {
    queryClient.removeQueries({ queryKey: ['demo-accounts'] })
    await queryClient.invalidateQueries({ queryKey: currentSchoolQueryKey })
  }
  const choose = useMutation({
    mutationFn: (body: ChooseSchoolRequest): Promise<CurrentSchoolResponse> => api.post('/api/schools/choose', { body }),
    onSuccess: refresh,
  })
  const forget = useMutation({
    mutationFn: (): Promise<void> => api.delete('/api/schools/choose'),
    onSuccess: refresh,
  })
  return { choose, forget }
}
