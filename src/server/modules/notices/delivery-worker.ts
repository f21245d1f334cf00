import type { AppContext, ServerContext } from '../../context'
import { findSchool, forEverySchool } from '../schools'
import { aboutKey, composeAtSend, isAboutRecord, markTold, type SendTimeFacts, sendTimeFacts } from './compose-at-send'
import { claimDue, DEFAULT_QUIET, type OutboxRow, quietHoursOf, settle } from './notices.queries'
import { dropClaimed } from './send-time.queries'
import { quietUntil } from './quiet-hours'
import type { Transport } from './transports'
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-token'

export interface DeliveryOptions {
  /** The address the app is reached at, for the unsubscribe links. */
  publicUrl: string
  /** Messages claimed at a time. */
  batchSize?: number
  /** Tries before a message is failed for good. */
  maxTries?: number
  /** The first retry's wait; each later one waits twice as long, up to `maxBackoffMs`. */
  backoffMs?: number
  maxBackoffMs?: number
  /** How long a claim holds: a message still `sending` after it was lost with its worker, and is due again. */
  leaseMs?: number
}

export const DELIVERY_DEFAULTS = { batchSize: 50, maxTries: 8, backoffMs: 30_000, maxBackoffMs: 3_600_000, leaseMs: 5 * 60_000 }

/** The wait before the next try, after `tries` failed ones: 30 s, 1 min, 2 min … up to an hour. */
export const backoff = (tries: number, base: number, max: number) => Math.min(max, base * 2 ** Math.max(0, tries - 1))

/**
 * One round of delivery: claims the due messages (notices.queries.ts, claimDue: no two workers, in one
 * process or several, hold the same message), composes each from the facts now (compose-at-send.ts), and
 * either drops it (no longer true, or no longer wanted), or holds it until its adult's quiet hours end, or
 * sends it and marks it sent, or queues it again after a back-off, or fails it after its last try with the
 * error. The messages about one adult, child and day go in turn, oldest first, so each is judged by what
 * the one before it told. Returns how many were claimed (a full batch means more may be due).
 */
export async function deliverDue(ctx: AppContext, transport: Transport, options: DeliveryOptions): Promise<number> {
  const o = { ...DELIVERY_DEFAULTS, ...options }
  const now = ctx.now()
  const claimed = await claimDue(ctx.db, ctx.dbKind, ctx.schoolId, now.toISOString(), new Date(now.getTime() + o.leaseMs).toISOString(), o.batchSize)
  if (claimed.length === 0) return 0
  const school = await findSchool(ctx.db, ctx.schoolId)
  const [quiet, facts] = await Promise.all([
    quietHoursOf(ctx.db, ctx.schoolId, [...new Set(claimed.map((m) => m.recipient_id))]),
    sendTimeFacts(ctx.db, ctx.schoolId, claimed),
  ])
  const inTurn = new Map<string, OutboxRow[]>()
  for (const row of [...claimed].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))) {
    const key = isAboutRecord(row) ? aboutKey(row) : row.id
    inTurn.set(key, [...(inTurn.get(key) ?? []), row])
  }
  await Promise.all([...inTurn.values()].map(async (rows) => {
    for (const row of rows) {
      await deliverOne(ctx, transport, o, row, facts, school, quiet.get(row.recipient_id) ?? DEFAULT_QUIET)
    }
  }))
  return claimed.length
}

async function deliverOne(
  ctx: AppContext, transport: Transport, o: typeof DELIVERY_DEFAULTS & DeliveryOptions, claimed: OutboxRow,
  facts: SendTimeFacts, school: Awaited<ReturnType<typeof findSchool>>, quiet: { start: string; end: string },
): Promise<void> {
  const row = composeAtSend(claimed, facts, school)
  if (!row) return dropClaimed(ctx.db, ctx.schoolId, claimed.id)
  const until = quietUntil(ctx.now(), school.time_zone, quiet)
  if (until) return settle(ctx.db, ctx.schoolId, row.id, { state: 'held', nextAttemptAt: until.toISOString() })
  try {
    const link = unsubscribeUrl(o.publicUrl, unsubscribeToken(ctx.secrets.notices, row.school_id, row.recipient_id, ctx.now().toISOString()))
    await transport.send({ row, unsubscribeUrl: link })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const last = row.tries >= o.maxTries
    const next = new Date(ctx.now().getTime() + backoff(row.tries, o.backoffMs, o.maxBackoffMs)).toISOString()
    return settle(ctx.db, ctx.schoolId, row.id, { state: last ? 'failed' : 'queued', nextAttemptAt: next, error: message })
  }
  await settle(ctx.db, ctx.schoolId, row.id, { state: 'sent', at: ctx.now().toISOString(), channel: transport.channel, composed: row })
  markTold(facts, row)
}

export interface DeliveryWorker {
  /** Stops polling and waits for the round in progress, so no claim is left half done. */
  stop(): Promise<void>
}

/**
 * The worker in the app process (main.ts): a round every `intervalMs`, at once again while rounds come
 * back full. Without a transport there is no worker: messages stay queued and the Notices page says why.
 */
export function startDeliveryWorker(
  ctx: ServerContext,
  transport: Transport,
  options: DeliveryOptions & { intervalMs?: number; onError: (error: unknown) => void },
): DeliveryWorker {
  const batchSize = options.batchSize ?? DELIVERY_DEFAULTS.batchSize
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> = Promise.resolve()
  const round = async () => {
    try {
      // Each school's messages in turn (ADR 034), at once again while its rounds come back full.
      await forEverySchool(ctx, async (school) => {
        while (!stopped && (await deliverDue(school, transport, options)) >= batchSize) { /* more are due */ }
      }, options.onError)
    } catch (error) {
      options.onError(error)
    }
    if (!stopped) timer = setTimeout(() => (running = round()), options.intervalMs ?? 1_000)
  }
  running = round()
  return {
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
      transport.close()
    },
  }
}
