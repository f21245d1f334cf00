import { describe, expect, it } from 'vitest'
import type { AttendanceStatus } from '#shared/school'
import { composeAtSend, markTold, type SendTimeFacts } from './compose-at-send'
import type { OutboxRow } from './notices.queries'
import type { NoticeSchool } from './queue-attendance-notices'

const SCHOOL: NoticeSchool = { name: 'Rollcall Demo School', notice_contact: null, default_language: 'en', notify_late: 1 }
const DATE = '2030-03-04'

const row = (kind: string, extra: Partial<OutboxRow> = {}): OutboxRow => ({
  school_id: 's', id: `m-${kind}`, idempotency_key: `k-${kind}`, kind, recipient_id: 'mum', channel: 'email', address: 'old@example.test',
  language: 'en', subject: 'drafted when queued', body: 'drafted when queued', payload: '{}', state: 'sending', tries: 1,
  next_attempt_at: DATE, last_error: null, message_id: '<m@x>', created_at: DATE, sent_at: null,
  about_record_id: 'r1', about_student_id: 'ada', about_date: DATE, ...extra,
})

const facts = (now: AttendanceStatus | null, told: AttendanceStatus | null, options: { notices?: number; linked?: boolean } = {}): SendTimeFacts => ({
  recipients: new Map([['mum', {
    id: 'mum', name: 'Mum', address: 'mum@example.test', notices: options.notices ?? 1, archivedAt: null, ownLanguage: null, accountLanguage: null,
  }]]),
  records: new Map(now ? [[`ada ${DATE}`, now]] : []),
  links: new Map(options.linked === false ? [] : [[`ada mum`, 'Ada']]),
  told: new Map(told ? [[`mum ada ${DATE}`, { status: told, sequence: 3 }]] : []),
})

/** What leaves the outbox is composed from the facts then (ADR 021 addendum) (compose-at-send.ts); the API tests are notices-truth.test.ts. */
describe('composing a message when it leaves the outbox', () => {
  it('sends an absence notice only while the child is absent and the adult was not told so already', () => {
    expect(composeAtSend(row('absent'), facts('absent', null), SCHOOL)).toMatchObject({
      address: 'mum@example.test', subject: `Ada is marked absent on Monday, 4 March 2030`,
    })
    expect(composeAtSend(row('absent'), facts('present', null), SCHOOL)).toBeNull()
    expect(composeAtSend(row('absent'), facts('absent', 'absent'), SCHOOL)).toBeNull()
    expect(composeAtSend(row('absent'), facts('absent', 'present'), SCHOOL)).not.toBeNull()
    expect(composeAtSend(row('absent'), facts(null, null), SCHOOL)).toBeNull() // the record was taken back
  })

  it('sends a correction only to an adult last told absent, saying the status now, numbered after what they were sent', () => {
    expect(composeAtSend(row('correction'), facts('present', null), SCHOOL)).toBeNull()
    const sent = composeAtSend(row('correction'), facts('late', 'absent'), SCHOOL)!
    expect(sent.subject).toBe('Correction: Ada is marked late on Monday, 4 March 2030')
    expect(JSON.parse(sent.payload)).toEqual({ kind: 'correction', child: 'Ada', studentId: 'ada', date: DATE, status: 'late', previous: 'absent', sequence: 4 })
    const known = facts('late', 'absent')
    markTold(known, sent)
    expect(known.told.get(`mum ada ${DATE}`)).toEqual({ status: 'late', sequence: 4 })
    expect(composeAtSend(row('correction'), known, SCHOOL)).toBeNull()
  })

  it('sends a late notice only while the school sends them', () => {
    expect(composeAtSend(row('late'), facts('late', null), SCHOOL)).not.toBeNull()
    expect(composeAtSend(row('late'), facts('late', null), { ...SCHOOL, notify_late: 0 })).toBeNull()
  })

  it('drops any message to an adult who turned email notices off, and one about a child they are no longer linked to', () => {
    expect(composeAtSend(row('absent'), facts('absent', null, { notices: 0 }), SCHOOL)).toBeNull()
    expect(composeAtSend(row('approved', { about_record_id: null }), facts('absent', null, { notices: 0 }), SCHOOL)).toBeNull()
    expect(composeAtSend(row('absent'), facts('absent', null, { linked: false }), SCHOOL)).toBeNull()
  })

  it('drops a missing-record notice once the student is recorded; other messages keep their words', () => {
    expect(composeAtSend(row('missing', { about_record_id: null }), facts('present', null), SCHOOL)).toBeNull()
    expect(composeAtSend(row('missing', { about_record_id: null }), facts(null, null), SCHOOL)).toMatchObject({ subject: 'drafted when queued', address: 'mum@example.test' })
    expect(composeAtSend(row('approved', { about_record_id: null }), facts(null, null), SCHOOL)).toMatchObject({ subject: 'drafted when queued' })
  })
})
