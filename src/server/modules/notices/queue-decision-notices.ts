import type { ApprovalDay } from '#shared/contracts/absence-requests'
import { noticeLanguageOf } from '#shared/contracts/notice-settings'
import type { Db } from '../../db/create-db'
import { findSchool } from '../schools'
import { decisionNotice } from './notice-texts'
import { guardiansToNotify, insertMessages } from './notices.queries'
import { queuedMessage } from './outbox-row'

export interface DecisionFacts {
  requestId: string
  studentId: string
  from: string
  to: string
  reason: 'sick' | 'permission'
  /** `cancelled`: an approved request cancelled by staff (a request is cancelled once: one message per adult). */
  state: 'approved' | 'rejected' | 'cancelled'
  note: string | null
  /** A cancellation's first day taken back. */
  since?: string
  /** An approval: what it did on each school day (recorded, or left as it was and why). */
  days?: readonly ApprovalDay[]
}

/**
 * Queues the decision on an absence request for each adult linked to the child who has notices on,
 * inside the decision's transaction (absence-requests.service.ts): one message per request, decision
 * and adult, whatever retries the write sees.
 */
export async function queueDecisionNotices(trx: Db, schoolId: string, at: string, facts: DecisionFacts): Promise<void> {
  const adults = await guardiansToNotify(trx, schoolId, [facts.studentId])
  if (adults.length === 0) return
  const school = await findSchool(trx, schoolId)
  const rows = adults.filter((a) => a.address).map((adult) => {
    const language = noticeLanguageOf(adult.ownLanguage, adult.accountLanguage, school.default_language)
    const text = decisionNotice({
      kind: facts.state, language, adult: adult.adultName, child: adult.child, from: facts.from, to: facts.to, reason: facts.reason,
      note: facts.note, since: facts.since, days: facts.days, school: { name: school.name, contact: school.notice_contact },
    })
    return queuedMessage({
      schoolId, key: `${facts.state}:${facts.requestId}:${adult.adultId}`, kind: facts.state,
      recipientId: adult.adultId, address: adult.address!, language, text,
      payload: { kind: facts.state, child: adult.child, studentId: facts.studentId, from: facts.from, to: facts.to, reason: facts.reason },
      aboutStudentId: facts.studentId, aboutDate: facts.from,
    }, at)
  })
  await insertMessages(trx, rows)
}
