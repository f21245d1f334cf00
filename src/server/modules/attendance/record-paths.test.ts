import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AttendanceEvent, RecordedByOtherResponse, StudentDayRow } from '#shared/contracts/attendance'
import type { AttendanceStatus } from '#shared/school'
import type { DatabaseKind } from '../../db/create-db'
import { cookieFor } from '../../test/demo-logins'
import { type SentStatement, statementsOf } from '../../test/pg-statements'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { demoClass, linkParent, outbox } from '../../test/notices.fixtures'
import { dayOfYear, STATUS_CODES } from './read-model/encoding'
import { rebuildEverySchool } from './read-model/rebuild'
import type * as OneTrip from './record-in-one-trip'

/** Which writer the service may use: the one call (ADR 037) unless a test turns it off. */
const paths = vi.hoisted(() => ({ oneCall: true }))
vi.mock('./record-in-one-trip', async (original) => {
  const real = await original<typeof OneTrip>()
  return { ...real, recordsInOneTrip: (ctx: Parameters<typeof real.recordsInOneTrip>[0]) => paths.oneCall && real.recordsInOneTrip(ctx) }
})

/**
 * ADR 037: on PostgreSQL a manual record and a roll call are written by one call to the database when they
 * can, and handed back to the general path when something needs JavaScript. The same requests give the same
 * answers and leave the same rows whichever writer took them: records, audit rows, summaries, notices queued
 * exactly once, the live events; the 409 over someone else's record writes nothing; a repeat changes nothing.
 */
const VARIANTS = TEST_DATABASES.flatMap((kind): [DatabaseKind, string][] => (kind === 'postgres' ? [[kind, 'one call'], [kind, 'general path']] : [[kind, 'general path']]))

