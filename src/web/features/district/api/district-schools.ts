import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DistrictSchoolsResponse } from '#shared/contracts/district'
import type { CreateSchoolRequest } from '#shared/contracts/schools'
import { api } from '#web/lib/api-client'

const schoolsKey = (date: string) => ['district', 'schools', date] as const

/** Every school's figures; `date` (empty: each school's today) for the registers taken. */
export function useDistrictSchools(date: string) {
  return useQuery({
    queryKey: schoolsKey(date),
    queryFn: (): Promise<DistrictSchoolsResponse> => api.get('/api/district/schools', { query: { date }, expectUnauthorized: true }),
  })
}

export function useCreateSchool() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateSchoolRequest): Promise<{ school: { name: string; code: string } }> =>
      api.post('/api/district/schools', { body, expectUnauthorized: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['district', 'schools'] }),
  })
}
