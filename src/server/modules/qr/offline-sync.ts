import { zonedMinute } from '#shared/dates'
import type { AttendanceEvent } from '#shared/contracts/attendance'
import {
  OFFLINE_CLOCK_TOLERANCE_SECONDS, OFFLINE_SCAN_MAX_AGE_HOURS, type OfflineRefusal, type OfflineScanAnswer, type OfflineSyncResponse,
  type offlineSyncRequestSchema,
} from '#shared/contracts/offline-scans'
import { readCard, SLOT_GRACE_SECONDS } from '#shared/qr-code'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { isConflictOfTransactions } from '../../db/group-commit'
import { firstRecordableDate, isSchoolDay, loadHolidays, type School, todayAt } from '../schools'
import { decideArrival, writeAttendanceBatch } from '../attendance'
import { answersOf, cardsOf, issuesOf, markIssuesUsed, recordsOfDay, saveAnswers } from './offline-scans.queries'
import { qrKeysFrom, readCardToken, readToken } from './qr-token'
import { cardsById } from './cards.queries'
import { decideDepartures, type Leaving } from './offline-departures'

type SyncRequest = z.output<typeof offlineSyncRequestSchema>
type Card = { id: string; name: string; className: string }
type Records = Awaited<ReturnType<typeof recordsOfDay>>

/** One scan of the batch, with what the checks that need no database found. */
interface Judged {
  nonce: string
  happenedAt: Date
  deviceScannedAt: string
  studentId: string | null
  codeNonce: string | null
  /** A printed card's id (ADR 027), for a card's scan: no issue, no slot. */
  cardId: string | null
  refusal: OfflineRefusal | null
  date: string
  /** Whether the code's signature is the server's (qr-token.ts), still being checked on the thread pool. */
  holds: Promise<boolean>
}

/** What one sync knows: who sent it, from which device, when it arrived. */
interface Sync {
  ctx: AppContext
  school: School
  scannerId: string
  deviceName: string | null
  syncedAt: string
}

/**
 * Records the scans a device took with no network (ADR 027). Each is placed at its device time plus the
 * device's offset measured now, and checked: signature and school, its slot (grace plus the clock
 * tolerance), at most a day old, a school day, its issue not replaced before it. Accepted ones are
 * recorded through the one write path, method qr, at the time they happened (late by that time); the
 * first record of a student's day wins, whatever the device or path. Once going-home scans had begun (by
 * the time the scan happened), a scan of a student whose day has an arrival is their departure instead
 * (offline-departures.ts, ADR 029). Every answer is kept under the
 * scan's nonce in the same transaction, so a re-sent batch is answered the same and changes nothing; a batch
 * sent twice at once is decided once (the later attempt is undone and answered from the first, ADR 056).
 */
export async function syncOfflineScans(ctx: AppContext, school: School, scannerId: string, request: SyncRequest): Promise<OfflineSyncResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await syncOnce(ctx, school, scannerId, request)
    } catch (error) {
      // Another sync of some of the same scans ended first (or PostgreSQL broke a deadlock between the two):
      // everything this attempt wrote is undone, and the next one finds that sync's answers.
      if (attempt >= MAX_ATTEMPTS || !(error instanceof AnsweredMeanwhile || isConflictOfTransactions(error))) throw error
    }
  }
}

/** Attempts at a sync that keeps meeting another sync of the same scans: more than a device ever sends at once. */
const MAX_ATTEMPTS = 5

/** Some scans of this sync were answered by another request while this one decided them. */
class AnsweredMeanwhile extends Error {}

