import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { AttendanceEvent } from '#shared/contracts/attendance'
import type { DayRecord, StudentProfileResponse } from '#shared/contracts/student-profile'
import { schoolTime } from '#web/lib/dates'
import { useMe } from '#web/lib/session'
import { STUDENT_EVENTS_PATH, useAttendanceEvents } from '#web/lib/use-attendance-events'
import { studentProfileQueryKey } from '../api/get-student-profile'

/**
 * The student's own records as they happen (their code scanned at the gate, a
 * teacher's correction): the profile changes at once from the event, then is
 * fetched again so the rate and the list agree with the server.
 */
export function useLiveProfile(): void {
  const queryClient = useQueryClient()
  const { school } = useMe()
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: studentProfileQueryKey }), [queryClient])
  const onEvent = useCallback(
    (event: AttendanceEvent) => {
      // A null status: the record was taken back (an approved absence request cancelled), the day no longer recorded.
      const record: DayRecord | null = event.status === null ? null : {
        date: event.date,
        status: event.status,
        method: event.method,
        recordedAt: event.recordedAt,
        time: schoolTime(event.recordedAt, school.timeZone).slice(0, 5),
      }
      queryClient.setQueryData<StudentProfileResponse>(studentProfileQueryKey, (profile) =>
        profile
          ? {
              ...profile,
              today: profile.today.date === event.date ? { ...profile.today, record } : profile.today,
              recent: profile.recent.map((day) => (day.date === event.date ? { ...day, record } : day)),
            }
          : profile,
      )
      refresh()
    },
    [queryClient, refresh, school.timeZone],
  )
  useAttendanceEvents(onEvent, refresh, STUDENT_EVENTS_PATH)
}
