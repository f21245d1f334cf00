import { type AttendanceEvent, attendanceEventSchema } from '#shared/contracts/attendance'
import { z } from 'zod'
import type { DbHandle } from '../../db/create-db'
import { createMemoryNotifier, createPostgresNotifier, MAX_NOTIFY_BYTES, type Notifier } from '../../db/notifier'

/** Attendance changes, fanned out to every open dashboard of the school, in every app instance. */
export interface AttendanceEvents {
  publish(schoolId: string, events: AttendanceEvent[]): Promise<void>
  subscribe(schoolId: string, listener: (event: AttendanceEvent) => void): () => void
  close(): Promise<void>
  /**
   * PostgreSQL: the channel a statement may `pg_notify` a message on itself (eventsMessage, under
   * MAX_NOTIFY_BYTES), delivered when its transaction commits: the one-round-trip scan (ADR 033). Null in memory.
   */
  readonly channel: string | null
}

/**
 * The message's text around its events: `head`, the events' JSON joined by commas, `tail`. A statement that
 * picks the events itself (the one-round-trip write, ADR 037) is given these and each event's JSON.
 */
export const eventsEnvelope = (schoolId: string) => ({ head: `{"schoolId":${JSON.stringify(schoolId)},"events":[`, tail: ']}' })

/** The message `publish` sends for these events (one school's, few enough for one NOTIFY): JSON `{ schoolId, events }`. */
export function eventsMessage(schoolId: string, events: AttendanceEvent[]): string {
  const { head, tail } = eventsEnvelope(schoolId)
  return head + events.map((event) => JSON.stringify(event)).join(',') + tail
}

const messageSchema = z.object({ schoolId: z.string(), events: z.array(attendanceEventSchema) })

export function createAttendanceEvents(handle: DbHandle, onError: (error: unknown) => void): AttendanceEvents {
  // Channels are database-wide; the schema name keeps test schemas (and their schools) apart.
  const channel = handle.postgres
    ? handle.postgres.schema === 'public' ? 'rollcall_attendance' : `rollcall_attendance_${handle.postgres.schema}`
    : null
  const notifier: Notifier = handle.postgres && channel ? createPostgresNotifier(handle.postgres.pool, handle.postgres.url, channel, onError) : createMemoryNotifier()

  return {
    async publish(schoolId, events) {
      // A roll call of a large class is sent in several messages to stay under NOTIFY's limit. Each event's
      // JSON is made once and the message's size kept as it grows: a morning synced at once is 2,000 events.
      const { head, tail } = eventsEnvelope(schoolId)
      const room = MAX_NOTIFY_BYTES - 300 - Buffer.byteLength(head + tail)
      let batch: string[] = []
      let bytes = 0
      for (const event of events) {
        const json = JSON.stringify(event)
        const size = Buffer.byteLength(json) + 1
        if (batch.length && bytes + size > room) {
          await notifier.publish(head + batch.join(',') + tail)
          batch = []
          bytes = 0
        }
        batch.push(json)
        bytes += size
      }
      if (batch.length) await notifier.publish(head + batch.join(',') + tail)
    },
    subscribe(schoolId, listener) {
      return notifier.subscribe((payload) => {
        let parsed
        try {
          parsed = messageSchema.safeParse(JSON.parse(payload))
        } catch {
          parsed = null
        }
        if (!parsed?.success) return onError(new Error('malformed attendance notification'))
        if (parsed.data.schoolId === schoolId) parsed.data.events.forEach(listener)
      })
    },
    close: () => notifier.close(),
    channel,
  }
}