async function syncOnce(ctx: AppContext, school: School, scannerId: string, request: SyncRequest): Promise<OfflineSyncResponse> {
  const now = ctx.now()
  const sync: Sync = { ctx, school, scannerId, deviceName: request.deviceName || null, syncedAt: now.toISOString() }
  const offsetMs = now.getTime() - Date.parse(request.sentAt)
  const scans = [...new Map(request.scans.map((scan) => [scan.nonce, scan])).values()]
  const answers = new Map<string, OfflineScanAnswer>()
  for (const row of await answersOf(ctx.db, ctx.schoolId, scans.map((s) => s.nonce))) answers.set(row.nonce, JSON.parse(row.answer))

  // The signatures are checked on the thread pool, on every core, while the database work goes on (qr-token.ts).
  const fresh = scans.filter((s) => !answers.has(s.nonce)).map((scan) => judge(sync, scan, offsetMs, now))
  await refuseDaysOff(ctx.db, school, fresh, now)
  const cards = await cardsOf(ctx.db, ctx.schoolId, fresh.flatMap((j) => (j.studentId ? [j.studentId] : [])))

  const events: AttendanceEvent[] = []
  const decided = await decideAndKeep(sync, fresh, cards, events)
  if (events.length) await ctx.events.publish(ctx.schoolId, events)
  for (const [nonce, answer] of decided) answers.set(nonce, answer)
  return { answers: request.scans.map((s) => answers.get(s.nonce)!), serverTime: sync.syncedAt, offsetMs }
}

/**
 * Decides the scans and writes the decisions and the answers in one transaction, which commits only once every
 * signature is known to be the server's: a scan whose is not is refused as invalid, naming no one, and the
 * transaction is done again without it. A nonce another request kept meanwhile undoes it all (the caller runs
 * the sync again).
 */
async function decideAndKeep(sync: Sync, judged: Judged[], cards: ReadonlyMap<string, Card>, events: AttendanceEvent[]) {
  for (;;) {
    try {
      return await sync.ctx.db.transaction().execute(async (trx) => {
        events.length = 0
        const decisions = await decide(trx, sync, judged, cards, events)
        if (await refuseForgeries(judged)) throw new Forged()
        // Kept last, in one statement a chunk.
        const saved = await saveAnswers(trx, judged.map((j) => rowOf(sync, j, decisions.get(j.nonce)!)))
        if (saved.size < judged.length) throw new AnsweredMeanwhile()
        return decisions
      })
    } catch (error) {
      if (!(error instanceof Forged)) throw error
    }
  }
}

/** Some codes of the batch were not signed by the server: the decisions taken as if they were are undone. */
class Forged extends Error {}

/** Waits for every signature; a code whose is not the server's becomes an invalid scan of no one. True if any was. */
async function refuseForgeries(judged: Judged[]): Promise<boolean> {
  const holds = await Promise.all(judged.map((j) => j.holds))
  const forged = judged.filter((_, i) => !holds[i])
  for (const j of forged) Object.assign(j, { studentId: null, codeNonce: null, cardId: null, refusal: 'invalid', holds: Promise.resolve(true) })
  return forged.length > 0
}

function rowOf(sync: Sync, j: Judged, answer: OfflineScanAnswer) {
  const accepted = answer.outcome === 'accepted'
  return {
    school_id: sync.ctx.schoolId, nonce: j.nonce, scanned_by: sync.scannerId, device_name: sync.deviceName,
    scanned_at: j.happenedAt.toISOString(), device_scanned_at: j.deviceScannedAt, synced_at: sync.syncedAt,
    // Only an accepted scan names its record: it is what marks the record as taken offline.
    student_id: accepted ? j.studentId : null, date: accepted ? j.date : null, outcome: answer.outcome, answer: JSON.stringify(answer),
  }
}

