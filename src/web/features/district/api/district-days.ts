import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DistrictDaysResponse } from '#shared/contracts/district'
import { api } from '#web/lib/api-client'

/** A range chosen by the user, or none: the server's default (the four weeks up to the school's today). */
export type DaysRange = { from: string; to: string } | null

/** One school day by day (GET /api/district/schools/:code/days); the previous range stays shown while the next loads. */
export function useDistrictDays(code: string, range: DaysRange) {
  return useQuery({
    queryKey: ['district', 'days', code, range?.from ?? '', range?.to ?? ''],
    queryFn: (): Promise<DistrictDaysResponse> =>
      api.get('/api/district/schools/{code}/days', { path: { code }, query: range ? { from: range.from, to: range.to } : {}, expectUnauthorized: true }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}
