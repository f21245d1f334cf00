import { isApiError } from '#web/lib/api-client'
import { saveRegister } from '../api/save-register'
import { registerError } from '../components/register-errors'
import { setOutboxState } from './outbox-state'
import { dequeue, enqueue, markRefused, queuedOf } from './outbox-store'
import type { QueuedMark, QueuedRegister } from './queued-register'

let loadedFor: string | null = null
let sending = false

/** Reads what waits on the device for this user (once a user a page load). */
export async function loadOutbox(userId: string): Promise<void> {
  if (loadedFor === userId) return
  loadedFor = userId
  for (const entry of await queuedOf(userId)) setOutboxState(entry.key, { phase: entry.refused ? 'refused' : 'queued', entry })
}

/** A save that could not reach the server: kept on the device, sent when the network is back. */
export async function queueRegister(userId: string, lessonId: string, date: string, marks: readonly QueuedMark[]): Promise<void> {
  const entry = await enqueue(userId, lessonId, date, marks, new Date().toISOString())
  setOutboxState(entry.key, { phase: 'queued', entry })
}

export async function discardQueued(entry: QueuedRegister): Promise<void> {
  await dequeue(entry)
  setOutboxState(entry.key, null)
}

/** A refusal that asking again will not change (not a lost session, a timeout or a limit). */
const refusal = (failure: unknown) => isApiError(failure) && failure.status >= 400 && failure.status < 500 && ![401, 408, 429].includes(failure.status)

/**
 * Sends what waits, one register after another. A register the server takes leaves the outbox ("sent"); one
 * it refuses (the lesson cancelled meanwhile, not the teacher's) stays with the server's word, for the teacher;
 * no answer at all leaves the rest for the next try. Returns how many were sent.
 */
export async function sendOutbox(userId: string): Promise<number> {
  if (sending || !navigator.onLine) return 0
  sending = true
  let sent = 0
  try {
    await loadOutbox(userId)
    for (const entry of await queuedOf(userId)) {
      if (entry.refused) continue
      setOutboxState(entry.key, { phase: 'sending', entry })
      try {
        await saveRegister(entry.lessonId, { date: entry.date, marks: entry.marks.map((m) => ({ ...m, note: m.note ?? undefined })) })
        await dequeue(entry)
        setOutboxState(entry.key, { phase: 'sent', at: new Date().toISOString(), entry })
        sent += 1
      } catch (failure) {
        if (!refusal(failure)) {
          setOutboxState(entry.key, { phase: 'queued', entry })
          break
        }
        const refused = { ...entry, refused: registerError(failure) }
        await markRefused(refused)
        setOutboxState(entry.key, { phase: 'refused', entry: refused })
      }
    }
  } finally {
    sending = false
  }
  return sent
}

/** Whether a save failed for want of a network or a server (then it is kept on the device), rather than being refused. */
export const unreachable = (failure: unknown) => !isApiError(failure) || failure.status === 0 || failure.status >= 500
