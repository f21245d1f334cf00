import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DistrictSchoolsResponse } from '#shared/contracts/district'
import type { CreateSchoolRequest } from '#shared/contracts/schools'
import { api } from '#web/lib/api-client'

const schoolsKey = (date: string) => ['district', 'schools', date] as const

/** Every school's figures; `date` (empty: each school's today) for the registers taken. */
export function useDistrictSchools(date: string) {
  return useQuery({
    queryKey: schoolsKey(date),
    queryFn: () => api<DistrictSchoolsResponse>(`/api/district/schools${date ? `?date=${encodeURIComponent(date)}` : ''}`, { expectUnauthorized: true }),
  })
}

export function useCreateSchool() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateSchoolRequest) =>
      api<{ school: { name: string; code: string } }>('/api/district/schools', { method: 'POST', body, expectUnauthorized: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['district', 'schools'] }),
  })
}
