import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DistrictLoginRequest, DistrictMeResponse } from '#shared/contracts/district'
import { api, ApiError } from '#web/lib/api-client'

export const districtMeKey = ['district', 'me'] as const

/** Who is signed in to the district, or null: a 401 here is the sign-in form, not an expired school session. */
async function fetchDistrictMe(): Promise<DistrictMeResponse | null> {
  try {
    return await api.get('/api/district/me', { expectUnauthorized: true })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export function useDistrictMe() {
  return useQuery(queryOptions({ queryKey: districtMeKey, queryFn: fetchDistrictMe }))
}

export function useDistrictLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DistrictLoginRequest): Promise<DistrictMeResponse> => api.post('/api/district/login', { body, expectUnauthorized: true }),
    onSuccess: (me) => queryClient.setQueryData(districtMeKey, me),
  })
}

export function useDistrictLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (): Promise<void> => api.post('/api/district/logout'),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['district'] })
      queryClient.setQueryData(districtMeKey, null)
    },
  })
}
