import { useSyncExternalStore } from 'react'
import { type QueuedRegister, queueKey } from './queued-register'

/**
 * The device's outbox of registers as the screens read it, kept in memory: what waits for each register, and which
 * were sent since the page loaded. Apart from IndexedDB (outbox-store.ts, outbox.ts), so the home page's list reads
 * it without loading either.
 */
export type OutboxState =
  | { phase: 'queued' | 'sending' | 'refused'; entry: QueuedRegister }
  | { phase: 'sent'; at: string; entry: QueuedRegister }

let states = new Map<string, OutboxState>()
const listeners = new Set<() => void>()

export function setOutboxState(key: string, state: OutboxState | null): void {
  states = new Map(states)
  if (state) states.set(key, state)
  else states.delete(key)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const NONE = new Map<string, OutboxState>()

/** Every register's state, by queueKey; the server's render (and the hydration) sees none. */
export const useOutbox = () => useSyncExternalStore(subscribe, () => states, () => NONE)
export const useOutboxState = (userId: string, lessonId: string, date: string) => useOutbox().get(queueKey(userId, lessonId, date)) ?? null

/** Whether any register waits to be sent. */
export const hasWaiting = () => [...states.values()].some((s) => s.phase === 'queued')