/** The checks that need no database: time, school, slot, and the signature (still being checked when this returns). */
function judge(sync: Sync, scan: SyncRequest['scans'][number], offsetMs: number, now: Date): Judged {
  const happenedAt = new Date(Date.parse(scan.scannedAt) + offsetMs)
  const base = {
    nonce: scan.nonce, happenedAt, deviceScannedAt: new Date(scan.scannedAt).toISOString(), studentId: null, codeNonce: null, cardId: null,
    date: todayAt(sync.school, happenedAt),
  }
  const keys = qrKeysFrom(sync.ctx.secrets.qr)
  let named: Omit<Judged, 'refusal'>
  if (readCard(scan.code)) {
    const { verdict: card, holds } = readCardToken(keys, sync.ctx.schoolId, scan.code)
    if (!card) return { ...base, refusal: 'invalid', holds }
    named = { ...base, studentId: card.sub, cardId: card.card, holds }
  } else {
    const { verdict, holds } = readToken(keys, sync.ctx.schoolId, scan.code, happenedAt, SLOT_GRACE_SECONDS + OFFLINE_CLOCK_TOLERANCE_SECONDS)
    if (!verdict.ok) return { ...base, studentId: verdict.payload?.sub ?? null, refusal: verdict.reason, holds }
    named = { ...base, studentId: verdict.payload.sub, codeNonce: verdict.payload.n, holds }
  }
  // A scan from after now, beyond the drift forgiven, is no scan a device made.
  if (happenedAt.getTime() > now.getTime() + OFFLINE_CLOCK_TOLERANCE_SECONDS * 1000) return { ...named, refusal: 'invalid' }
  if (happenedAt.getTime() < now.getTime() - OFFLINE_SCAN_MAX_AGE_HOURS * 3_600_000) return { ...named, refusal: 'tooOld' }
  return { ...named, refusal: null }
}

/** Scans on a day no record can be taken (a weekend, a holiday, before the term) are refused. */
async function refuseDaysOff(db: Db, school: School, judged: Judged[], now: Date) {
  const open = judged.filter((j) => !j.refusal)
  if (!open.length) return
  const dates = open.map((j) => j.date).sort()
  const holidays = await loadHolidays(db, school.id, dates[0]!, dates[dates.length - 1]!)
  const first = firstRecordableDate(school, todayAt(school, now)).from
  for (const j of open) if (j.date < first || !isSchoolDay(school, j.date, holidays)) j.refusal = 'notSchoolDay'
}

