import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChildNoticesResponse, LinkCodeResponse } from '#shared/contracts/families'
import { MONDAY } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { type ArrivedMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink'
import { createTestApp, sessionCookieOf, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { deliverDue } from './delivery-worker'
import { dateInWords } from './notice-texts'
import { demoClass } from '../../test/notices.fixtures'
import { claimDue, settle } from './notices.queries'
import { smtpTransport, type Transport } from './transports'

/** 22:30 on the Monday in the demo school's zone (UTC): inside the default quiet hours, 21:00–06:00. */
const MONDAY_NIGHT = new Date(`${MONDAY}T22:30:00Z`)
const TUESDAY_SIX = new Date('2030-03-05T06:00:00Z')
const DAY = dateInWords(MONDAY, 'en')

/** A header as a mail program shows it (RFC 2047 encoded words decoded). */
const subjectOf = (mail: ArrivedMail) => (mail.headers.get('subject') ?? '').replace(/\?=\s+=\?/g, '?==?')
  .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, how: string, text: string) => how.toLowerCase() === 'b'
    ? Buffer.from(text, 'base64').toString('utf8')
    : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'))

/**
 * A notice says what is true when it is sent (ADR 021 addendum). It is composed when it leaves the outbox,
 * from the record then; quiet hours and Email changed by the parent apply to what is still waiting. Through
 * the API (the teacher's record, the parent's settings) and a real SMTP server, on both engines.
 */
describe.each(TEST_DATABASES)('notices say what is true when they are sent, on %s', (kind) => {
  let t: TestApp
  let sink: SmtpSink
  let transport: Transport
  let head: string
  let students: { id: string; name: string }[]
  let next = 0
  let n = 0

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })
  /** A parent who registered with the school's link code for the child, with the default settings (quiet 21:00–06:00, Email on). */
  const parentOf = async (studentId: string) => {
    const code = (await call('POST', `/api/students/${studentId}/link-codes`, head)).json<LinkCodeResponse>().code
    const adult = { name: `Parent ${++n}`, email: `truth-parent${n}@example.test` }
    const response = await call('POST', '/api/families/register', '', { code, ...adult, password: 'a long password', confirmPassword: 'a long password' })
    expect(response.statusCode, response.body).toBe(201)
    return { ...adult, cookie: sessionCookieOf(response) }
  }
  const mark = async (studentId: string, status: string) =>
    expect((await call('PUT', '/api/attendance/records', head, { studentId, date: MONDAY, status })).statusCode).toBe(200)
  const quietHoursOff = async (cookie: string) =>
    expect((await call('PUT', '/api/account/notice-settings', cookie, { quietHours: null, language: null })).statusCode).toBe(200)
  const email = async (cookie: string, on: boolean) =>
    expect((await call('PATCH', '/api/account/preferences', cookie, { emailNotifications: on })).statusCode).toBe(200)
  /** A round of the worker (it runs every second), until nothing is due: the subjects each address was sent. */
  const deliver = async () => {
    const before = sink.mails.length
    while ((await deliverDue(t.ctx, transport, { publicUrl: 'http://rollcall.test' })) > 0) { /* until none is due */ }
    return sink.mails.slice(before)
  }
  /** The attendance notices among them (a parent is also told of the child's other adults), by subject. */
  const subjectsTo = (mails: ArrivedMail[], address: string) =>
    mails.filter((m) => m.to.includes(address)).map(subjectOf).filter((s) => s.includes(' is marked '))
  /** What the parent's home lists as notices sent or about to be, about the child. */
  const noticesListed = async (cookie: string, studentId: string) =>
    (await call('GET', `/api/parent/children/${studentId}/notices`, cookie)).json<ChildNoticesResponse>().notices.map((m) => [m.subject, m.state]).sort()
  const child = () => students[next++]!
  const absent = (name: string) => `${name} is marked absent on ${DAY}`
  const present = (name: string) => `Correction: ${name} is marked present on ${DAY}`

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_NIGHT })
    sink = await startSmtpSink()
    transport = smtpTransport({ url: sink.url, from: 'Rollcall <notices@school.test>' })
    head = await cookieFor(t.app, 'headmaster')
    ;({ students } = await demoClass(t.ctx.db))
  })
  afterAll(async () => {
    transport.close()
    await sink.close()
    await t.close()
  })

  it('the sequence in ADR 021’s addendum: quiet hours turned off send the held absence at once; present and absent again tell each change once; 06:00 sends no duplicate', async () => {
    t.setNow(MONDAY_NIGHT)
    const student = child()
    const eager = await parentOf(student.id)
    const sleeping = await parentOf(student.id)
    await deliver()

    await mark(student.id, 'absent')
    expect(subjectsTo(await deliver(), eager.email)).toEqual([]) // held until 06:00

    await quietHoursOff(eager.cookie)
    let mails = await deliver()
    expect(subjectsTo(mails, eager.email)).toEqual([absent(student.name)])
    expect(subjectsTo(mails, sleeping.email)).toEqual([])

    await mark(student.id, 'present')
    expect(subjectsTo(await deliver(), eager.email)).toEqual([present(student.name)])
    await mark(student.id, 'absent')
    expect(subjectsTo(await deliver(), eager.email)).toEqual([absent(student.name)])

    t.setNow(TUESDAY_SIX)
    mails = await deliver()
    // Nothing more is due for the parent who heard it all; the one asleep hears the truth once, and no correction of what they never read.
    expect(subjectsTo(mails, eager.email)).toEqual([])
    expect(subjectsTo(mails, sleeping.email)).toEqual([absent(student.name)])
    expect(await deliver()).toEqual([])
  })

  it('an absence marked present again before it could go is never sent, and nor is its correction', async () => {
    t.setNow(MONDAY_NIGHT)
    const student = child()
    const parent = await parentOf(student.id)
    await deliver()
    await mark(student.id, 'absent')
    await mark(student.id, 'present')
    expect(subjectsTo(await deliver(), parent.email)).toEqual([])
    expect(await noticesListed(parent.cookie, student.id)).toEqual([])
    t.setNow(TUESDAY_SIX)
    expect(subjectsTo(await deliver(), parent.email)).toEqual([])
  })

  it('absent, present, absent again while the parent sleeps: one absence notice at 06:00', async () => {
    t.setNow(MONDAY_NIGHT)
    const student = child()
    const parent = await parentOf(student.id)
    await deliver()
    for (const status of ['absent', 'present', 'absent', 'late', 'absent']) await mark(student.id, status)
    expect(subjectsTo(await deliver(), parent.email)).toEqual([])
    t.setNow(TUESDAY_SIX)
    expect(subjectsTo(await deliver(), parent.email)).toEqual([absent(student.name)])
    expect(subjectsTo(await deliver(), parent.email)).toEqual([])
    expect(await noticesListed(parent.cookie, student.id)).toEqual([[absent(student.name), 'sent']])
  })

  it('Email off drops what is waiting; switched on again, a further change and absent mark are each told once', async () => {
    t.setNow(MONDAY_NIGHT)
    const student = child()
    const parent = await parentOf(student.id)
    await quietHoursOff(parent.cookie)
    await deliver()
    await mark(student.id, 'absent')
    expect(subjectsTo(await deliver(), parent.email)).toEqual([absent(student.name)])

    // A notice waiting (held by quiet hours) when Email is switched off is not sent, even after it is on again.
    expect((await call('PUT', '/api/account/notice-settings', parent.cookie, { quietHours: { start: '21:00', end: '06:00' }, language: null })).statusCode).toBe(200)
    await mark(student.id, 'present')
    expect(subjectsTo(await deliver(), parent.email)).toEqual([])
    await email(parent.cookie, false)
    await email(parent.cookie, true)
    await quietHoursOff(parent.cookie)
    expect(subjectsTo(await deliver(), parent.email)).toEqual([])

    // The record is present, the parent was last told absent: the next changes are each told, once.
    await mark(student.id, 'absent')
    expect(subjectsTo(await deliver(), parent.email)).toEqual([])
    await mark(student.id, 'present')
    expect(subjectsTo(await deliver(), parent.email)).toEqual([present(student.name)])
    await mark(student.id, 'absent')
    expect(subjectsTo(await deliver(), parent.email)).toEqual([absent(student.name)])
    t.setNow(TUESDAY_SIX)
    expect(subjectsTo(await deliver(), parent.email)).toEqual([])
  })

  it('an unsubscribe link from a notice drops what is still waiting for that parent', async () => {
    t.setNow(MONDAY_NIGHT)
    const student = child()
    const parent = await parentOf(student.id)
    await quietHoursOff(parent.cookie)
    await deliver()
    await mark(student.id, 'absent')
    const [notice] = (await deliver()).filter((m) => m.to.includes(parent.email))
    const link = /https?:\/\/\S+\/unsubscribe\?token=[^\s>]+/.exec(notice!.body)![0]

    // Quiet hours again: the correction waits for the morning; then the parent uses the link (a mail client's one-click).
    expect((await call('PUT', '/api/account/notice-settings', parent.cookie, { quietHours: { start: '21:00', end: '06:00' }, language: null })).statusCode).toBe(200)
    await mark(student.id, 'present')
    expect(subjectsTo(await deliver(), parent.email)).toEqual([])
    expect(await noticesListed(parent.cookie, student.id)).toEqual([[absent(student.name), 'sent'], [present(student.name), 'held']].sort())
    const url = link.replace(/^https?:\/\/[^/]+/, '')
    const unsubscribed = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200)
    expect(await noticesListed(parent.cookie, student.id)).toEqual([[absent(student.name), 'sent']])
    t.setNow(TUESDAY_SIX)
    expect(subjectsTo(await deliver(), parent.email)).toEqual([])
  })

  it('while another instance is sending a message about the day, the next about it waits, and is judged by what that one told', async () => {
    t.setNow(MONDAY_NIGHT)
    const student = child()
    const parent = await parentOf(student.id)
    await quietHoursOff(parent.cookie)
    await deliver()
    await mark(student.id, 'absent')
    // Another instance claims the absence (its lease runs five minutes) and is still sending it.
    const lease = new Date(MONDAY_NIGHT.getTime() + 300_000).toISOString()
    const [inFlight] = (await claimDue(t.ctx.db, t.ctx.dbKind, t.ctx.schoolId, MONDAY_NIGHT.toISOString(), lease, 50))
      .filter((m) => m.about_student_id === student.id)
    expect(inFlight?.kind).toBe('absent')
    await mark(student.id, 'present')
    expect(subjectsTo(await deliver(), parent.email)).toEqual([])
    // It went: the correction is due now, and goes.
    await settle(t.ctx.db, t.ctx.schoolId, inFlight!.id, { state: 'sent', at: MONDAY_NIGHT.toISOString(), channel: 'email' })
    expect(subjectsTo(await deliver(), parent.email)).toEqual([present(student.name)])
  })
})
