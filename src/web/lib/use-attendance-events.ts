import { useEffect, useRef } from 'react'
import type { AttendanceEvent } from '#shared/contracts/attendance'

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
      // Of its declared shape, as every answer is (lib/api-client, ADR 048): the stream's route declares its events
      // (attendanceEventSchema), and the server checks each one crossing from another instance. Not parsed again
      // with zod here: that would load and build the schemas on every live page before it answers a tap (ADR 038).
      let event: AttendanceEvent
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as AttendanceEvent
      } catch {
        return
      }
      handlers.current.onEvent(event)
    })
    return () => source.close()
  }, [path])
}