/** Inside the sync's transaction: the checks against the issues and the day's records, then the writes. */
async function decide(trx: Db, sync: Sync, judged: Judged[], cards: ReadonlyMap<string, Card>, events: AttendanceEvent[]) {
  const { ctx, school } = sync
  const answers = new Map<string, OfflineScanAnswer>()
  const refuse = (j: Judged, reason: OfflineRefusal) =>
    answers.set(j.nonce, { nonce: j.nonce, outcome: 'refused', reason, student: (j.studentId && cards.get(j.studentId)) || null })
  const issues = new Map((await issuesOf(trx, ctx.schoolId, judged.flatMap((j) => (j.codeNonce ? [j.codeNonce] : [])))).map((i) => [i.nonce, i]))
  const cardsSeen = await cardsById(trx, ctx.schoolId, judged.flatMap((j) => (j.cardId ? [j.cardId] : [])))
  const forgivenMs = (SLOT_GRACE_SECONDS + OFFLINE_CLOCK_TOLERANCE_SECONDS) * 1000

  // Oldest first: within a batch too, a student's first scan of the day is the one recorded.
  const firsts = new Map<string, Judged[]>()
  const seconds: Judged[] = []
  const seen = new Set<string>()
  for (const j of [...judged].sort((a, b) => a.happenedAt.getTime() - b.happenedAt.getTime())) {
    if (j.refusal) { refuse(j, j.refusal); continue }
    const issue = j.codeNonce ? issues.get(j.codeNonce) : cardsSeen.get(j.cardId!)
    if (!issue || issue.student_id !== j.studentId || !cards.has(j.studentId!)) { refuse(j, 'invalid'); continue }
    // A newer code (or card) had replaced this one before the scan: the phone showed that one, not this.
    if (issue.revoked_at && Date.parse(issue.revoked_at) < j.happenedAt.getTime() - forgivenMs) { refuse(j, j.cardId ? 'cardReplaced' : 'replaced'); continue }
    const key = `${j.studentId} ${j.date}`
    if (seen.has(key)) { seconds.push(j); continue }
    seen.add(key)
    firsts.set(j.date, [...(firsts.get(j.date) ?? []), j])
  }

  const used: string[] = []
  // The scan judged by when it happened: the one late rule and going-home rule (attendance/arrival.ts).
  const arrival = (j: Judged) => decideArrival(school, j.happenedAt)
  const departing = (j: Judged) => arrival(j).departing
  const status = (j: Judged) => arrival(j).status
  const leaving: Leaving[] = []
  const leave = (j: Judged) => leaving.push({ nonce: j.nonce, happenedAt: j.happenedAt, studentId: j.studentId!, date: j.date, codeNonce: j.codeNonce })
  for (const [date, day] of firsts) {
    const written = await writeAttendanceBatch(trx, ctx.dbKind, { schoolId: ctx.schoolId, date, method: 'qr', recordedBy: sync.scannerId, at: sync.syncedAt, today: todayAt(school, new Date(sync.syncedAt)) },
      day.map((j) => ({ studentId: j.studentId!, status: status(j), note: null, keepExisting: true, happenedAt: j.happenedAt.toISOString() })))
    events.push(...written)
    const recorded = new Set(written.map((e) => e.studentId))
    const before = await recordsOfDay(trx, ctx.schoolId, date, day.filter((j) => !recorded.has(j.studentId!)).map((j) => j.studentId!))
    for (const j of day) {
      if (!recorded.has(j.studentId!) && departing(j)) { leave(j); continue }
      if (!recorded.has(j.studentId!)) { answers.set(j.nonce, afterFirst(sync, j, cards, before, j.codeNonce ? issues.get(j.codeNonce)?.used_by : null)); continue }
      if (j.codeNonce) used.push(j.codeNonce)
      answers.set(j.nonce, { nonce: j.nonce, outcome: 'accepted', student: cards.get(j.studentId!)!, status: status(j), date, time: arrival(j).time })
    }
  }
  for (const j of seconds) {
    if (departing(j)) leave(j)
    else answers.set(j.nonce, afterFirst(sync, j, cards, await recordsOfDay(trx, ctx.schoolId, j.date, [j.studentId!]), null))
  }
  const usedNow = new Set(used)
  const judgedOf = new Map(judged.map((j) => [j.nonce, j]))
  const departures = await decideDepartures(trx, {
    school, scannerId: sync.scannerId, syncedAt: sync.syncedAt, student: (id) => cards.get(id)!, issue: (n) => issues.get(n), used: usedNow,
    notLeaving: (l, records) => afterFirst(sync, judgedOf.get(l.nonce)!, cards, records, null),
  }, leaving, events)
  for (const [nonce, answer] of departures) answers.set(nonce, answer)
  for (const nonce of usedNow) if (!used.includes(nonce)) used.push(nonce)
  await markIssuesUsed(trx, ctx.schoolId, used, sync.scannerId, sync.syncedAt)
  return answers
}

/**
 * The answer to a scan of a student whose day already had a record: "already checked in at 07:02 by
 * Gate 1" (a device's name, or the staff member's) — or accepted, when that record is this scanner's own
 * of this very code (the scan reached the server online, then was queued too when its answer was slow).
 */
function afterFirst(sync: Sync, j: Judged, cards: ReadonlyMap<string, Card>, records: Records, codeUsedBy: string | null | undefined): OfflineScanAnswer {
  const student = cards.get(j.studentId!)!
  const first = records.find((r) => r.student_id === j.studentId)
  if (!first) return { nonce: j.nonce, outcome: 'refused', reason: 'used', student }
  const time = zonedMinute(first.recorded_at, sync.school.time_zone)
  if (codeUsedBy === sync.scannerId && first.recorded_by === sync.scannerId && (first.status === 'present' || first.status === 'late')) {
    return { nonce: j.nonce, outcome: 'accepted', student, status: first.status, date: j.date, time }
  }
  return { nonce: j.nonce, outcome: 'alreadyCheckedIn', student, date: j.date, time, by: first.deviceName ?? first.recordedByName }
}
