import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import { type QueuedMark, type QueuedRegister, queueKey } from './queued-register'

/**
 * A register saved with no network waits on the device, in IndexedDB as the scanner's scans do (ADR 027), until
 * it can be sent. One entry a user, lesson and date: a later save of the same register adds its marks to it.
 */

interface OutboxDb extends DBSchema {
  registers: { key: string; value: QueuedRegister; indexes: { byUser: string } }
}

let opened: Promise<IDBPDatabase<OutboxDb>> | null = null

function outboxDb(): Promise<IDBPDatabase<OutboxDb>> {
  opened ??= openDB<OutboxDb>('rollcall-registers', 1, {
    upgrade(db) {
      db.createObjectStore('registers', { keyPath: 'key' }).createIndex('byUser', 'userId')
    },
  })
  return opened
}

export async function queuedOf(userId: string): Promise<QueuedRegister[]> {
  return (await outboxDb()).getAllFromIndex('registers', 'byUser', userId)
}

/** Adds a save to the register's entry (its marks over those already waiting), in one transaction. */
export async function enqueue(userId: string, lessonId: string, date: string, marks: readonly QueuedMark[], savedAt: string): Promise<QueuedRegister> {
  const tx = (await outboxDb()).transaction('registers', 'readwrite')
  const key = queueKey(userId, lessonId, date)
  const earlier = await tx.store.get(key)
  const merged = new Map((earlier?.marks ?? []).map((m) => [m.studentId, m]))
  for (const mark of marks) merged.set(mark.studentId, mark)
  const entry: QueuedRegister = { key, userId, lessonId, date, marks: [...merged.values()], savedAt }
  await Promise.all([tx.store.put(entry), tx.done])
  return entry
}

export async function markRefused(entry: QueuedRegister): Promise<void> {
  await (await outboxDb()).put('registers', entry)
}

/** Sent (or discarded): out of the outbox, unless a newer save of the same register came in meanwhile. */
export async function dequeue(entry: QueuedRegister): Promise<void> {
  const tx = (await outboxDb()).transaction('registers', 'readwrite')
  const now = await tx.store.get(entry.key)
  if (now && now.savedAt === entry.savedAt) await tx.store.delete(entry.key)
  await tx.done
}
