import { LOGIN_FAILURE_WINDOW_MINUTES } from '#shared/limits'
import type { AppContext } from './context'
import { optimizePlanner } from './db/create-db'
import { deleteFailuresBefore } from './modules/auth'
import { deleteExpiredSessions } from './modules/users'
import { sweepDistrictSignIns } from './modules/district'
import { deleteCodesExpiredBefore } from './modules/qr'

const SWEEP_EVERY_MS = 60 * 60 * 1000

/** Removes expired sessions, old codes and failure counts, and refreshes planner statistics. Safe on every instance. */
export async function sweep(ctx: AppContext): Promise<void> {
  const now = ctx.now()
  await deleteExpiredSessions(ctx.db, now.toISOString())
  const failuresBefore = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000).toISOString()
  await deleteFailuresBefore(ctx.db, failuresBefore)
  await sweepDistrictSignIns(ctx.db, now.toISOString(), failuresBefore)
  // An expired code is refused by its signed expiry alone; its row is kept a day for the record.
  await deleteCodesExpiredBefore(ctx.db, new Date(now.getTime() - 24 * 60 * 60_000).toISOString())
  await optimizePlanner({ db: ctx.db, kind: ctx.dbKind })
}

export function scheduleSweeps(ctx: AppContext, onError: (error: unknown) => void): () => void {
  const run = () => sweep(ctx).catch(onError)
  void run()
  const timer = setInterval(run, SWEEP_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
