import type { QueryClient } from '@tanstack/react-query'
import { lessonsQueryRoot } from '../api/get-lessons-today'
import { loadOutbox, sendOutbox } from './outbox'
import { hasWaiting } from './outbox-state'

/** While registers wait, they are offered to the server this often (and at once when the network returns). */
const SEND_EVERY_MS = 15_000

/**
 * Started by the signed-in app for staff who take registers, whatever page is open: sends the registers saved on
 * this device with no network as soon as it is back. Returns the stop.
 */
export function startRegisterOutbox(userId: string, queryClient: QueryClient): () => void {
  let stopped = false
  const send = async () => {
    if (stopped) return
    const sent = await sendOutbox(userId).catch(() => 0)
    if (sent) void queryClient.invalidateQueries({ queryKey: lessonsQueryRoot })
  }
  void loadOutbox(userId).then(send).catch(() => {})
  const up = () => void send()
  window.addEventListener('online', up)
  const timer = setInterval(() => hasWaiting() && up(), SEND_EVERY_MS)
  return () => {
    stopped = true
    window.removeEventListener('online', up)
    clearInterval(timer)
  }
}
