import { randomBytes } from 'node:crypto'
import { LOGIN_FAILURE_WINDOW_MINUTES, SHORT_CODE_MISSES_PER_USER } from '#shared/limits'
import { normaliseShortCode, SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '#shared/short-code'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { newId } from '../../lib/ids'
import { failuresSince, recordFailure } from '../auth'
import { codeExpired, codeInvalid, codeUsed, shortCodeThrottled } from './qr-errors'
import { findByShortCode, isShortCodeLive } from './qr.queries'
import { SLOT_GRACE_SECONDS } from './qr-token'

/**
 * Short codes (ADR 015): 8 symbols a person types in place of the QR, looked up among the school's
 * codes. Since ADR 024 each slot of an issue has its own, good in that slot only (with the QR's grace),
 * and they share their issue's revocation and single use.
 */


/** 40 random bits, 5 per symbol: every short code is equally likely. */
export function randomShortCode(): string {
  const bits = randomBytes(5).readUIntBE(0, 5)
  let code = ''
  for (let i = SHORT_CODE_LENGTH - 1; i >= 0; i--) code += SHORT_CODE_ALPHABET[Math.floor(bits / 32 ** i) % 32]
  return code
}

/** 32^8 makes a repeat among a school's few live codes a once-in-a-lifetime event; a few draws settle it. */
const DRAWS = 5

/**
 * A short code no live slot of the school has, nor one of `taken` (the other slots), drawn inside
 * the transaction that stores it.
 */
export async function unusedShortCode(db: Db, schoolId: string, now: Date, taken: readonly string[] = []): Promise<string> {
  // Live until its slot's end plus the grace a scan forgives.
  const liveAfter = new Date(now.getTime() - SLOT_GRACE_SECONDS * 1000).toISOString()
  for (let draw = 0; draw < DRAWS; draw++) {
    const code = randomShortCode()
    if (!taken.includes(code) && !(await isShortCodeLive(db, schoolId, code, liveAfter))) return code
  }
  throw new Error(`no free short code in ${DRAWS} draws`)
}

/** Misses are counted with the sign-in failures (the same table, window and sweep), under their own names. */
const missKey = (userId: string) => `short-code:${userId}`
const MISS_ADDRESS = 'short-code'
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000

/**
 * The code row a typed short code stands for, as { studentId, nonce } to claim; or the refusal a
 * token would get: unknown → invalid, over or replaced → expired, scanned → used. A scanner who
 * typed too many unknown codes lately is refused before the lookup: short codes can be guessed.
 */
export async function resolveShortCode(ctx: AppContext, scannerId: string, typed: string, now: Date) {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString()
  const misses = await failuresSince(ctx.db, ctx.schoolId, { identifier: missKey(scannerId) }, since)
  if (misses.count >= SHORT_CODE_MISSES_PER_USER) {
    const oldest = misses.oldest ? Date.parse(misses.oldest) : now.getTime()
    throw shortCodeThrottled(Math.max(1, Math.ceil((oldest + WINDOW_MS - now.getTime()) / 1000)))
  }

  const shortCode = normaliseShortCode(typed)
  const rows = shortCode ? await findByShortCode(ctx.db, ctx.schoolId, shortCode) : []
  if (rows.length === 0) {
    await recordFailure(ctx.db, { schoolId: ctx.schoolId, id: newId(), identifier: missKey(scannerId), ip: MISS_ADDRESS, failedAt: now.toISOString() })
    throw codeInvalid()
  }
  const grace = SLOT_GRACE_SECONDS * 1000
  const over = (row: { valid_until: string }) => now.getTime() > Date.parse(row.valid_until) + grace
  const early = (row: { valid_from: string }) => now.getTime() < Date.parse(row.valid_from) - grace
  const live = rows.filter((row) => !row.used_at && !row.revoked_at && !over(row) && !early(row))
  // Two live codes with one short code (two instances drawing the same at the same moment): name neither.
  if (live.length > 1) throw codeInvalid()
  if (live[0]) return { studentId: live[0].student_id, nonce: live[0].nonce }
  const newest = rows[0]!
  if (newest.used_at) throw codeUsed()
  // A slot still to come: no honest screen has shown it yet.
  throw early(newest) ? codeInvalid() : codeExpired()
}
