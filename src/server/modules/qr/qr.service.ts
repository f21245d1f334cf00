import { zonedMinute } from '#shared/dates'
import { QR_LIFETIME_SECONDS } from '#shared/limits'
import type { QrCodeResponse, ScanResponse } from '#shared/contracts/qr'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { assertRecordableDate, type School, todayAt } from '../schools'
import { departureRuleOf, findDeparture, findRecord } from '../attendance'
import { alreadyCheckedIn, alreadyDeparted, codeExpired, codeInvalid, codeUsed, qrThrottled } from './qr-errors'
import { revokeOpenCodes } from '../users'
import { claimOpenCode, findCode, insertCode, insertShortCodes, latestIssuedAt } from './qr.queries'
import { issueCodes, QR_SLOT_SECONDS, qrKeysFrom, verifyToken } from './qr-token'
import { resolveShortCode, unusedShortCode } from './short-codes'
import { readCard } from '#shared/qr-code'
import { departuresOpen, hasArrived } from '#shared/departure'
import { scanCard } from './card-scan'
import { recordScan } from './record-scan'

/** A student may ask for a new code this often; a burst of taps gets 429. */
export const QR_MIN_INTERVAL_MS = 2000

/**
 * A new code for the student, revoking any earlier one. Refused on a day off and once the
 * student is recorded for today: there is nothing left for a code to do — unless going-home
 * scans have begun and they have not left yet (ADR 029): the code is then their departure's.
 */
export async function issueCode(ctx: AppContext, school: School, studentId: string): Promise<QrCodeResponse> {
  const now = ctx.now()
  const today = todayAt(school, now)
  await assertRecordableDate(ctx.db, school, today, now)
  const recorded = await findRecord(ctx.db, ctx.schoolId, studentId, today)
  if (recorded && hasArrived(recorded.status) && departuresOpen(departureRuleOf(school), zonedMinute(now, school.time_zone))) {
    const departure = await findDeparture(ctx.db, ctx.schoolId, studentId, today)
    if (departure) throw alreadyDeparted(departure.time)
  } else if (recorded) throw alreadyCheckedIn(zonedMinute(recorded.recorded_at, school.time_zone))
  const last = await latestIssuedAt(ctx.db, ctx.schoolId, studentId, now.toISOString())
  // Stamps from the future (an instance whose clock runs ahead) are not read, so they never lock a student out.
  const wait = last ? QR_MIN_INTERVAL_MS - (now.getTime() - Date.parse(last)) : 0
  if (wait > 0) throw qrThrottled(Math.ceil(wait / 1000))

  const issued = issueCodes(qrKeysFrom(ctx.secrets.qr), ctx.schoolId, studentId, now, QR_LIFETIME_SECONDS)
  const issuedAt = new Date(issued.iat * 1000).toISOString()
  const expiresAt = new Date(issued.exp * 1000).toISOString()
  const shortCodes = await ctx.db.transaction().execute(async (trx) => {
    await revokeOpenCodes(trx, ctx.schoolId, studentId, now.toISOString())
    await insertCode(trx, {
      // The exact moment, not the token's whole second: the throttle measures from it.
      school_id: ctx.schoolId, nonce: issued.nonce, student_id: studentId, issued_at: now.toISOString(), expires_at: expiresAt,
      revoked_at: null, used_at: null, used_by: null, short_code: null,
    })
    // One typed code a slot, good when its QR is (ADR 024).
    const shorts: string[] = []
    while (shorts.length < issued.slots.length) shorts.push(await unusedShortCode(trx, ctx.schoolId, now, shorts))
    await insertShortCodes(trx, issued.slots.map((slot, i) => ({
      school_id: ctx.schoolId, nonce: issued.nonce, slot: i, short_code: shorts[i]!,
      valid_from: new Date(slot.nbf * 1000).toISOString(), valid_until: new Date(slot.exp * 1000).toISOString(),
    })))
    return shorts
  })
  return {
    code: issued.tokens[0]!, codes: issued.tokens, shortCode: shortCodes[0]!, shortCodes, slotSeconds: QR_SLOT_SECONDS, issuedAt, expiresAt,
    lifetimeSeconds: QR_LIFETIME_SECONDS,
  }
}

/**
 * The student and nonce a signed code names, once its signature and expiry are checked. An expired code
 * whose issue was used says so: "already used" is what the person at the gate needs to hear.
 */
async function resolveToken(ctx: AppContext, token: string, now: Date) {
  const verified = await verifyToken(qrKeysFrom(ctx.secrets.qr), ctx.schoolId, token, now)
  if (verified.ok) return { studentId: verified.payload.sub, nonce: verified.payload.n }
  if (verified.reason === 'expired' && verified.payload) {
    const issued = await findCode(ctx.db, ctx.schoolId, verified.payload.n)
    if (issued?.used_at && issued.student_id === verified.payload.sub) throw codeUsed()
  }
  throw verified.reason === 'expired' ? codeExpired() : codeInvalid()
}

/**
 * Checks a scanned code (signature, expiry, newest, unused) or a typed short code (looked up among the school's
 * codes, ADR 015), then hands it to the one scan command (record-scan.ts), which claims it inside the write's
 * transaction (marked used, or refused and nothing written) and records the arrival or the departure.
 */
export async function scanCode(ctx: AppContext, school: School, scannerId: string, code: string, confirmed = false): Promise<ScanResponse> {
  if (readCard(code)) return scanCard(ctx, school, scannerId, code, confirmed)
  const now = ctx.now()
  // A signed code always holds a '.'; a short code never can.
  const { studentId, nonce } = code.includes('.') ? await resolveToken(ctx, code, now) : await resolveShortCode(ctx, scannerId, code, now)
  return recordScan(ctx, school, {
    studentId, scannerId, nonce,
    // Claimed first, in one statement; any refusal after it rolls the claim back with the rest.
    claim: async (trx) => {
      const claimed = await claimOpenCode(trx, ctx.schoolId, nonce, scannerId, now.toISOString())
      if (!claimed) throw await whyUnclaimed(trx, ctx.schoolId, nonce, studentId)
      if (claimed.student_id !== studentId) throw codeInvalid()
    },
  })
}

/** The refusal for a code that could not be claimed: unknown or another student's, used, or revoked. */
async function whyUnclaimed(db: Db, schoolId: string, nonce: string, studentId: string) {
  const issued = await findCode(db, schoolId, nonce)
  if (!issued || issued.student_id !== studentId) return codeInvalid()
  if (issued.used_at) return codeUsed()
  return issued.revoked_at ? codeExpired() : codeInvalid()
}
