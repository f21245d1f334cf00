import type { LessonMark } from '#shared/contracts/registers'

/** A register saved on the device, waiting to be sent (outbox-store.ts keeps it, outbox-state.ts shows it). */

/** One entry a user, lesson and date. */
export const queueKey = (userId: string, lessonId: string, date: string) => `${userId} ${lessonId} ${date}`

export interface QueuedMark {
  studentId: string
  status: LessonMark
  note: string | null
}

export interface QueuedRegister {
  /** `<userId> <lessonId> <date>`. */
  key: string
  /** Whose session saved it: only they send it. */
  userId: string
  lessonId: string
  date: string
  marks: QueuedMark[]
  /** When it was saved on the device (ISO, the device's clock). */
  savedAt: string
  /** The server refused it (4xx): its message; it is not sent again, the teacher decides. */
  refused?: string
}
