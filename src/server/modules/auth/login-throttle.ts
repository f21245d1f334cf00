import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FAILURES_PER_IDENTIFIER,
  LOGIN_FAILURES_PER_IP,
} from '#shared/limits'
import type { AppContext } from '../../context'
import { rateLimited } from '../../errors'
import { newId } from '../../lib/ids'
import { clearIdentifierFailures, type FailureWindow, failuresSince, recordFailure } from './login-failures.queries'

/**
 * Failed sign-ins are counted in the database, so every app instance sees the
 * same count. One identifier gets a handful of tries; one address gets many
 * more, because a whole school often shares one public address.
 */
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000

function retryAfterSeconds(window: FailureWindow, at: Date): number {
  const oldest = window.oldest ? Date.parse(window.oldest) : at.getTime()
  return Math.max(1, Math.ceil((oldest + WINDOW_MS - at.getTime()) / 1000))
}

export async function assertNotThrottled(ctx: AppContext, identifier: string, ip: string): Promise<void> {
  await assertUnderLimits((by, since) => failuresSince(ctx.db, ctx.schoolId, by, since), identifier, ip, ctx.now())
}

/** The same limits over any record of failures (a school's, or the district's: modules/district). */
export async function assertUnderLimits(
  failures: (by: { identifier: string } | { ip: string }, since: string) => Promise<FailureWindow>,
  identifier: string,
  ip: string,
  at: Date,
): Promise<void> {
  const since = new Date(at.getTime() - WINDOW_MS).toISOString()
  const byIdentifier = await failures({ identifier }, since)
  if (byIdentifier.count >= LOGIN_FAILURES_PER_IDENTIFIER) throw rateLimited(retryAfterSeconds(byIdentifier, at))
  const byIp = await failures({ ip }, since)
  if (byIp.count >= LOGIN_FAILURES_PER_IP) throw rateLimited(retryAfterSeconds(byIp, at))
}

export async function noteFailure(ctx: AppContext, identifier: string, ip: string): Promise<void> {
  await recordFailure(ctx.db, {
    schoolId: ctx.schoolId,
    id: newId(),
    identifier,
    ip,
    failedAt: ctx.now().toISOString(),
  })
}

export async function noteSuccess(ctx: AppContext, identifier: string): Promise<void> {
  await clearIdentifierFailures(ctx.db, ctx.schoolId, identifier)
}
