import { useQuery } from '@tanstack/react-query'
import type { DaySheetResponse } from '#shared/contracts/attendance'
import { daySheetUrl } from '#shared/day-sheet-address'
import { api } from '#web/lib/api-client'

/** Gate mode asks again this often; an accepted scan or a sync asks at once (both invalidate ['attendance']). */
export const CHECK_INS_REFRESH_MS = 30_000

/**
 * Today's check-ins for the whole school: present + late from the dashboard's day counts (the
 * read model's day-count summary, ADR 008), the smallest page of the day sheet that carries them.
 */
export function getCheckInsToday(): Promise<number> {
  return api<DaySheetResponse>(daySheetUrl({ page: 1, pageSize: 10 }), { signal: AbortSignal.timeout(5_000) }).then(
    ({ counts }) => counts.present + counts.late,
  )
}

/** Under ['attendance'], so whatever records attendance (a scan, a sync) has it asked again. */
export function useCheckInsToday(enabled: boolean) {
  return useQuery({
    queryKey: ['attendance', 'check-ins-today'],
    queryFn: getCheckInsToday,
    enabled,
    refetchInterval: CHECK_INS_REFRESH_MS,
    retry: false,
  })
}
