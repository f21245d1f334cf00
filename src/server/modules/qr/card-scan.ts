import { zonedParts } from '#shared/dates'
import type { ScanResponse } from '#shared/contracts/qr'
import type { AppContext } from '../../context'
import type { School } from '../schools/schools.queries'
import { assertRecordableDate, todayAt } from '../school/school-calendar'
import { writeAttendance } from '../attendance/record-attendance'
import { cardsById } from './cards.queries'
import { alreadyCheckedIn, cardNotConfirmed, cardReplaced, codeInvalid } from './qr-errors'
import { findStudentCard } from './qr.queries'
import { qrKeysFrom, verifyCard } from './qr-token'
import { departuresOpen } from '#shared/departure'
import { departureRuleOf } from '../attendance/record-departure'
import { departIfArrived } from './scan-departure'

const hhmm = (instant: string, school: School) => zonedParts(new Date(instant), school.time_zone).time.slice(0, 5)

/**
 * A printed card scanned online (ADR 027): its signature and school, the card still the student's (not
 * revoked by a newer one), the face confirmed on the scanner when the school asks for it; then the
 * student recorded like a phone's code, by the one write path, never over a record of the day; or, once
 * going-home scans have begun, the departure of a student who arrived (ADR 029: a card is not single-use).
 */
export async function scanCard(ctx: AppContext, school: School, scannerId: string, code: string, confirmed: boolean): Promise<ScanResponse> {
  const now = ctx.now()
  const payload = verifyCard(qrKeysFrom(ctx.secrets.qr), ctx.schoolId, code)
  if (!payload) throw codeInvalid()
  const card = (await cardsById(ctx.db, ctx.schoolId, [payload.card])).get(payload.card)
  if (!card || card.student_id !== payload.sub) throw codeInvalid()
  if (card.revoked_at) throw cardReplaced()
  if (school.confirm_cards === 1 && !confirmed) throw cardNotConfirmed()
  const date = todayAt(school, now)
  await assertRecordableDate(ctx.db, school, date, now)
  const at = now.toISOString()
  const time = hhmm(at, school)
  const status = time > school.late_after ? 'late' : 'present'
  const departing = departuresOpen(departureRuleOf(school), time)
  const { student, event, departed } = await ctx.db.transaction().execute(async (trx) => {
    const student = await findStudentCard(trx, ctx.schoolId, payload.sub)
    if (!student) throw codeInvalid()
    const departed = departing ? await departIfArrived(trx, school, { schoolId: ctx.schoolId, studentId: payload.sub, date, at, scannerId }) : null
    if (departed) return { student, event: departed.event, departed }
    const event = await writeAttendance(trx, ctx.dbKind, {
      schoolId: ctx.schoolId, studentId: payload.sub, date, status, note: null, method: 'qr', recordedBy: scannerId, at,
      refuseExisting: (existing) => {
        throw alreadyCheckedIn(hhmm(existing.recordedAt, school))
      },
    })
    return { student, event, departed: null }
  })
  if (event) await ctx.events.publish(ctx.schoolId, [event])
  if (departed) return { outcome: 'departed', student, status: departed.status, date, time: departed.time, recordedAt: at, leftEarly: departed.leftEarly }
  return { outcome: 'arrived', student, status, date, time, recordedAt: at }
}
