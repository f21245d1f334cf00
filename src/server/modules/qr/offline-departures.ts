import type { AttendanceEvent } from '#shared/contracts/attendance'
import type { OfflineScanAnswer } from '#shared/contracts/offline-scans'
import { hasArrived } from '#shared/departure'
import type { Db } from '../../db/create-db'
import type { School } from '../schools'
import { findDeparture, recordDeparture } from '../attendance'
import { recordsOfDay } from './offline-scans.queries'

/** A queued scan that came when going-home scans had begun, of a student whose day had a record by then. */
export interface Leaving {
  nonce: string
  happenedAt: Date
  studentId: string
  date: string
  codeNonce: string | null
}

interface Context {
  school: School
  scannerId: string
  syncedAt: string
  student: (id: string) => { id: string; name: string; className: string }
  /** The issue of a phone's code: whether it was used, and by whom, before this sync. */
  issue: (codeNonce: string) => { used_at: string | null; used_by: string | null } | undefined
  /** Codes this sync has used already (its arrivals). */
  used: Set<string>
  /** The answer when the scan is no departure after all (the day's record is not an arrival). */
  notLeaving: (j: Leaving, records: Awaited<ReturnType<typeof recordsOfDay>>) => OfflineScanAnswer
}

/**
 * Queued going-home scans (ADR 029), oldest first, inside the sync's transaction: each the departure of
 * a student who arrived, at the time it happened; the first departure of the day wins, a later one is
 * answered "already left at". A phone's code is single-use as for arrivals: one that took the arrival
 * (online, or earlier in this batch) is refused as used, unless it is this scanner's own departure sent
 * twice (online, then queued too when the answer was slow). A printed card is not single-use.
 */
export async function decideDepartures(trx: Db, c: Context, leaving: Leaving[], events: AttendanceEvent[]): Promise<Map<string, OfflineScanAnswer>> {
  const answers = new Map<string, OfflineScanAnswer>()
  const { school } = c
  for (const j of [...leaving].sort((a, b) => a.happenedAt.getTime() - b.happenedAt.getTime())) {
    const student = c.student(j.studentId)
    const records = await recordsOfDay(trx, school.id, j.date, [j.studentId])
    const arrival = records[0]
    if (!arrival || !hasArrived(arrival.status)) { answers.set(j.nonce, c.notLeaving(j, records)); continue }
    if (j.codeNonce) {
      const issue = c.issue(j.codeNonce)
      if (c.used.has(j.codeNonce) || issue?.used_at) {
        const departure = await findDeparture(trx, school.id, j.studentId, j.date)
        const own = issue?.used_by === c.scannerId && departure?.recorded_by === c.scannerId && !departure.offline
        answers.set(j.nonce, own
          ? { nonce: j.nonce, outcome: 'departed', student, date: j.date, time: departure.time, leftEarly: departure.left_early === 1 }
          : { nonce: j.nonce, outcome: 'refused', reason: 'used', student })
        continue
      }
    }
    const leftAt = j.happenedAt.toISOString()
    const result = await recordDeparture(trx, school, {
      schoolId: school.id, studentId: j.studentId, date: j.date, leftAt, method: 'qr', offline: true, recordedBy: c.scannerId, at: c.syncedAt,
    })
    if (!result.recorded) { answers.set(j.nonce, { nonce: j.nonce, outcome: 'alreadyDeparted', student, date: j.date, time: result.time }); continue }
    if (j.codeNonce) c.used.add(j.codeNonce)
    events.push({ studentId: j.studentId, date: j.date, status: arrival.status, method: 'qr', recordedAt: arrival.recorded_at, departedAt: leftAt })
    answers.set(j.nonce, { nonce: j.nonce, outcome: 'departed', student, date: j.date, time: result.time, leftEarly: result.leftEarly })
  }
  return answers
}