describe.each(VARIANTS)('a manual record and a roll call on %s, by the %s', (kind, path) => {
  let t: TestApp
  let head: string
  let teacher: string
  let classId: string
  let s: string[]
  const parents: Record<string, string> = {}
  const heard: AttendanceEvent[] = []
  const D1 = '2030-03-04' // Monday to Thursday of a week after the demo's history; now is that Friday
  const D2 = '2030-03-05'

  const saveRoll = (cookie: string, date: string, statuses: AttendanceStatus[], extra: object = {}, notes: (string | undefined)[] = []) =>
    t.app.inject({ method: 'PUT', url: '/api/attendance/roll', headers: { cookie }, payload: {
      classId, date, entries: statuses.map((status, i) => ({ studentId: s[i]!, status, ...(notes[i] !== undefined ? { note: notes[i] } : {}) })), ...extra,
    } })
  const record = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/attendance/records', headers: { cookie }, payload })
  /** What the request sent, and which writer took it: the one call (ADR 037) or the general path's statements. */
  const sent = async <T>(act: () => Promise<T>): Promise<{ result: T; writers: string[] }> => {
    let result!: T
    const statements: SentStatement[] = await statementsOf(async () => void (result = await act()))
    const writers = [
      ...(statements.some((x) => /rollcall_record_batch/.test(x.text)) ? ['one call'] : []),
      ...(statements.some((x) => /^insert into "attendance_records"/.test(x.text)) ? ['general path'] : []),
    ]
    return { result, writers }
  }
  /** The writers expected: on the one-call variant, the one call, then the general path when it was handed back. */
  const expected = (handedBack: boolean) => (kind === 'sqlite' ? [] : path === 'general path' ? ['general path'] : handedBack ? ['one call', 'general path'] : ['one call'])

  async function state(date: string) {
    const db = t.ctx.db
    const records = await db.selectFrom('attendance_records').select(['id', 'student_id', 'status', 'note', 'method', 'recorded_by', 'recorded_at'])
      .where('date', '=', date).where('student_id', 'in', s).orderBy('student_id').execute()
    const audit = await db.selectFrom('attendance_audit').select(['student_id', 'old_status', 'new_status', 'old_note', 'new_note', 'changed_by'])
      .where('date', '=', date).where('student_id', 'in', s).orderBy('student_id').orderBy('changed_at').orderBy('new_status').execute()
    const counts = await db.selectFrom('attendance_day_counts').select(['status', 'n']).where('date', '=', date).execute()
    const byStatus: Record<string, number> = {}
    for (const c of counts) byStatus[c.status] = (byStatus[c.status] ?? 0) + Number(c.n)
    const calendars = await db.selectFrom('attendance_calendars').select(['student_id', 'days']).where('year', '=', 2030).where('student_id', 'in', s).execute()
    const day = new Map(calendars.map((c) => [c.student_id, c.days[dayOfYear(date) - 1]]))
    const notices = (await outbox(db, t.ctx.schoolId)).filter((m) => m.about_date === date)
      .map((m) => ({ kind: m.kind, key: m.idempotency_key, to: m.recipient_id, about: m.about_student_id, payload: JSON.parse(m.payload) as object }))
      .sort((a, b) => (a.key < b.key ? -1 : 1))
    return { records, audit, counts: Object.fromEntries(Object.entries(byStatus).filter(([, n]) => n !== 0)), calendar: s.map((id) => day.get(id) ?? '.'), notices }
  }
  const summariesRight = async () => expect((await rebuildEverySchool(t.ctx.db, t.ctx.dbKind))[0]).toMatchObject({ calendars: 0, dayCounts: 0 })

  beforeAll(async () => {
    paths.oneCall = path === 'one call'
    t = await createTestApp(kind)
    t.setNow(new Date('2030-03-08T10:00:00Z'))
    head = await cookieFor(t.app, 'headmaster')
    teacher = await cookieFor(t.app, 'subject_teacher')
    const found = await demoClass(t.ctx.db)
    classId = found.classId
    s = found.students.map((x) => x.id)
    for (const i of [0, 1, 5]) parents[i] = (await linkParent(t.ctx.db, t.ctx.schoolId, s[i]!)).id
    await t.ctx.db.updateTable('schools').set({ notify_late: 1 }).where('id', '=', t.ctx.schoolId).execute()
    t.ctx.events.subscribe(t.ctx.schoolId, (event) => heard.push(event))
  })
  afterAll(() => t.close())

  const FIRST: AttendanceStatus[] = ['absent', 'late', 'sick', 'present', 'present', 'present', 'present']

  it('saves a new roll call: records, audit rows, summaries, the notices once, the live events', async () => {
    expect(s.length).toBeGreaterThanOrEqual(7)
    const { result, writers } = await sent(() => saveRoll(head, D1, FIRST, {}, [undefined, 'bus', 'flu']))
    expect(result.json()).toEqual({ saved: 7, unchanged: 0 })
    expect(writers).toEqual(expected(false))
    const now = await state(D1)
    expect(now.records.map((r) => [r.status, r.note, r.method])).toEqual(FIRST.map((st, i) => [st, [null, 'bus', 'flu'][i] ?? null, 'manual']))
    expect(now.audit.map((a) => [a.old_status, a.new_status, a.new_note])).toEqual(FIRST.map((st, i) => [null, st, [null, 'bus', 'flu'][i] ?? null]))
    expect(now.counts).toEqual({ absent: 1, late: 1, sick: 1, present: 4 })
    expect(now.calendar).toEqual(FIRST.map((st) => STATUS_CODES[st]))
    expect(now.notices).toEqual([
      { kind: 'absent', key: `absent:${now.records[0]!.id}:none>absent:${parents[0]}`, to: parents[0], about: s[0],
        payload: expect.objectContaining({ status: 'absent', previous: null }) },
      { kind: 'late', key: `late:${now.records[1]!.id}:none>late:${parents[1]}`, to: parents[1], about: s[1],
        payload: expect.objectContaining({ status: 'late', previous: null }) },
    ])
    await expect.poll(() => heard.length).toBe(7)
    expect(heard.map((e) => [e.studentId, e.status, e.date])).toEqual(FIRST.map((st, i) => [s[i], st, D1]))
    await summariesRight()
  })

  it('saves the same roll again as no change: nothing written, nothing queued', async () => {
    const before = await state(D1)
    const { result, writers } = await sent(() => saveRoll(head, D1, FIRST))
    expect(result.json()).toEqual({ saved: 0, unchanged: 7 })
    expect(writers).toEqual(expected(false))
    expect(await state(D1)).toEqual(before)
  })

  it('corrects one\'s own records in the one call; a correction parents must hear, or a new absence of a record, in the general path', async () => {
    const plain = await sent(() => saveRoll(head, D1, ['absent', 'late', 'sick', 'permission', 'present', 'present', 'present'], {}, [undefined, 'bus', 'flu', undefined, 'note only']))
    expect(plain.result.json()).toEqual({ saved: 2, unchanged: 5 })
    expect(plain.writers).toEqual(expected(false))

    const told = await sent(() => saveRoll(head, D1, ['present', 'late', 'sick', 'permission', 'present', 'absent', 'present']))
    expect(told.result.json()).toEqual({ saved: 2, unchanged: 5 })
    expect(told.writers).toEqual(expected(true))
    const now = await state(D1)
    expect(now.records.map((r) => [r.status, r.note])).toEqual([
      ['present', null], ['late', 'bus'], ['sick', 'flu'], ['permission', null], ['present', 'note only'], ['absent', null], ['present', null],
    ])
    expect(now.counts).toEqual({ present: 3, late: 1, sick: 1, permission: 1, absent: 1 })
    expect(now.notices.map((n) => [n.kind, n.to, n.key])).toEqual([
      ['absent', parents[0], `absent:${now.records[0]!.id}:none>absent:${parents[0]}`],
      ['late', parents[1], `late:${now.records[1]!.id}:none>late:${parents[1]}`],
      ['absent', parents[5], `absent:${now.records[5]!.id}:present>absent:${parents[5]}`],
      ['correction', parents[0], `correction:${now.records[0]!.id}:absent>present:${parents[0]}`],
    ].sort((a, b) => (a[2]! < b[2]! ? -1 : 1)))
    expect(now.audit).toHaveLength(7 + 2 + 2)
    await summariesRight()
  })

  it('refuses to change someone else\'s records until confirmed, writing nothing of the roll meanwhile', async () => {
    const before = await state(D1)
    const statuses: AttendanceStatus[] = ['present', 'late', 'sick', 'permission', 'present', 'absent', 'sick']
    const refused = await saveRoll(teacher, D1, statuses)
    expect(refused.statusCode).toBe(409)
    expect(refused.json<RecordedByOtherResponse>().overwrites.map((o) => [o.studentId, o.status])).toEqual([[s[6], 'present']])
    expect(await state(D1)).toEqual(before)
    const confirmed = await saveRoll(teacher, D1, statuses, { overwrite: true })
    expect(confirmed.json()).toEqual({ saved: 1, unchanged: 6 })
    await summariesRight()
  })

  it('records by hand: the row, its audit, the notice once however often it is sent, the refusals in their words', async () => {
    const first = await sent(() => record(head, { studentId: s[0], date: D2, status: 'absent', note: 'fever' }))
    expect(first.result.statusCode).toBe(200)
    expect(first.writers).toEqual(expected(false))
    expect(first.result.json<{ row: StudentDayRow }>().row).toMatchObject({ student: { id: s[0] }, record: { status: 'absent', note: 'fever', method: 'manual' } })
    expect((await record(head, { studentId: s[0], date: D2, status: 'absent', note: 'fever' })).statusCode).toBe(200)
    const now = await state(D2)
    expect(now.audit.map((a) => [a.student_id, a.old_status, a.new_status])).toEqual([[s[0], null, 'absent']])
    expect(now.notices.map((n) => [n.kind, n.to])).toEqual([['absent', parents[0]]])
    expect(now.counts).toEqual({ absent: 1 })
    await summariesRight()

    expect((await record(head, { studentId: 'no-such-student', date: D2, status: 'present' })).statusCode).toBe(404)
    await t.ctx.db.insertInto('school_holidays').values({ school_id: t.ctx.schoolId, date: '2030-03-06', name: 'Founders Day' }).execute()
    const holiday = await record(head, { studentId: s[1], date: '2030-03-06', status: 'present' })
    expect(holiday.json()).toMatchObject({ code: 'not_school_day', error: '2030-03-06 is a holiday (Founders Day), not a school day' })
    const stranger = (await t.ctx.db.selectFrom('students').select('user_id').where('class_id', '<>', classId).executeTakeFirstOrThrow()).user_id
    const notInClass = await t.app.inject({ method: 'PUT', url: '/api/attendance/roll', headers: { cookie: head }, payload: {
      classId, date: D2, entries: [{ studentId: s[1], status: 'present' }, { studentId: stranger, status: 'present' }] } })
    expect(notInClass.statusCode).toBe(400)
    expect(await state(D2)).toEqual(now)
  })
})
