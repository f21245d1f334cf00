import { noticeLanguageOf } from '#shared/contracts/notice-settings'
import { zonedParts } from '#shared/dates'
import type { Db } from '../../db/create-db'
import { findSchool } from '../schools'
import { guardianNotice, type GuardianNoticeKind } from './notice-texts'
import { guardiansToNotify, insertMessages, peopleToNotify } from './notices.queries'
import { queuedMessage } from './outbox-row'

/** An adult linked to a child (a link code redeemed) or removed by staff. */
export interface GuardianChange {
  change: 'linked' | 'removed'
  studentId: string
  child: string
  /** The homeroom teacher of the child's class, if it has one. */
  homeroomTeacherId: string | null
  adult: { id: string; name: string; email: string | null }
  /** When that adult was linked: with the child and the adult, it names this link, so each change is told once. */
  linkedAt: string
  /** Who made the change: not told of their own act (the adult who redeemed a code, the staff member who removed one). */
  byId: string
}

/**
 * Tells the others responsible for a child that an adult was linked or removed (ADR 020 addendum), inside the
 * change's transaction (families.service.ts), like every notice (ADR 021): the adults still linked to the
 * child and the homeroom teacher of the child's class; a removed adult is told too. Each where they have
 * email notices on, in their own language; one message per change and recipient, whatever retries the write sees.
 */
export async function queueGuardianNotices(trx: Db, schoolId: string, at: string, change: GuardianChange): Promise<void> {
  const told = (id: string) => id !== change.adult.id && id !== change.byId
  const adults = (await guardiansToNotify(trx, schoolId, [change.studentId]))
    .filter((a) => told(a.adultId))
    .map((a) => ({ id: a.adultId, name: a.adultName, address: a.address, ownLanguage: a.ownLanguage, accountLanguage: a.accountLanguage }))
  const teacherId = change.homeroomTeacherId && told(change.homeroomTeacherId) ? change.homeroomTeacherId : null
  const others = await peopleToNotify(trx, schoolId, [
    ...(teacherId ? [teacherId] : []),
    ...(change.change === 'removed' && change.adult.id !== change.byId ? [change.adult.id] : []),
  ])
  const recipients = [...adults, ...others].filter((r) => r.address)
  if (recipients.length === 0) return

  const school = await findSchool(trx, schoolId)
  const { date, time } = zonedParts(new Date(at), school.time_zone)
  const adult = { name: change.adult.name, email: change.adult.email ?? '' }
  const rows = recipients.map((reader) => {
    const kind: GuardianNoticeKind = change.change === 'linked' ? 'guardian_linked' : reader.id === change.adult.id ? 'guardian_removed_you' : 'guardian_removed'
    const language = noticeLanguageOf(reader.ownLanguage, reader.accountLanguage, school.default_language)
    const text = guardianNotice({
      kind, language, reader: reader.name, child: change.child, adult, date, time: time.slice(0, 5),
      school: { name: school.name, contact: school.notice_contact },
    })
    return queuedMessage({
      schoolId, key: `${kind}:${change.studentId}:${change.adult.id}:${change.linkedAt}:${reader.id}`, kind,
      recipientId: reader.id, address: reader.address!, language, text,
      payload: { kind, child: change.child, studentId: change.studentId, adult, at },
      aboutStudentId: change.studentId, aboutDate: date,
    }, at)
  })
  await insertMessages(trx, rows)
}
