import type { ScanResponse } from '#shared/contracts/qr'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { type Batcher, batched, groupCommitFor } from '../../db/group-commit'
import { newId } from '../../lib/ids'
import { calendarYear, dayCountBucket, dayOfYear, eventsMessage, oneDayCalendar } from '../attendance'
import type { School } from '../schools'
import { type ArrivalScan, recordArrivalScan, recordArrivalScans } from './scan-arrival.queries'

export interface ArrivalFacts {
  studentId: string
  nonce: string
  scannerId: string
  date: string
  /** The scan's instant (ISO) and the school's wall-clock time of it (HH:MM). */
  at: string
  time: string
  status: 'present' | 'late'
}

/**
 * Whether an arrival can take the one-round-trip path (ADR 033): PostgreSQL, and nothing the function
 * leaves to JavaScript: not a going-home scan (ADR 029), no late notice to word (ADR 021).
 */
export const arrivesInOneTrip = (ctx: AppContext, school: School, status: ArrivalFacts['status'], departing: boolean) =>
  ctx.dbKind === 'postgres' && !departing && !(status === 'late' && school.notify_late === 1)

/**
 * The arrival of a checked code, its day already checked but for holidays, in one call to PostgreSQL: the
 * same rows as the general path (qr.service.ts: the record, the code claimed, the audit row, the summaries)
 * and the same live event. Null when the function refused (nothing written): the caller runs the general
 * path, which names the refusal as it always has.
 */
export async function arriveInOneTrip(ctx: AppContext, facts: ArrivalFacts): Promise<ScanResponse | null> {
  const { studentId, date, at, status } = facts
  const event = { studentId, date, status, method: 'qr' as const, recordedAt: at }
  const { channel } = ctx.events
  const student = await arrivalsOf(ctx).run({
    schoolId: ctx.schoolId, nonce: facts.nonce, studentId, scannerId: facts.scannerId, at, date, status,
    recordId: newId(), auditId: newId(), year: calendarYear(date), day: dayOfYear(date), calendar: oneDayCalendar(date, status),
    bucket: dayCountBucket(studentId), channel, payload: eventsMessage(ctx.schoolId, [event]),
  })
  if (!student) return null
  if (!channel) await ctx.events.publish(ctx.schoolId, [event])
  return { outcome: 'arrived', student, status, date, time: facts.time, recordedAt: at }
}

type Card = Awaited<ReturnType<typeof recordArrivalScan>>

/** The day count's row a scan updates (attendance_day_counts' key), as text that sorts in one order. */
const lockOrder = (scan: ArrivalScan) => `${scan.date} ${scan.status} ${scan.bucket}`

/** Each database's queue of arrivals (ADR 054): those that come while others are in flight go in one call together. */
const arrivals = new WeakMap<Db, Batcher<ArrivalScan, Card>>()

function arrivalsOf(ctx: AppContext): Batcher<ArrivalScan, Card> {
  let batcher = arrivals.get(ctx.db)
  if (!batcher) {
    const { db } = ctx
    batcher = batched(
      async (scans) => {
        // Every batch takes the day counts' rows, the rows all scans share, in one order: two batches at once never
        // wait for each other in a circle (a deadlock, which PostgreSQL would break only after a second).
        const order = scans.map((_, i) => i).sort((a, b) => lockOrder(scans[a]!).localeCompare(lockOrder(scans[b]!)))
        const cards = await recordArrivalScans(db, order.map((i) => scans[i]!))
        const outcomes = new Array<{ ok: true; value: Card }>(scans.length)
        order.forEach((i, k) => (outcomes[i] = { ok: true, value: cards[k] }))
        return outcomes
      },
      (scan) => recordArrivalScan(db, scan),
      groupCommitFor('postgres', ctx.config.dbPoolSize),
    )
    arrivals.set(db, batcher)
  }
  return batcher
}
