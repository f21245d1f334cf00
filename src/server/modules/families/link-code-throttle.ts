import { translate } from '#shared/i18n/translate'
import {
  LINK_CODE_FAILURES_PER_ACCOUNT,
  LINK_CODE_FAILURES_PER_NETWORK,
  LINK_CODE_FAILURES_PER_SCHOOL,
  LOGIN_FAILURE_WINDOW_MINUTES,
} from '#shared/limits'
import { LINK_CODE_LIMIT_MESSAGES } from '#shared/link-code'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { newId } from '../../lib/ids'
import { clientNetwork } from '../../lib/client-network'
import { clearIdentifierFailures, failuresSince, recordFailure } from '../auth'

/**
 * Wrong link codes (ADR 040), counted with the sign-in failures (the same table, window and
 * sweep) under their own names, so they never count against an address's sign-ins nor sign-ins against them:
 * - a signed-in parent's against their account alone: other families' typos never stop them;
 * - a registration's (nobody signed in) against its network, with a ceiling a school's shared address
 *   does not reach in normal use;
 * - every one against the school's code space: past its ceiling, a network that has a wrong code of its
 *   own in the window waits, and one that has none may still try (a family typing its code right gets in).
 * The numbers and why: src/shared/limits.ts.
 */
export type CodeAttempt = { account: string } | { address: string }

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000
/** What login_failures' `ip` holds for a wrong link code: the school's code space, never an address. */
const CODE_SPACE = 'link-code'
const keyOf = (attempt: CodeAttempt) =>
  'account' in attempt ? `link-code:account:${attempt.account}` : `link-code:network:${clientNetwork(attempt.address)}`

type Limit = keyof typeof LINK_CODE_LIMIT_MESSAGES
/** A 429 that says which count was reached, with Retry-After: when the failure named by `until` leaves the window. */
function tooMany(limit: Limit, until: string | null, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil(((until ? Date.parse(until) : now.getTime()) + WINDOW_MS - now.getTime()) / 1000))
  return new AppError(429, limit, translate(LINK_CODE_LIMIT_MESSAGES[limit], { count: Math.ceil(seconds / 60) }), { retryAfterSeconds: seconds })
}

/** Refuses the attempt, before the code is looked up, when one of its counts is full. */
export async function assertMayTryLinkCode(ctx: AppContext, attempt: CodeAttempt): Promise<void> {
  const now = ctx.now()
  const since = new Date(now.getTime() - WINDOW_MS).toISOString()
  const own = await failuresSince(ctx.db, ctx.schoolId, { identifier: keyOf(attempt) }, since)
  if ('account' in attempt) {
    if (own.count >= LINK_CODE_FAILURES_PER_ACCOUNT) throw tooMany('link_codes_account_limit', own.oldest, now)
    return
  }
  if (own.count >= LINK_CODE_FAILURES_PER_NETWORK) throw tooMany('link_codes_network_limit', own.oldest, now)
  if (own.count === 0) return
  const school = await failuresSince(ctx.db, ctx.schoolId, { ip: CODE_SPACE }, since)
  // Under a guessing attack: this network has had its try; it may try again once its last wrong code has aged out.
  if (school.count >= LINK_CODE_FAILURES_PER_SCHOOL) throw tooMany('link_codes_school_limit', own.newest, now)
}

export async function noteWrongLinkCode(ctx: AppContext, attempt: CodeAttempt): Promise<void> {
  await recordFailure(ctx.db, { schoolId: ctx.schoolId, id: newId(), identifier: keyOf(attempt), ip: CODE_SPACE, failedAt: ctx.now().toISOString() })
}

/** A right code forgives a parent's own earlier typos; a network's stay (one family's success does not clear another's). */
export async function noteRightLinkCode(ctx: AppContext, attempt: CodeAttempt): Promise<void> {
  if ('account' in attempt) await clearIdentifierFailures(ctx.db, ctx.schoolId, keyOf(attempt))
}
