import type { ServerContext } from '../../context'
import { forEverySchool } from '../schools'
import { queueMissingRecordNotices } from './cutoff-notices'
import { queueStaffDigests } from './staff-digest'

/**
 * Runs the cut-off's work every `everyMs` (5 minutes) on every instance, for every school: the missing-record notices to
 * families, then the staff's daily digests. Their keys keep each to one message.
 */
export function scheduleCutoffNotices(ctx: ServerContext, onError: (error: unknown) => void, everyMs = 5 * 60_000): () => void {
  const run = () => forEverySchool(ctx, (school) => queueMissingRecordNotices(school).then(() => queueStaffDigests(school)), onError).catch(onError)
  const timer = setInterval(run, everyMs)
  timer.unref()
  void run()
  return () => clearInterval(timer)
}
