import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AbsenceRequest } from '#shared/contracts/absence-requests'
import type { HistoryEntry } from '#shared/contracts/attendance'
import type { ParentChildrenResponse } from '#shared/contracts/families'
import { rebuildSchool } from '../attendance'
import { decisionNotice } from '../notices'
import { daySheet, MONDAY, record } from '../../test/attendance-helpers'
import { cookieFor, homeroomCookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/**
 * An approved sick note or permission excuses (ADR 042). Approval turns the child's unexcused
 * absences on its days into the request's status (the decider's audit row, linked to the request),
 * never overwrites present, late or another excused status, says day by day what it did, and a
 * cancellation puts back exactly what it replaced. The demo is made on Monday 2030-03-04; the clock
 * is then Thursday 2030-03-07, so Monday to Wednesday have passed and Friday is to come.
 */
const [TUESDAY, WEDNESDAY, THURSDAY, FRIDAY] = ['2030-03-05', '2030-03-06', '2030-03-07', '2030-03-08']
const at = (time: string) => new Date(`${THURSDAY}T${time}:00.000Z`)

describe.each(TEST_DATABASES)('approved excuses on %s', (kind) => {
  let t: TestApp
  let parent: string
  let head: string
  let homeroom: string
  let subject: string
  let child: { id: string; name: string }
  let otherChild: { id: string; name: string }
  const post = (url: string, cookie: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload })
  const get = <T>(url: string, cookie = head) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json<T>())
  const idOf = async (cookie: string) => (await get<{ user: { id: string } }>('/api/auth/me', cookie)).user.id
  const recordAt = async (time: string, cookie: string, studentId: string, date: string, status: string) => {
    t.setNow(at(time))
    const done = await record(t.app, cookie, { studentId, date, status })
    expect(done.statusCode, done.body).toBe(200)
  }
  const ask = async (studentId: string, from: string, to: string, reason: 'sick' | 'permission') => {
    const asked = await post('/api/absence-requests', parent, { studentId, from, to, reason })
    expect(asked.statusCode, asked.body).toBe(201)
    return asked.json<AbsenceRequest>().id
  }
  const decideAt = async (time: string, id: string) => {
    t.setNow(at(time))
    const approved = await post(`/api/absence-requests/${id}/decision`, head, { decision: 'approve' })
    expect(approved.statusCode, approved.body).toBe(200)
    return approved.json<AbsenceRequest>()
  }
  const cancelAt = async (time: string, id: string) => {
    t.setNow(at(time))
    const cancelled = await post(`/api/absence-requests/${id}/cancel`, parent)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
  }
  const records = (studentId: string) =>
    t.ctx.db.selectFrom('attendance_records').select(['date', 'status', 'method', 'recorded_by', 'recorded_at']).where('student_id', '=', studentId)
      .where('date', '>=', MONDAY).where('date', '<=', FRIDAY).orderBy('date').execute()
  const history = (studentId: string, date: string) =>
    get<{ entries: HistoryEntry[] }>(`/api/attendance/history?studentId=${studentId}&date=${date}`).then((r) => r.entries)
  const readModelAgrees = async () => {
    const school = { id: t.ctx.schoolId, name: 'demo' }
    expect(await t.ctx.db.transaction().execute((trx) => rebuildSchool(trx, kind, school))).toMatchObject({ calendars: 0, dayCounts: 0 })
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: new Date(`${MONDAY}T08:00:00Z`) })
    t.setNow(at('08:00'))
    parent = await cookieFor(t.app, 'parent')
    head = await cookieFor(t.app, 'headmaster')
    subject = await cookieFor(t.app, 'subject_teacher')
    const { children } = await get<ParentChildrenResponse>('/api/parent/children', parent)
    ;[child, otherChild] = [children[0]!, children[1]!]
    homeroom = await homeroomCookieFor(t, child.id)
  })
  afterAll(() => t.close())

  it('turns an unexcused absence into sick, leaves present, late and permission as staff recorded them, and says so day by day', async () => {
    // The case ADR 042 starts from: staff marked Monday absent before the parent's sick note for the week was approved.
    await recordAt('07:50', homeroom, child.id, MONDAY, 'absent')
    await recordAt('07:51', homeroom, child.id, TUESDAY, 'present')
    await recordAt('07:52', homeroom, child.id, WEDNESDAY, 'late')
    await recordAt('07:53', homeroom, child.id, THURSDAY, 'permission')
    const mondayBefore = (await daySheet(t.app, head, { date: MONDAY })).counts
    const id = await ask(child.id, MONDAY, FRIDAY, 'sick')
    const approved = await decideAt('09:00', id)
    const [teacherId, headId] = [await idOf(homeroom), await idOf(head)]

    expect(approved.approvalDays).toEqual([
      { date: MONDAY, outcome: 'recorded', was: 'absent' },
      { date: TUESDAY, outcome: 'kept', status: 'present', by: 'staff' },
      { date: WEDNESDAY, outcome: 'kept', status: 'late', by: 'staff' },
      { date: THURSDAY, outcome: 'kept', status: 'permission', by: 'staff' },
      { date: FRIDAY, outcome: 'recorded', was: null },
    ])
    expect(approved.skippedDays).toEqual([TUESDAY, WEDNESDAY, THURSDAY])
    expect((await records(child.id)).map((r) => `${r.date} ${r.status} ${r.method} ${r.recorded_by === headId ? 'head' : r.recorded_by === teacherId ? 'teacher' : r.recorded_by}`)).toEqual([
      `${MONDAY} sick request head`,
      `${TUESDAY} present manual teacher`,
      `${WEDNESDAY} late manual teacher`,
      `${THURSDAY} permission manual teacher`,
      `${FRIDAY} sick request head`,
    ])
    // The day counts moved with it: one absence fewer, one sick more; the read model agrees with the records.
    const monday = (await daySheet(t.app, head, { date: MONDAY })).counts
    expect(monday).toEqual({ ...mondayBefore, absent: mondayBefore.absent - 1, sick: mondayBefore.sick + 1 })
    await readModelAgrees()
    // Audited as the decider's, method request, linked to the request.
    expect((await history(child.id, MONDAY)).map((e) => [e.oldStatus, e.newStatus, e.method, e.by?.id, e.requestId])).toEqual([
      [null, 'absent', 'manual', teacherId, null],
      ['absent', 'sick', 'request', headId, id],
    ])
    expect((await history(child.id, TUESDAY)).map((e) => e.newStatus)).toEqual(['present'])

    // The message says what is true, day by day, and never that every day is sick.
    const parentId = await idOf(parent)
    const told = await t.ctx.db.selectFrom('outbox_messages').select(['body']).where('kind', '=', 'approved')
      .where('about_student_id', '=', child.id).where('recipient_id', '=', parentId).execute()
    expect(told).toHaveLength(1)
    const body = told[0]!.body
    expect(body).toContain([
      'Day by day:',
      '- Mon 4 Mar: recorded as sick (was absent)',
      '- Tue 5 Mar: left as present, recorded by staff',
      '- Wed 6 Mar: left as late, recorded by staff',
      '- Thu 7 Mar: left as permission, recorded by staff',
      '- Fri 8 Mar: recorded as sick',
    ].join('\n'))
    expect(body).not.toContain('Those days are recorded')
    // The same days on the request, for the card in the app.
    const { requests } = await get<{ requests: AbsenceRequest[] }>('/api/absence-requests', parent)
    expect(requests.find((r) => r.id === id)?.approvalDays).toEqual(approved.approvalDays)
  })

  it('leaves another request’s excused days alone, and a cancellation puts back exactly what it replaced', async () => {
    // An earlier permission request for Monday to Thursday, approved and cancelled on Thursday: Monday to Wednesday stand.
    const earlier = await ask(otherChild.id, MONDAY, THURSDAY, 'permission')
    await decideAt('08:10', earlier)
    await cancelAt('08:15', earlier)
    // Staff mark the child absent this morning; then the family's sick note for the week is approved.
    await recordAt('08:20', subject, otherChild.id, THURSDAY, 'absent')
    const [subjectId, headId, parentId] = [await idOf(subject), await idOf(head), await idOf(parent)]
    const before = await records(otherChild.id)
    const thursdayBefore = (await daySheet(t.app, head, { date: THURSDAY })).counts
    const id = await ask(otherChild.id, MONDAY, FRIDAY, 'sick')
    const approved = await decideAt('08:30', id)
    expect(approved.approvalDays).toEqual([
      { date: MONDAY, outcome: 'kept', status: 'permission', by: 'request' },
      { date: TUESDAY, outcome: 'kept', status: 'permission', by: 'request' },
      { date: WEDNESDAY, outcome: 'kept', status: 'permission', by: 'request' },
      { date: THURSDAY, outcome: 'recorded', was: 'absent' },
      { date: FRIDAY, outcome: 'recorded', was: null },
    ])
    expect((await records(otherChild.id)).map((r) => `${r.date} ${r.status} ${r.method}`)).toEqual([
      `${MONDAY} permission request`, `${TUESDAY} permission request`, `${WEDNESDAY} permission request`,
      `${THURSDAY} sick request`, `${FRIDAY} sick request`,
    ])
    const bodies = (await t.ctx.db.selectFrom('outbox_messages').select('body').where('kind', '=', 'approved')
      .where('about_student_id', '=', otherChild.id).where('recipient_id', '=', parentId).execute()).map((m) => m.body)
    const body = bodies.find((b) => b.includes('(sick,'))!
    expect(body).toContain('- Mon 4 Mar: left as permission, recorded by an earlier request')
    expect(body).toContain('- Thu 7 Mar: recorded as sick (was absent)')

    // Cancelled on Thursday: Thursday is absent again, as staff recorded it (who, how, when); Friday reads Not recorded.
    await cancelAt('08:40', id)
    expect(await records(otherChild.id)).toEqual(before)
    expect(before.find((r) => r.date === THURSDAY)).toMatchObject({ status: 'absent', method: 'manual', recorded_by: subjectId, recorded_at: at('08:20').toISOString() })
    expect((await daySheet(t.app, head, { date: THURSDAY })).counts).toEqual(thursdayBefore)
    await readModelAgrees()
    expect((await history(otherChild.id, THURSDAY)).map((e) => [e.oldStatus, e.newStatus, e.method, e.by?.id, e.requestId])).toEqual([
      [null, 'permission', 'request', headId, earlier],
      ['permission', null, 'request', parentId, earlier],
      [null, 'absent', 'manual', subjectId, null],
      ['absent', 'sick', 'request', headId, id],
      ['sick', 'absent', 'request', parentId, id],
    ])
    expect((await history(otherChild.id, FRIDAY)).map((e) => [e.oldStatus, e.newStatus, e.requestId])).toEqual([[null, 'sick', id], ['sick', null, id]])
  })
})

describe('the approval’s message in Bahasa Indonesia', () => {
  it('lists each day in the adult’s language', () => {
    const text = decisionNotice({
      kind: 'approved', language: 'id', adult: 'Ibu Sari', child: 'Budi', from: '2026-11-27', to: '2026-11-30', reason: 'sick', note: null,
      days: [
        { date: '2026-11-27', outcome: 'recorded', was: 'absent' },
        { date: '2026-11-30', outcome: 'kept', status: 'present', by: 'staff' },
      ],
      school: { name: 'SMA 1', contact: null },
    })
    expect(text.body).toContain('Per hari:\n- Jum 27 Nov: dicatat sebagai sakit (sebelumnya alfa)\n- Sen 30 Nov: tetap hadir, dicatat oleh staf')
    expect(text.body).not.toContain('Hari-hari tersebut dicatat sebagai')
  })
})
