import type { AppContext } from '../../context'
import { queueMissingRecordNotices } from './cutoff-notices'
import { queueStaffDigests } from './staff-digest'

/**
 * Runs the cut-off's work every `everyMs` (5 minutes) on every instance: the missing-record notices to
 * families, then the staff's daily digests. Their keys keep each to one message.
 */
export function scheduleCutoffNotices(ctx: AppContext, onError: (error: unknown) => void, everyMs = 5 * 60_000): () => void {
  const run = () => queueMissingRecordNotices(ctx).then(() => queueStaffDigests(ctx)).catch(onError)
  const timer = setInterval(run, everyMs)
  timer.unref()
  void run()
  return () => clearInterval(timer)
}
