import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useAttendanceEvents } from '#web/lib/use-attendance-events'
import { reportsQueryKeyPrefix } from '../api/keys'

/** A record saved anywhere refreshes the report on screen (the school's live stream). */
export function useLiveReports() {
  const queryClient = useQueryClient()
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: reportsQueryKeyPrefix }), [queryClient])
  useAttendanceEvents(refresh, refresh)
}
