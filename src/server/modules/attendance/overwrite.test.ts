import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HistoryEntry, RecordedByOtherResponse } from '#shared/contracts/attendance'
import type { MeResponse } from '#shared/contracts/auth'
import { classNamed, daySheet, MONDAY, MONDAY_MORNING, record, roll } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('recording over another person’s record on %s', (kind) => {
  let t: TestApp
  let first: string
  let second: string
  let firstName: string
  let classId: string
  let students: { id: string; name: string }[]
  const saveRoll = (payload: object, cookie: string) => t.app.inject({ method: 'PUT', url: '/api/attendance/roll', headers: { cookie }, payload })
  const statusOf = async (studentId: string) => (await roll(t.app, first, classId, MONDAY)).rows.find((r) => r.student.id === studentId)!.record
  const history = async (studentId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/attendance/history?studentId=${studentId}&date=${MONDAY}`, headers: { cookie: first } })).json<{ entries: HistoryEntry[] }>().entries

  beforeAll(async () => {
    t = await createTestApp(kind)
    t.setNow(MONDAY_MORNING)
    first = await cookieFor(t.app, 'homeroom_teacher')
    second = await cookieFor(t.app, 'headmaster')
    firstName = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: first } })).json<MeResponse>().user.name
    const sheet = await daySheet(t.app, first, { date: MONDAY })
    const klass = await classNamed(t.app, first, sheet.rows[0]!.class.name)
    classId = klass.id
    students = (await roll(t.app, first, classId, MONDAY)).rows.map((r) => r.student)
  })
  afterAll(() => t.close())

  it('refuses with who recorded it and when, and changes nothing, until the user confirms', async () => {
    const [a] = students
    t.setNow(new Date(`${MONDAY}T07:35:00Z`))
    expect((await record(t.app, first, { studentId: a!.id, date: MONDAY, status: 'present' })).statusCode).toBe(200)

    t.setNow(new Date(`${MONDAY}T09:10:00Z`))
    const refused = await record(t.app, second, { studentId: a!.id, date: MONDAY, status: 'late', note: 'Came in at nine' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json<RecordedByOtherResponse>()).toMatchObject({
      code: 'recorded_by_other',
      overwrites: [{ studentId: a!.id, studentName: a!.name, status: 'present', note: null, recordedAt: `${MONDAY}T07:35:00.000Z`, recordedBy: { name: firstName } }],
    })
    expect(await statusOf(a!.id)).toMatchObject({ status: 'present', recordedBy: { name: firstName } })
    expect(await history(a!.id)).toHaveLength(1)

    const confirmed = await record(t.app, second, { studentId: a!.id, date: MONDAY, status: 'late', note: 'Came in at nine', overwrite: true })
    expect(confirmed.statusCode).toBe(200)
    expect(await statusOf(a!.id)).toMatchObject({ status: 'late', note: 'Came in at nine' })
    // The audit trail keeps both: the first teacher's present, then the change to late.
    const entries = await history(a!.id)
    expect(entries.map((e) => [e.oldStatus, e.newStatus, e.by?.name])).toEqual(expect.arrayContaining([
      [null, 'present', firstName],
      ['present', 'late', expect.any(String)],
    ]))
    expect(entries).toHaveLength(2)
  })

  it('corrects one’s own record without asking, and saving the same status over another’s is no change', async () => {
    const [a, b] = students
    // a's record is now the second person's own.
    expect((await record(t.app, second, { studentId: a!.id, date: MONDAY, status: 'absent' })).statusCode).toBe(200)
    expect((await record(t.app, first, { studentId: b!.id, date: MONDAY, status: 'present' })).statusCode).toBe(200)
    expect((await record(t.app, second, { studentId: b!.id, date: MONDAY, status: 'present' })).statusCode).toBe(200)
    expect(await statusOf(b!.id)).toMatchObject({ status: 'present', recordedBy: { name: firstName } })
  })

  it('refuses a roll call that would change others’ records, saving none of it, then saves it confirmed', async () => {
    const [, b, c, d] = students
    expect(c && d).toBeTruthy()
    const entries = [{ studentId: b!.id, status: 'sick' }, { studentId: c!.id, status: 'present' }, { studentId: d!.id, status: 'present' }]
    const refused = await saveRoll({ classId, date: MONDAY, entries }, second)
    expect(refused.statusCode).toBe(409)
    expect(refused.json<RecordedByOtherResponse>().overwrites.map((o) => o.studentId)).toEqual([b!.id])
    // Nothing of the roll was saved, not even the students without a record.
    expect(await statusOf(c!.id)).toBeNull()
    expect(await statusOf(b!.id)).toMatchObject({ status: 'present' })

    const saved = await saveRoll({ classId, date: MONDAY, entries, overwrite: true }, second)
    expect(saved.json()).toEqual({ saved: 3, unchanged: 0 })
    expect(await statusOf(b!.id)).toMatchObject({ status: 'sick' })
  })

  it('a refused roll call sent at the same moment as others’ records fails alone: theirs are saved (one commit for all, ADR 054)', async () => {
    const [a, , , , e, f, g] = students
    expect(e && f && g).toBeTruthy()
    // a's record is the second person's (above): the first teacher's roll call over it is refused.
    const [refused, one, other] = await Promise.all([
      saveRoll({ classId, date: MONDAY, entries: [{ studentId: a!.id, status: 'sick' }, { studentId: g!.id, status: 'present' }] }, first),
      record(t.app, second, { studentId: e!.id, date: MONDAY, status: 'late' }),
      record(t.app, first, { studentId: f!.id, date: MONDAY, status: 'present' }),
    ])
    expect([refused.statusCode, one.statusCode, other.statusCode]).toEqual([409, 200, 200])
    expect(await statusOf(e!.id)).toMatchObject({ status: 'late' })
    expect(await statusOf(f!.id)).toMatchObject({ status: 'present' })
    expect(await statusOf(g!.id)).toBeNull()
    expect(await statusOf(a!.id)).toMatchObject({ status: 'absent' })
  })
})
