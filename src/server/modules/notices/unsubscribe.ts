import type { ServerContext } from '../../context'
import { findUserById, type UserRow } from '../users'
import { turnEmailNoticesOff } from './notices.queries'
import { dropWaitingFor } from './send-time.queries'
import { readUnsubscribeToken } from './unsubscribe-token'

/**
 * What an unsubscribe link can do (ADR 021, RFC 8058): opening it changes nothing and asks; only a POST
 * (the page's button, or a mail client's one-click) turns the adult's email notices off. A link issued
 * before the adult turned them on again is stale: it no longer speaks for them.
 */
export type UnsubscribeLink =
  | { state: 'invalid' }
  | { state: 'stale' | 'alreadyOff' | 'on'; user: UserRow; schoolId: string; issuedAt: string }

/** What the link names and where that adult stands, changing nothing. */
export async function readUnsubscribeLink(ctx: ServerContext, token: unknown): Promise<UnsubscribeLink> {
  const found = typeof token === 'string' ? readUnsubscribeToken(ctx.secrets.notices, token) : null
  const user = found ? await findUserById(ctx.db, found.schoolId, found.userId) : undefined
  if (!found || !user || user.archived_at !== null) return { state: 'invalid' }
  const at = { user, schoolId: found.schoolId, issuedAt: found.issuedAt }
  if (user.email_notices_since !== null && user.email_notices_since > found.issuedAt) return { state: 'stale', ...at }
  return { state: user.email_notifications === 0 ? 'alreadyOff' : 'on', ...at }
}

/** The POST: turns the notices off when the link may; says where the adult stands either way. */
export async function unsubscribe(ctx: ServerContext, token: unknown): Promise<UnsubscribeLink | { state: 'done'; user: UserRow; schoolId: string }> {
  const link = await readUnsubscribeLink(ctx, token)
  if (link.state !== 'on') return link
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!(await turnEmailNoticesOff(trx, link.schoolId, link.user.id, link.issuedAt, ctx.now().toISOString()))) return false
    // What is still waiting for them is not sent either (ADR 021 addendum).
    await dropWaitingFor(trx, link.schoolId, link.user.id)
    return true
  })
  if (done) return { state: 'done', user: link.user, schoolId: link.schoolId }
  // Changed meanwhile (turned off, or on again since): say how it stands now.
  return readUnsubscribeLink(ctx, token)
}
