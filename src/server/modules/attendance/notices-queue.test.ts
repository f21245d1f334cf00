import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MONDAY, MONDAY_MORNING } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { writeAttendanceBatch } from './record-attendance'
import { dateInWords } from '../notices'
import { demoClass, linkParent, outbox } from '../../test/notices.fixtures'

const MONDAY_WORDS = dateInWords(MONDAY, 'en')

/** A notice is queued in the transaction of the record that causes it, once per cause (ADR 021). */
describe.each(TEST_DATABASES)('absence notices queued with the record, on %s', (kind) => {
  let t: TestApp
  let teacher: string
  let classId: string
  let students: { id: string; name: string }[]
  const school = () => t.ctx.schoolId

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    teacher = await cookieFor(t.app, 'headmaster')
    ;({ classId, students } = await demoClass(t.ctx.db))
    await t.ctx.db.updateTable('schools').set({ notice_contact: 'Office: +1 555 0100' } as never).where('id', '=', school()).execute()
  })
  afterAll(() => t.close())

  const saveRoll = (date: string, entries: { studentId: string; status: string }[]) =>
    t.app.inject({ method: 'PUT', url: '/api/attendance/roll', headers: { cookie: teacher }, payload: { classId, date, entries, overwrite: true } })

  it('queues one absence notice per linked adult with notices on, in the roll call that marks the student absent', async () => {
    const [a, b, c] = students
    const mum = await linkParent(t.ctx.db, school(), a!.id, { name: 'Ada Mum' })
    const dad = await linkParent(t.ctx.db, school(), a!.id, { name: 'Bob Dad' })
    await linkParent(t.ctx.db, school(), a!.id, { notices: false })
    await linkParent(t.ctx.db, school(), a!.id, { archived: true })
    await linkParent(t.ctx.db, school(), b!.id)
    const response = await saveRoll(MONDAY, [
      { studentId: a!.id, status: 'absent' }, { studentId: b!.id, status: 'present' }, { studentId: c!.id, status: 'absent' },
    ])
    expect(response.statusCode).toBe(200)
    const queued = await outbox(t.ctx.db, school())
    expect(queued.map((m) => [m.recipient_id, m.kind, m.state, m.about_student_id]).sort()).toEqual(
      [[mum.id, 'absent', 'queued', a!.id], [dad.id, 'absent', 'queued', a!.id]].sort(),
    )
    const toMum = queued.find((m) => m.recipient_id === mum.id)!
    expect(toMum.address).toBe(mum.email)
    expect(toMum.subject).toBe(`${a!.name} is marked absent on ${MONDAY_WORDS}`)
    expect(toMum.body).toContain('Hello Ada Mum,')
    expect(toMum.body).toContain('Office: +1 555 0100')
    expect(toMum.message_id).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/)
    expect(JSON.parse(toMum.payload)).toMatchObject({ kind: 'absent', studentId: a!.id, date: MONDAY, status: 'absent' })
    expect(new Set(queued.map((m) => m.message_id)).size).toBe(queued.length)
  })

  it('queues nothing more when the same roll is saved again, and a correction when absent becomes present', async () => {
    const [a] = students
    const before = await outbox(t.ctx.db, school())
    await saveRoll(MONDAY, [{ studentId: a!.id, status: 'absent' }])
    expect(await outbox(t.ctx.db, school())).toHaveLength(before.length)

    await saveRoll(MONDAY, [{ studentId: a!.id, status: 'present' }])
    const after = await outbox(t.ctx.db, school())
    const corrections = after.filter((m) => m.kind === 'correction')
    expect(corrections.map((m) => m.recipient_id).sort()).toEqual(before.map((m) => m.recipient_id).sort())
    expect(corrections[0]!.subject).toBe(`Correction: ${a!.name} is marked present on ${MONDAY_WORDS}`)
  })

  it('the same change written twice (a retried write) queues its notice once', async () => {
    const [, , , d] = students
    const adult = await linkParent(t.ctx.db, school(), d!.id)
    const head = (await t.ctx.db.selectFrom('users').select('id').where('role', '=', 'headmaster').executeTakeFirstOrThrow()).id
    const write = () => t.ctx.db.transaction().execute((trx) => writeAttendanceBatch(trx, kind, {
      schoolId: school(), date: '2030-03-05', method: 'manual', recordedBy: head, at: '2030-03-05T08:00:00.000Z',
    }, [{ studentId: d!.id, status: 'absent' }]))
    await write()
    await write()
    expect((await outbox(t.ctx.db, school())).filter((m) => m.recipient_id === adult.id)).toHaveLength(1)
  })

  it('queues nothing when the record’s transaction rolls back', async () => {
    const [, , , , e] = students
    const adult = await linkParent(t.ctx.db, school(), e!.id)
    const head = (await t.ctx.db.selectFrom('users').select('id').where('role', '=', 'headmaster').executeTakeFirstOrThrow()).id
    await expect(t.ctx.db.transaction().execute(async (trx) => {
      await writeAttendanceBatch(trx, kind, { schoolId: school(), date: MONDAY, method: 'manual', recordedBy: head, at: MONDAY_MORNING.toISOString() },
        [{ studentId: e!.id, status: 'absent' }])
      throw new Error('after the write')
    })).rejects.toThrow('after the write')
    expect((await outbox(t.ctx.db, school())).filter((m) => m.recipient_id === adult.id)).toEqual([])
    expect(await t.ctx.db.selectFrom('attendance_records').select('id').where('student_id', '=', e!.id).where('date', '=', MONDAY).execute()).toEqual([])
  })

  it('a late mark is notified only when the school turns that on', async () => {
    const [, , , , , f, g] = students
    const one = await linkParent(t.ctx.db, school(), f!.id)
    const two = await linkParent(t.ctx.db, school(), g!.id)
    await saveRoll(MONDAY, [{ studentId: f!.id, status: 'late' }])
    await t.ctx.db.updateTable('schools').set({ notify_late: 1 } as never).where('id', '=', school()).execute()
    await saveRoll(MONDAY, [{ studentId: g!.id, status: 'late' }])
    const messages = await outbox(t.ctx.db, school())
    expect(messages.filter((m) => m.recipient_id === one.id)).toEqual([])
    expect(messages.filter((m) => m.recipient_id === two.id).map((m) => [m.kind, m.subject])).toEqual([
      ['late', `${g!.name} is marked late on ${MONDAY_WORDS}`],
    ])
  })
})
