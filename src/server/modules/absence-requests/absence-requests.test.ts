import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AbsenceRequest, AbsenceRequestList } from '#shared/contracts/absence-requests'
import type { ParentChildrenResponse } from '#shared/contracts/families'
import { DEMO } from '../../db/demo/demo-school'
import { dateInWords } from '../notices'
import { MONDAY, MONDAY_MORNING, record } from '../../test/attendance-helpers'
import { cookieFor, homeroomCookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

/**
 * Absence requests (ADR 020): a parent (or the student) asks, the homeroom teacher of the child's
 * class or the headmaster decides, and approval records the school days through the one write path.
 * The clock is Monday 2030-03-04; Tuesday to Friday follow.
 */
const [TUESDAY, WEDNESDAY, THURSDAY, FRIDAY] = ['2030-03-05', '2030-03-06', '2030-03-07', '2030-03-08']

describe.each(TEST_DATABASES)('absence requests on %s', (kind) => {
  let t: TestApp
  let parent: string
  let head: string
  let child: string
  let otherChild: string
  let stranger: string
  let homeroom: string
  const post = (url: string, cookie: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload })
  const ask = async (payload: object, cookie = parent) => post('/api/absence-requests', cookie, payload)
  const records = (studentId: string) =>
    t.ctx.db.selectFrom('attendance_records').select(['date', 'status', 'method', 'recorded_by']).where('student_id', '=', studentId)
      .where('date', '>=', MONDAY).where('date', '<=', FRIDAY).orderBy('date').execute()

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    parent = await cookieFor(t.app, 'parent')
    head = await cookieFor(t.app, 'headmaster')
    const { children } = (await t.app.inject({ method: 'GET', url: '/api/parent/children', headers: { cookie: parent } })).json<ParentChildrenResponse>()
    ;[child, otherChild] = [children[0]!.id, children[1]!.id]
    const someone = await t.ctx.db.selectFrom('students').select('user_id').where('user_id', 'not in', [child, otherChild]).executeTakeFirstOrThrow()
    stranger = someone.user_id
    // The homeroom teacher of the child's class decides.
    homeroom = await homeroomCookieFor(t, child)
  })
  afterAll(() => t.close())

  it('lets a parent ask for their child, never for another family’s', async () => {
    const asked = await ask({ studentId: child, from: TUESDAY, to: THURSDAY, reason: 'sick', note: 'Fever' })
    expect(asked.statusCode, asked.body).toBe(201)
    expect(asked.json<AbsenceRequest>()).toMatchObject({ state: 'pending', schoolDays: [TUESDAY, WEDNESDAY, THURSDAY], reason: 'sick' })
    expect((await ask({ studentId: stranger, from: TUESDAY, to: TUESDAY, reason: 'sick' })).statusCode).toBe(403)
    expect((await ask({ studentId: 'no-such-id', from: TUESDAY, to: TUESDAY, reason: 'sick' })).statusCode).toBe(403)
  })

  it('refuses overlapping requests, days outside the window and ranges without a school day, saying which days may be asked for', async () => {
    const overlap = await ask({ studentId: child, from: WEDNESDAY, to: FRIDAY, reason: 'permission' })
    expect(overlap.statusCode).toBe(409)
    expect(overlap.json()).toMatchObject({ code: 'request_overlaps' })
    const early = await ask({ studentId: otherChild, from: '2030-02-01', to: MONDAY, reason: 'sick' })
    expect(early.statusCode).toBe(400)
    // Three school days back from Monday: the Wednesday before; ahead, thirty school days would reach
    // 12 April, but never past the term, which ends on 29 March in the demo school.
    expect(early.json<{ error: string }>().error).toBe('A request can cover school days from 2030-02-27 to 2030-03-29')
    expect((await ask({ studentId: otherChild, from: MONDAY, to: '2030-04-15', reason: 'sick' })).statusCode).toBe(400)
    const weekend = await ask({ studentId: otherChild, from: '2030-03-09', to: '2030-03-10', reason: 'sick' })
    expect(weekend.statusCode).toBe(400)
    expect(weekend.json<{ error: string }>().error).toBe('These dates hold no school day')
  })

  it('tells the form the same window the server holds requests to, starting on the next school day', async () => {
    const window = await t.app.inject({ method: 'GET', url: '/api/absence-requests/window', headers: { cookie: parent } })
    expect(window.statusCode).toBe(200)
    expect(window.json()).toEqual({ first: '2030-02-27', last: '2030-03-29', suggested: MONDAY })
    // On Saturday the form starts on Monday, and the window's three days back end on Friday.
    t.setNow(new Date('2030-03-09T08:00:00Z'))
    try {
      const weekend = (await t.app.inject({ method: 'GET', url: '/api/absence-requests/window', headers: { cookie: parent } })).json()
      expect(weekend).toMatchObject({ first: '2030-03-06', suggested: '2030-03-11' })
    } finally {
      t.setNow(MONDAY_MORNING)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/absence-requests/window', headers: { cookie: head } })).statusCode).toBe(403)
  })

  it('lets only the child’s homeroom teacher or the headmaster decide', async () => {
    const { requests } = (await t.app.inject({ method: 'GET', url: '/api/absence-requests?state=pending', headers: { cookie: homeroom } }))
      .json<AbsenceRequestList>()
    const id = requests.find((r) => r.student.id === child)!.id
    const subject = await cookieFor(t.app, 'subject_teacher')
    expect((await post(`/api/absence-requests/${id}/decision`, subject, { decision: 'approve' })).statusCode).toBe(403)
    const otherHomeroom = await t.ctx.db.selectFrom('teachers as t')
      .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 't.school_id').onRef('u.id', '=', 't.user_id')).select('u.email')
      .where('t.school_id', '=', t.ctx.schoolId).where('t.homeroom_class_id', 'is not', null).where('t.homeroom_class_id', '!=',
        t.ctx.db.selectFrom('students').select('class_id').where('school_id', '=', t.ctx.schoolId).where('user_id', '=', child)).executeTakeFirstOrThrow()
    const elsewhere = sessionCookieOf(await signIn(t.app, 'staff', otherHomeroom.email!, DEMO.password))
    expect((await post(`/api/absence-requests/${id}/decision`, elsewhere, { decision: 'approve' })).statusCode).toBe(403)
    expect((await post(`/api/absence-requests/${id}/decision`, parent, { decision: 'approve' })).statusCode).toBe(403)
  })

  it('approves: records each school day with method request, leaves the day staff recorded by hand, and lists it', async () => {
    // Wednesday was recorded present by hand before the decision.
    expect((await record(t.app, homeroom, { studentId: child, date: WEDNESDAY, status: 'present' })).statusCode).toBe(400) // a future day: not by hand
    expect((await record(t.app, homeroom, { studentId: child, date: MONDAY, status: 'present' })).statusCode).toBe(200)
    const { requests } = (await t.app.inject({ method: 'GET', url: '/api/absence-requests?state=pending', headers: { cookie: homeroom } }))
      .json<AbsenceRequestList>()
    const pending = requests.find((r) => r.student.id === child)!

    const approved = await post(`/api/absence-requests/${pending.id}/decision`, homeroom, { decision: 'approve', note: 'Get well soon' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json<AbsenceRequest>()).toMatchObject({ state: 'approved', decisionNote: 'Get well soon', skippedDays: [] })
    const teacher = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: homeroom } })).json<{ user: { id: string } }>().user.id
    expect(await records(child)).toEqual([
      { date: MONDAY, status: 'present', method: 'manual', recorded_by: teacher },
      { date: TUESDAY, status: 'sick', method: 'request', recorded_by: teacher },
      { date: WEDNESDAY, status: 'sick', method: 'request', recorded_by: teacher },
      { date: THURSDAY, status: 'sick', method: 'request', recorded_by: teacher },
    ])
    // The child's adults are told through the outbox, queued with the decision.
    const parentId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: parent } })).json<{ user: { id: string } }>().user.id
    const told = await t.ctx.db.selectFrom('outbox_messages').select(['recipient_id', 'subject', 'body', 'state'])
      .where('kind', '=', 'approved').where('about_student_id', '=', child).execute()
    expect(told.map((m) => m.recipient_id)).toContain(parentId)
    expect(told[0]!.subject).toBe(`Absence request approved: ${pending.student.name}, ${dateInWords(TUESDAY, 'en')} – ${dateInWords(THURSDAY, 'en')}`)
    expect(told[0]!.body).toContain('The school’s note: Get well soon')
    // Decided once: a second decision is refused.
    const again = await post(`/api/absence-requests/${pending.id}/decision`, head, { decision: 'reject' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'request_not_pending', error: 'This request is already approved' })
  })

  it('skips holidays and days staff recorded, and lists the recorded ones in the decision', async () => {
    await t.ctx.db.insertInto('school_holidays').values({ school_id: t.ctx.schoolId, date: THURSDAY, name: 'Founders Day' }).execute()
    expect((await record(t.app, homeroom, { studentId: otherChild, date: MONDAY, status: 'late' })).statusCode).toBe(200)
    const asked = (await ask({ studentId: otherChild, from: MONDAY, to: FRIDAY, reason: 'permission' })).json<AbsenceRequest>()
    expect(asked.schoolDays).toEqual([MONDAY, TUESDAY, WEDNESDAY, FRIDAY])
    const decided = (await post(`/api/absence-requests/${asked.id}/decision`, head, { decision: 'approve' })).json<AbsenceRequest>()
    expect(decided.skippedDays).toEqual([MONDAY])
    expect((await records(otherChild)).map((r) => `${r.date} ${r.status} ${r.method}`)).toEqual([
      `${MONDAY} late manual`, `${TUESDAY} permission request`, `${WEDNESDAY} permission request`, `${FRIDAY} permission request`,
    ])
  })

  it('rejects with a note, recording nothing, and tells the child’s adults', async () => {
    const asked = (await ask({ studentId: otherChild, from: '2030-03-13', to: '2030-03-13', reason: 'permission' })).json<AbsenceRequest>()
    const rejected = await post(`/api/absence-requests/${asked.id}/decision`, head, { decision: 'reject', note: 'Exams that day' })
    expect(rejected.json<AbsenceRequest>()).toMatchObject({ state: 'rejected', decisionNote: 'Exams that day' })
    expect((await records(otherChild)).some((r) => r.date === '2030-03-13')).toBe(false)
    const told = await t.ctx.db.selectFrom('outbox_messages').select(['subject']).where('kind', '=', 'rejected').where('about_student_id', '=', otherChild).execute()
    expect(told.map((m) => m.subject)).toContain(`Absence request not approved: ${asked.student.name}, ${dateInWords('2030-03-13', 'en')}`)
  })

  it('lets the one who asked withdraw a pending request; a student asks for themselves only', async () => {
    const student = await cookieFor(t.app, 'student')
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: student } })).json<{ user: { id: string } }>().user.id
    const own = await ask({ from: '2030-03-11', to: '2030-03-11', reason: 'permission', note: 'Dentist' }, student)
    expect(own.statusCode, own.body).toBe(201)
    expect(own.json<AbsenceRequest>().student.id).toBe(me)
    // Someone else's id is refused, not quietly replaced by their own; their own id is fine.
    const mine = async () => (await t.app.inject({ method: 'GET', url: '/api/absence-requests', headers: { cookie: student } })).json<{ requests: unknown[] }>().requests.length
    const before = await mine()
    const forOther = await ask({ studentId: stranger, from: '2030-03-12', to: '2030-03-12', reason: 'sick' }, student)
    expect(forOther.statusCode).toBe(403)
    expect(await mine()).toBe(before)
    const named = await ask({ studentId: me, from: '2030-03-12', to: '2030-03-12', reason: 'sick' }, student)
    expect(named.statusCode, named.body).toBe(201)
    expect(named.json<AbsenceRequest>().student.id).toBe(me)
    expect((await post(`/api/absence-requests/${own.json<AbsenceRequest>().id}/withdraw`, parent)).statusCode).toBe(403)
    const withdrawn = await post(`/api/absence-requests/${own.json<AbsenceRequest>().id}/withdraw`, student)
    expect(withdrawn.json<AbsenceRequest>().state).toBe('withdrawn')
    expect((await post(`/api/absence-requests/${own.json<AbsenceRequest>().id}/withdraw`, student)).statusCode).toBe(409)
  })
})

