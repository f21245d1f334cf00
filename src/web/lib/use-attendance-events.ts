import { useEffect, useRef } from 'react'
import { attendanceEventSchema, type AttendanceEvent } from '#shared/contracts/attendance'

/** Every record in the school (staff). */
export const SCHOOL_EVENTS_PATH = '/api/attendance/events'
/** The signed-in student's own records. */
export const STUDENT_EVENTS_PATH = '/api/student/events'

/**
 * Listens to an attendance stream (server-sent events, same origin, session cookie)
 * while the calling component is mounted. The browser reconnects by itself after a drop;
 * `onReconnect` lets the caller refetch what it may have missed meanwhile.
 */
export function useAttendanceEvents(
  onEvent: (event: AttendanceEvent) => void,
  onReconnect?: () => void,
  path: typeof SCHOOL_EVENTS_PATH | typeof STUDENT_EVENTS_PATH = SCHOOL_EVENTS_PATH,
): void {
  const handlers = useRef({ onEvent, onReconnect })
  useEffect(() => {
    handlers.current = { onEvent, onReconnect }
  })

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(path)
    let readyBefore = false
    source.addEventListener('ready', () => {
      if (readyBefore) handlers.current.onReconnect?.()
      readyBefore = true
    })
    source.addEventListener('attendance', (message) => {
      let data: unknown
      try {
        data = JSON.parse((message as MessageEvent<string>).data)
      } catch {
        return
      }
      const parsed = attendanceEventSchema.safeParse(data)
      if (parsed.success) handlers.current.onEvent(parsed.data)
    })
    return () => source.close()
  }, [path])
}
