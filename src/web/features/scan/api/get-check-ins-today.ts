import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { DaySheetResponse } from '#shared/contracts/attendance'
import { daySheetQuery } from '#shared/day-sheet-address'
import { api } from '#web/lib/api-client'
import { useAttendanceEvents } from '#web/lib/use-attendance-events'

/** Gate mode asks again this often; an accepted scan or a sync asks at once (both invalidate ['attendance']). */
export const CHECK_INS_REFRESH_MS = 30_000

/**
 * Today's check-ins for the whole school: present + late from the dashboard's day counts (the
 * read model's day-count summary, ADR 008), the smallest page of the day sheet that carries them.
 */
export function getCheckInsToday(): Promise<number> {
  const sheet: Promise<DaySheetResponse> = api.get('/api/attendance/day', { query: daySheetQuery({ page: 1, pageSize: 10 }), signal: AbortSignal.timeout(5_000) })
  return sheet.then(({ counts }) => counts.present + counts.late)
}

/** A burst of records (another gate's sync of 30 scans) asks once, this long after its last. */
const LIVE_SETTLE_MS = 1_000

/**
 * Under ['attendance'], so whatever records attendance here (a scan, a sync) has it asked again; and asked again
 * when the school's live stream says a record changed anywhere (another gate's sync, a roll call), so every gate
 * shows the dashboard's count, not its own guess.
 */
export function useCheckInsToday(enabled: boolean) {
  const queryClient = useQueryClient()
  const refresh = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const run = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['attendance', 'check-ins-today'] }), LIVE_SETTLE_MS)
    }
    run.cancel = () => clearTimeout(timer)
    return run
  }, [queryClient])
  useEffect(() => refresh.cancel, [refresh])
  useAttendanceEvents(refresh, refresh)
  return useQuery({
    queryKey: ['attendance', 'check-ins-today'],
    queryFn: getCheckInsToday,
    enabled,
    refetchInterval: CHECK_INS_REFRESH_MS,
    retry: false,
  })
}
