import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AbsenceRequest } from '#shared/contracts/absence-requests'
import type { HistoryEntry } from '#shared/contracts/attendance'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import type { ParentChildrenResponse } from '#shared/contracts/families'
import type { StudentHistoryResponse } from '#shared/contracts/reports'
import { rebuildSchool } from '../attendance'
import { dateInWords } from '../notices'
import { daySheet, MONDAY, record } from '../../test/attendance-helpers'
import { cookieFor, homeroomCookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

/**
 * Cancelling an approved absence request before its days pass (ADR 023). The clock is Tuesday
 * 2030-03-05 (the demo school made on Monday, its history up to the Friday before): Monday is a day
 * that has passed, Tuesday is today, Wednesday to Friday are to come.
 */
const [TUESDAY, WEDNESDAY, THURSDAY, FRIDAY] = ['2030-03-05', '2030-03-06', '2030-03-07', '2030-03-08']
const TUESDAY_MORNING = new Date(`${TUESDAY}T08:00:00Z`)
const CANCELLED_AT = new Date(`${TUESDAY}T08:05:00Z`)

describe.each(TEST_DATABASES)('cancelling an approved absence request on %s', (kind) => {
  let t: TestApp
  let parent: string
  let otherParent: string
  let head: string
  let homeroom: string
  let child: string
  let otherChild: string
  const post = (url: string, cookie: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload })
  const get = <T>(url: string, cookie = head) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json<T>())
  const idOf = async (cookie: string) => (await get<{ user: { id: string } }>('/api/auth/me', cookie)).user.id
  const askAndApprove = async (studentId: string, from: string, to: string, decider = homeroom) => {
    const asked = await post('/api/absence-requests', parent, { studentId, from, to, reason: 'sick' })
    expect(asked.statusCode, asked.body).toBe(201)
    const approved = await post(`/api/absence-requests/${asked.json<AbsenceRequest>().id}/decision`, decider, { decision: 'approve' })
    expect(approved.statusCode, approved.body).toBe(200)
    return approved.json<AbsenceRequest>()
  }
  const records = (studentId: string) =>
    t.ctx.db.selectFrom('attendance_records').select(['date', 'status', 'method']).where('student_id', '=', studentId)
      .where('date', '>=', MONDAY).where('date', '<=', FRIDAY).orderBy('date').execute()
      .then((rows) => rows.map((r) => `${r.date} ${r.status} ${r.method}`))
  const history = (studentId: string, from: string, to: string) =>
    get<StudentHistoryResponse>(`/api/reports/students/${studentId}/history?from=${from}&to=${to}`)
  const cancel = (id: string, cookie: string) => post(`/api/absence-requests/${id}/cancel`, cookie)

  beforeAll(async () => {
    t = await createTestApp(kind, { now: new Date(`${MONDAY}T08:00:00Z`) })
    t.setNow(TUESDAY_MORNING)
    parent = await cookieFor(t.app, 'parent')
    head = await cookieFor(t.app, 'headmaster')
    const { children } = await get<ParentChildrenResponse>('/api/parent/children', parent)
    ;[child, otherChild] = [children[0]!.id, children[1]!.id]
    // The homeroom teacher of the child's class (the other child is in another class).
    homeroom = await homeroomCookieFor(t, child)
    // Another family's parent: the demo's second parent account.
    const demo = await get<DemoAccountsResponse>('/api/auth/demo-accounts')
    const second = demo.accounts.filter((a) => a.role === 'parent')[1]!
    otherParent = sessionCookieOf(await signIn(t.app, second.kind, second.identifier, demo.password))
  })
  afterAll(() => t.close())

  it('lets the parent cancel: the days from today read Not recorded again, the day passed stands, and the audit names them', async () => {
    const before = { week: await history(child, TUESDAY, FRIDAY), today: (await daySheet(t.app, head, { date: TUESDAY })).counts }
    const approved = await askAndApprove(child, MONDAY, THURSDAY)
    expect(await records(child)).toEqual([`${MONDAY} sick request`, `${TUESDAY} sick request`, `${WEDNESDAY} sick request`, `${THURSDAY} sick request`])

    // Five minutes after the approval (the day's history is in time order).
    t.setNow(CANCELLED_AT)
    const cancelled = await cancel(approved.id, parent)
    t.setNow(TUESDAY_MORNING)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const parentId = await idOf(parent)
    expect(cancelled.json<AbsenceRequest>()).toMatchObject({
      state: 'cancelled', cancelledBy: { id: parentId }, cancelledAt: CANCELLED_AT.toISOString(), decidedBy: { id: await idOf(homeroom) },
    })
    expect(await records(child)).toEqual([`${MONDAY} sick request`])
    // The student's history, rate and counts for the days taken back are what they were before approval; the school's day counts too.
    expect(await history(child, TUESDAY, FRIDAY)).toEqual(before.week)
    expect((await history(child, MONDAY, MONDAY)).days).toEqual([{ date: MONDAY, status: 'sick', note: null }])
    const sheet = await daySheet(t.app, head, { date: TUESDAY })
    expect(sheet.counts).toEqual(before.today)
    // The read model agrees with the records: a rebuild finds nothing to fix.
    const school = { id: t.ctx.schoolId, name: 'demo' }
    expect(await t.ctx.db.transaction().execute((trx) => rebuildSchool(trx, kind, school))).toMatchObject({ calendars: 0, dayCounts: 0 })

    const { entries } = await get<{ entries: HistoryEntry[] }>(`/api/attendance/history?studentId=${child}&date=${WEDNESDAY}`)
    expect(entries.map((e) => [e.oldStatus, e.newStatus, e.method, e.by?.id])).toEqual([
      [null, 'sick', 'request', await idOf(homeroom)],
      ['sick', null, 'request', parentId],
    ])
    expect(entries[1]!.at).toBe(CANCELLED_AT.toISOString())
    // The parent cancelled it themselves: nobody is told.
    expect(await t.ctx.db.selectFrom('outbox_messages').select('id').where('kind', '=', 'cancelled').execute()).toEqual([])
    // Once only.
    const again = await cancel(approved.id, parent)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'request_not_approved', error: 'Only an approved request can be cancelled; this one is cancelled' })
  })

  it('refuses other families, subject teachers and another class’s homeroom teacher; a pending request is withdrawn instead', async () => {
    const approved = await askAndApprove(otherChild, WEDNESDAY, WEDNESDAY, head)
    const subject = await cookieFor(t.app, 'subject_teacher')
    const student = await cookieFor(t.app, 'student')
    // `homeroom` holds the first child's class, not this one's.
    for (const cookie of [otherParent, subject, student, homeroom]) expect((await cancel(approved.id, cookie)).statusCode).toBe(403)
    expect((await cancel('not-an-id', parent)).statusCode).toBe(404)
    expect((await cancel('%E2%80%AE', head)).statusCode).toBe(404)
    expect(await records(otherChild)).toEqual([`${WEDNESDAY} sick request`])
    const { requests } = await get<{ requests: AbsenceRequest[] }>('/api/absence-requests', parent)
    expect(requests.find((r) => r.id === approved.id)).toMatchObject({ state: 'approved', cancelledBy: null })

    const pending = (await post('/api/absence-requests', parent, { studentId: otherChild, from: FRIDAY, to: FRIDAY, reason: 'permission' }))
      .json<AbsenceRequest>()
    const refused = await cancel(pending.id, parent)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'request_not_approved', error: 'This request is still pending: withdraw it instead' })
    expect((await post(`/api/absence-requests/${pending.id}/withdraw`, parent)).json<AbsenceRequest>().state).toBe('withdrawn')
  })

  it('lets the homeroom teacher and the headmaster cancel, leaving the day staff recorded by hand since, and tells the child’s adults once', async () => {
    // Today and tomorrow approved by the headmaster, then today recorded present by hand by the homeroom teacher.
    const approved = await askAndApprove(child, TUESDAY, WEDNESDAY, head)
    const overwrite = await record(t.app, homeroom, { studentId: child, date: TUESDAY, status: 'present', overwrite: true })
    expect(overwrite.statusCode, overwrite.body).toBe(200)
    expect((await cancel(approved.id, homeroom)).json<AbsenceRequest>()).toMatchObject({ state: 'cancelled', cancelledBy: { id: await idOf(homeroom) } })
    expect(await records(child)).toEqual([`${MONDAY} sick request`, `${TUESDAY} present manual`])

    // The headmaster cancels the other child's Wednesday (the previous test's).
    const { requests } = await get<{ requests: AbsenceRequest[] }>('/api/absence-requests?state=approved', parent)
    const wednesday = requests.find((r) => r.student.id === otherChild && r.from === WEDNESDAY)!
    expect((await cancel(wednesday.id, head)).statusCode).toBe(200)
    expect(await records(otherChild)).toEqual([])

    const parentId = await idOf(parent)
    const told = await t.ctx.db.selectFrom('outbox_messages').select(['recipient_id', 'subject', 'body', 'idempotency_key', 'about_student_id'])
      .where('kind', '=', 'cancelled').execute()
    // One message per cancellation and adult, the parent among them.
    expect(new Set(told.map((m) => m.idempotency_key)).size).toBe(told.length)
    const toParent = told.filter((m) => m.recipient_id === parentId)
    expect(toParent.map((m) => m.idempotency_key).sort()).toEqual([`cancelled:${approved.id}:${parentId}`, `cancelled:${wednesday.id}:${parentId}`].sort())
    const aboutWednesday = toParent.find((m) => m.about_student_id === otherChild)!
    expect(aboutWednesday.subject).toBe(`Absence request cancelled: ${wednesday.student.name}, ${dateInWords(WEDNESDAY, 'en')}`)
    expect(aboutWednesday.body).toContain(`From ${dateInWords(WEDNESDAY, 'en')} on, those days are no longer recorded as sick`)
    // Cancelled once: a second try is refused and queues nothing.
    expect((await cancel(approved.id, head)).statusCode).toBe(409)
    expect(await t.ctx.db.selectFrom('outbox_messages').select('id').where('kind', '=', 'cancelled').execute()).toHaveLength(told.length)
  })

  it('refuses once the request’s last day has passed, changing nothing', async () => {
    t.setNow(new Date(`${WEDNESDAY}T08:00:00Z`))
    try {
      const approved = await askAndApprove(otherChild, TUESDAY, TUESDAY, head)
      t.setNow(new Date(`${THURSDAY}T08:00:00Z`))
      const late = await cancel(approved.id, parent)
      expect(late.statusCode).toBe(409)
      expect(late.json()).toMatchObject({ code: 'request_days_passed', error: 'The days of this request have passed: it can no longer be cancelled' })
      expect(await records(otherChild)).toEqual([`${TUESDAY} sick request`])
      const { requests } = await get<{ requests: AbsenceRequest[] }>('/api/absence-requests', parent)
      expect(requests.find((r) => r.id === approved.id)).toMatchObject({ state: 'approved', cancelledBy: null })
    } finally {
      t.setNow(TUESDAY_MORNING)
    }
  })
})
