import type { ScanResponse } from '#shared/contracts/qr'
import type { AppContext } from '../../context'
import type { School } from '../schools'
import { cardsById } from './cards.queries'
import { cardNotConfirmed, cardReplaced, codeInvalid } from './qr-errors'
import { qrKeysFrom, verifyCard } from './qr-token'
import { recordScan } from './record-scan'

/**
 * A printed card scanned online (ADR 027): its signature and school, the card still the student's (not
 * revoked by a newer one), the face confirmed on the scanner when the school asks for it; then the one scan
 * command records it like a phone's code (record-scan.ts), never over a record of the day, or, once going-home
 * scans have begun, as the departure of a student who arrived (ADR 029: a card is not single-use).
 */
export async function scanCard(ctx: AppContext, school: School, scannerId: string, code: string, confirmed: boolean): Promise<ScanResponse> {
  const payload = await verifyCard(qrKeysFrom(ctx.secrets.qr), ctx.schoolId, code)
  if (!payload) throw codeInvalid()
  const card = (await cardsById(ctx.db, ctx.schoolId, [payload.card])).get(payload.card)
  if (!card || card.student_id !== payload.sub) throw codeInvalid()
  if (card.revoked_at) throw cardReplaced()
  if (school.confirm_cards === 1 && !confirmed) throw cardNotConfirmed()
  return recordScan(ctx, school, { studentId: payload.sub, scannerId })
}
