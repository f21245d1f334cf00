import { zonedMinute } from '#shared/dates'
import type { ScanResponse } from '#shared/contracts/qr'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { assertRecordableDate, assertRecordableWeekday, type School } from '../schools'
import { decideArrival, writeAttendance } from '../attendance'
import { alreadyCheckedIn, codeInvalid } from './qr-errors'
import { findStudentCard } from './qr.queries'
import { departIfArrived } from './scan-departure'
import { arriveInOneTrip, arrivesInOneTrip } from './scan-in-one-trip'

/** A scan once its carrier is checked: whose it is, who scanned it, and what it used up. */
export interface IdentifiedScan {
  studentId: string
  scannerId: string
  /**
   * Inside the write's transaction, before anything is written: claims what the scan used (a phone's code is
   * single-use), or throws to refuse; the refusal rolls the whole scan back. A printed card claims nothing.
   */
  claim?: (trx: Db) => Promise<void>
  /** A phone's code: its nonce, which PostgreSQL may claim and record in one round trip (ADR 033). */
  nonce?: string
}

/**
 * The one scan command (ADR 041): a phone's code, a typed code and a printed card, once each has named the
 * student, are recorded here alike. The instant decides the day and the status (`decideArrival`: the shared late
 * and going-home rules); then, in one transaction, the carrier's claim, the student still on the school's roll,
 * and either their departure (going-home scans begun and they arrived, ADR 029) or their arrival through the one
 * write path, never over a record of the day. On PostgreSQL a plain arrival of a code is first offered to one
 * server-side call (ADR 033): the same rows in one round trip; whatever it refuses comes back here.
 */
export async function recordScan(ctx: AppContext, school: School, scan: IdentifiedScan): Promise<ScanResponse> {
  const now = ctx.now()
  const at = now.toISOString()
  const { studentId, scannerId } = scan
  const { date, time, status, departing } = decideArrival(school, now)
  if (scan.nonce && arrivesInOneTrip(ctx, school, status, departing)) {
    assertRecordableWeekday(school, date, now)
    const arrived = await arriveInOneTrip(ctx, { studentId, nonce: scan.nonce, scannerId, date, at, time, status })
    if (arrived) return arrived
  }
  await assertRecordableDate(ctx.db, school, date, now)

  // Committed with the scans that arrive beside it (ADR 054); answered once that commit is durable.
  const { student, event, departed } = await ctx.writes.run(async (trx) => {
    await scan.claim?.(trx)
    const student = await findStudentCard(trx, ctx.schoolId, studentId)
    if (!student) throw codeInvalid()
    const departed = departing ? await departIfArrived(trx, school, { schoolId: ctx.schoolId, studentId, date, at, scannerId }) : null
    if (departed) return { student, event: departed.event, departed }
    // Throwing rolls the whole transaction back: the code stays unused, the record untouched.
    const event = await writeAttendance(trx, ctx.dbKind, {
      schoolId: ctx.schoolId, studentId, date, today: date, status, note: null, method: 'qr', recordedBy: scannerId, at,
      refuseExisting: (existing) => {
        throw alreadyCheckedIn(zonedMinute(existing.recordedAt, school.time_zone))
      },
    })
    return { student, event, departed: null }
  })
  if (event) await ctx.events.publish(ctx.schoolId, [event])
  if (departed) return { outcome: 'departed', student, status: departed.status, date, time: departed.time, recordedAt: at, leftEarly: departed.leftEarly }
  return { outcome: 'arrived', student, status, date, time, recordedAt: at }
}
