import { newId } from '../../lib/ids'
import type { NoticeText } from './notice-texts'
import type { NewOutboxRow } from './notices.queries'

/** An RFC 5322 Message-ID, fixed when the message is queued: a message sent again after a crash carries the same one. */
export const messageIdOf = (id: string, schoolId: string) => `<${id}.${schoolId}@rollcall.notices>`

/** What a message is: who it goes to, why (its key), its words and the facts a gateway reads. */
export interface MessageFacts {
  schoolId: string
  /** What caused it: the same key is never queued twice (ADR 021). */
  key: string
  kind: string
  recipientId: string
  address: string
  language: string
  text: NoticeText
  payload: Record<string, unknown>
  aboutDate: string
  aboutStudentId?: string | null
  aboutRecordId?: string | null
}

/** The outbox row of a message queued at `at`: due at once, by email unless a webhook is the transport. */
export function queuedMessage(facts: MessageFacts, at: string): NewOutboxRow {
  const id = newId()
  return {
    school_id: facts.schoolId, id, idempotency_key: facts.key, kind: facts.kind, recipient_id: facts.recipientId,
    channel: 'email', address: facts.address, language: facts.language, subject: facts.text.subject, body: facts.text.body,
    payload: JSON.stringify(facts.payload), state: 'queued', next_attempt_at: at, last_error: null,
    message_id: messageIdOf(id, facts.schoolId), created_at: at, sent_at: null,
    about_record_id: facts.aboutRecordId ?? null, about_student_id: facts.aboutStudentId ?? null, about_date: facts.aboutDate,
  }
}