/** A doctor's letter: real bytes of each type, and a file that lies about what it is. */
describe.each(TEST_DATABASES)('absence request attachments on %s', (kind) => {
  let t: TestApp
  let parent: string
  let head: string
  let requestId: string
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f2c5a20000000049454e44ae426082', 'hex')
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
  const HTML = Buffer.from('<html><script>alert(1)</script></html>')
  const put = (body: Buffer, type: string, cookie = parent, name = 'letter.png') =>
    t.app.inject({ method: 'PUT', url: `/api/absence-requests/${requestId}/attachment?name=${encodeURIComponent(name)}`, headers: { cookie, 'content-type': type }, payload: body })

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    parent = await cookieFor(t.app, 'parent')
    head = await cookieFor(t.app, 'headmaster')
    const { children } = (await t.app.inject({ method: 'GET', url: '/api/parent/children', headers: { cookie: parent } })).json<ParentChildrenResponse>()
    const asked = await t.app.inject({
      method: 'POST', url: '/api/absence-requests', headers: { cookie: parent },
      payload: { studentId: children[0]!.id, from: TUESDAY, to: TUESDAY, reason: 'sick' },
    })
    requestId = asked.json<AbsenceRequest>().id
  })
  afterAll(() => t.close())

  it('keeps a PNG or a PDF, read from its bytes, and serves it as a download to those who may see the request', async () => {
    const saved = await put(PNG, 'image/png', parent, 'Dr. Ayu’s letter.png')
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ name: 'Dr. Ayu’s letter.png', type: 'image/png', size: PNG.length })
    const served = await t.app.inject({ method: 'GET', url: `/api/absence-requests/${requestId}/attachment`, headers: { cookie: head } })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' })
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="Dr. Ayu_s letter.png"; filename\*=UTF-8''Dr\.%20Ayu%E2%80%99s%20letter\.png$/)
    expect(String(served.headers['content-security-policy'])).toContain('sandbox')
    // A PDF sent as application/octet-stream is a PDF.
    expect((await put(PDF, 'application/octet-stream', parent, 'letter')).json()).toMatchObject({ type: 'application/pdf', name: 'letter.pdf' })
    const listed = (await t.app.inject({ method: 'GET', url: '/api/absence-requests', headers: { cookie: parent } })).json<AbsenceRequestList>()
    expect(listed.requests.find((r) => r.id === requestId)!.attachment).toEqual({ name: 'letter.pdf', type: 'application/pdf', size: PDF.length })
  })

  it('refuses a file that lies about its type, one of another type and one over 2 MB, keeping the one there', async () => {
    const lying = await put(HTML, 'image/png')
    expect(lying.statusCode).toBe(415)
    expect(lying.json()).toMatchObject({ code: 'attachment_type' })
    const mismatch = await put(PDF, 'image/jpeg')
    expect(mismatch.statusCode).toBe(415)
    expect(mismatch.json()).toMatchObject({ code: 'attachment_type_mismatch', error: 'This file says it is image/jpeg but is application/pdf' })
    const big = await put(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png')
    expect(big.statusCode).toBe(413)
    expect(big.json()).toMatchObject({ error: 'The file is larger than 2 MB' })
    const kept = await t.app.inject({ method: 'GET', url: `/api/absence-requests/${requestId}/attachment`, headers: { cookie: parent } })
    expect(kept.headers['content-type']).toBe('application/pdf')
  })

  it('shows the file to no one else, and takes one only from the asker', async () => {
    const student = await cookieFor(t.app, 'student')
    const subject = await cookieFor(t.app, 'subject_teacher')
    expect((await t.app.inject({ method: 'GET', url: `/api/absence-requests/${requestId}/attachment`, headers: { cookie: subject } })).statusCode).toBe(403)
    expect((await put(PNG, 'image/png', student)).statusCode).toBe(403)
  })
})
