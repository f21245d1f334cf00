import type { Db } from '../../db/create-db'
import { newId } from '../../lib/ids'
import { findSchool } from '../schools/school-settings.queries'
import { decisionNotice } from './notice-texts'
import { DEFAULT_LANGUAGE, guardiansToNotify, insertMessages, type NewOutboxRow } from './notices.queries'
import { messageIdOf } from './outbox-row'

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
  const rows: NewOutboxRow[] = adults.filter((a) => a.address).map((adult) => {
    const language = adult.language ?? DEFAULT_LANGUAGE
    const text = decisionNotice({
      kind: facts.state, language, adult: adult.adultName, child: adult.child, from: facts.from, to: facts.to, reason: facts.reason,
      note: facts.note, since: facts.since, school: { name: school.name, contact: school.notice_contact },
    })
    const id = newId()
    return {
      school_id: schoolId, id, idempotency_key: `${facts.state}:${facts.requestId}:${adult.adultId}`, kind: facts.state,
      recipient_id: adult.adultId, channel: 'email', address: adult.address!, language, ...text,
      payload: JSON.stringify({ kind: facts.state, child: adult.child, studentId: facts.studentId, from: facts.from, to: facts.to, reason: facts.reason }),
      state: 'queued', next_attempt_at: at, last_error: null, message_id: messageIdOf(id, schoolId), created_at: at, sent_at: null,
      about_record_id: null, about_student_id: facts.studentId, about_date: facts.from,
    }
  })
  await insertMessages(trx, rows)
}
