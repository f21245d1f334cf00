import { zonedMinute } from '#shared/dates'
import type { ScanRoster } from '#shared/contracts/offline-scans'
import type { AppContext } from '../../context'
import { firstRecordableDate, isSchoolDayOn, type School, todayAt } from '../schools'
import { recordsOfDay, rosterStudents } from './offline-scans.queries'
import { qrKeysFrom } from './qr-token'
import { cardsInUse } from './cards.queries'
import { departuresOfDay } from '../attendance'

/**
 * What a scanner device keeps for the gate with no network (ADR 027): the public key, the server's time,
 * the school's day and late time, every listed student with their class, and who already has a record
 * today; the going-home settings and who left today (ADR 029). Names of a school's students are what its staff see on every list already.
 */
export async function scanRoster(ctx: AppContext, school: School): Promise<ScanRoster> {
  const now = ctx.now()
  const date = todayAt(school, now)
  const [students, cards, records, schoolDay, departures] = await Promise.all([
    rosterStudents(ctx.db, ctx.schoolId),
    cardsInUse(ctx.db, ctx.schoolId),
    recordsOfDay(ctx.db, ctx.schoolId, date),
    isSchoolDayOn(ctx.db, school, date),
    departuresOfDay(ctx.db, ctx.schoolId, date),
  ])
  return {
    schoolId: ctx.schoolId,
    publicKey: qrKeysFrom(ctx.secrets.qr).publicKeyRaw,
    serverTime: now.toISOString(),
    schoolTime: zonedMinute(now, school.time_zone),
    date,
    schoolDay: schoolDay && date >= firstRecordableDate(school, date).from,
    timeZone: school.time_zone,
    lateAfter: school.late_after,
    students: students.map((s) => ({ ...s, photoUpdatedAt: s.photoUpdatedAt ?? null, cardId: cards.get(s.id)?.id ?? null })),
    confirmCards: school.confirm_cards === 1,
    recordedToday: records.map((r) => ({ studentId: r.student_id, time: zonedMinute(r.recorded_at, school.time_zone) })),
    departureScans: school.departure_scans === 1,
    departuresFrom: school.departures_from,
    schoolDayEnd: school.school_day_end,
    departedToday: departures.map((d) => ({ studentId: d.student_id, time: d.time })),
  }
}
