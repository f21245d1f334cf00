import type { Generated } from 'kysely'

/**
 * Row types of the families' tables: parents linked to students, link codes, absence
 * requests and their attachments (ADR 020), and the outbox of notices (ADR 021). Part of `Database`
 * in schema.ts, which re-exports them.
 */
/** Which adult (a parent account) is linked to which student (migration 2026-11-25T1600_families). */
export interface GuardiansTable {
  school_id: string
  student_id: string
  parent_id: string
  linked_at: string
  /** The staff member whose link code it was. */
  code_created_by: string | null
}

/** A single-use code staff hand out so a parent can link to a student; only its hash is kept. */
export interface LinkCodesTable {
  school_id: string
  id: string
  student_id: string
  code_hash: string
  created_by: string
  created_at: string
  expires_at: string
  used_at: string | null
  used_by: string | null
}

export type AbsenceRequestState = 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'cancelled'

/** An absence request (migration 2026-11-25T1650_absence_requests). */
export interface AbsenceRequestsTable {
  school_id: string
  id: string
  student_id: string
  from_date: string
  to_date: string
  reason: 'sick' | 'permission'
  note: string
  requested_by: string
  requested_at: string
  state: AbsenceRequestState
  decided_by: string | null
  decided_at: string | null
  decision_note: string | null
  /** JSON array of the days approval did not record because staff had. */
  skipped_days: string | null
  /**
   * JSON: what approval did on each school day (ApprovalDay[] and the absence it replaced; approval-days.ts).
   * Null for requests approved before it was kept (ADR 042).
   */
  approval_days: Generated<string | null>
  /** Who cancelled an approved request, and when (its days from then on taken back; ADR 023). */
  cancelled_by: string | null
  cancelled_at: string | null
}

export interface RequestAttachmentsTable {
  school_id: string
  request_id: string
  content_type: string
  file_name: string
  size: number
  bytes: Buffer
}

export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed' | 'held'
export type OutboxChannel = 'email' | 'webhook'

/** A message the app means to send, queued in the transaction that caused it (ADR 021). */
export interface OutboxMessagesTable {
  school_id: string
  id: string
  /** Unique per school: what caused the message, so the same cause never queues it twice. */
  idempotency_key: string
  kind: string
  recipient_id: string
  /** How it goes: by email (SMTP), or through the school's webhook gateway; set to the transport that sent it. */
  channel: OutboxChannel
  address: string
  language: string
  subject: string
  body: string
  /** JSON: the facts the texts were made from (child, date, status…), for a webhook's gateway. */
  payload: string
  state: OutboxState
  tries: Generated<number>
  next_attempt_at: string
  last_error: string | null
  /** RFC 5322 Message-ID, fixed when queued: a message sent again after a crash carries the same one. */
  message_id: string
  created_at: string
  sent_at: string | null
  about_record_id: string | null
  about_student_id: string | null
  /** The school day the message is about. */
  about_date: string
}

/** An adult's notice settings where they differ from the defaults (quiet 21:00–06:00, the account's language). */
export interface NoticePreferencesTable {
  school_id: string
  user_id: string
  quiet_start: Generated<string>
  quiet_end: Generated<string>
  /** The language of their messages; null: their account's (users.language, else the school's default). */
  language: string | null
}
