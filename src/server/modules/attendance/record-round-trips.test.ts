import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cookieFor } from '../../test/demo-logins'
import { statementsOf, waits } from '../../test/pg-statements'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { demoClass, linkParent } from '../../test/notices.fixtures'

/**
 * ADR 037: on PostgreSQL a manual record and a roll call of 30 wait for the database once or twice after the
 * request's hook (its school and session, one statement), where they used to wait once per statement. A past
 * day first asks whether it is before a student's enrolment (ADR 044): one wait more.
 */
describe.runIf(TEST_DATABASES.includes('postgres'))('the waits of a manual record and a roll call on PostgreSQL', () => {
  let t: TestApp
  let head: string
  let classId: string
  let roll: string[]
  const HOOK = [expect.stringMatching(/from "schools" left join "sessions"/)]
  const ENROLMENT_CHECK = expect.stringMatching(/from "students" as "s"/)
  const saveRoll = (date: string, status: (i: number) => string) =>
    t.app.inject({ method: 'PUT', url: '/api/attendance/roll', headers: { cookie: head }, payload: { classId, date, entries: roll.map((studentId, i) => ({ studentId, status: status(i) })) } })

  beforeAll(async () => {
    t = await createTestApp('postgres')
    t.setNow(new Date('2030-03-08T10:00:00Z'))
    head = await cookieFor(t.app, 'headmaster')
    classId = (await demoClass(t.ctx.db)).classId
    // The demo's classes are small: 30 of its students are moved into one.
    roll = (await t.ctx.db.selectFrom('students').select('user_id').orderBy('user_id').limit(30).execute()).map((r) => r.user_id)
    expect(roll).toHaveLength(30)
    await t.ctx.db.updateTable('students').set({ class_id: classId }).where('user_id', 'in', roll).execute()
    for (const studentId of roll.slice(0, 3)) await linkParent(t.ctx.db, t.ctx.schoolId, studentId)
  })
  // The day sheet reads in parallel: the pool has connections open, so statements sent together are answered together.
  beforeEach(() => t.app.inject({ method: 'GET', url: '/api/attendance/day', headers: { cookie: head } }))
  afterAll(() => t.close())

  it('a roll call of 30 present today: the hook, then one call', async () => {
    let saved: unknown
    const sent = await statementsOf(async () => void (saved = (await saveRoll('2030-03-08', () => 'present')).json()))
    expect(saved).toEqual({ saved: 30, unchanged: 0 })
    expect(sent.map((s) => s.text)).toEqual([...HOOK, expect.stringMatching(/^select rollcall_record_batch\(/)])
    expect(waits(sent.slice(HOOK.length))).toBe(1)
  })

  it('a roll call of 30 present on a past day: the hook, the enrolment check, then one call', async () => {
    let saved: unknown
    const sent = await statementsOf(async () => void (saved = (await saveRoll('2030-03-04', () => 'present')).json()))
    expect(saved).toEqual({ saved: 30, unchanged: 0 })
    expect(sent.map((s) => s.text)).toEqual([...HOOK, ENROLMENT_CHECK, expect.stringMatching(/^select rollcall_record_batch\(/)])
    expect(waits(sent.slice(HOOK.length))).toBe(2)
  })

  it('a roll call of 30 with 3 absent on a past day whose parents are told: the enrolment check, the adults to tell, then one call', async () => {
    let saved: unknown
    const sent = await statementsOf(async () => void (saved = (await saveRoll('2030-03-05', (i) => (i < 3 ? 'absent' : 'present'))).json()))
    expect(saved).toEqual({ saved: 30, unchanged: 0 })
    expect(sent.map((s) => s.text)).toEqual([...HOOK, ENROLMENT_CHECK, expect.stringMatching(/from "guardians"/), expect.stringMatching(/^select rollcall_record_batch\(/)])
    expect(waits(sent.slice(HOOK.length))).toBe(3)
  })

  it('a manual record on a past day: the hook, the enrolment check, one call, then the student\'s row and departure read together', async () => {
    let status = 0
    const sent = await statementsOf(async () => {
      status = (await t.app.inject({ method: 'PUT', url: '/api/attendance/records', headers: { cookie: head },
        payload: { studentId: roll[10], date: '2030-03-06', status: 'sick', note: 'flu' } })).statusCode
    })
    expect(status).toBe(200)
    expect(sent.map((s) => s.text)).toEqual([
      ...HOOK, ENROLMENT_CHECK, expect.stringMatching(/^select rollcall_record_batch\(/), expect.stringMatching(/from "users"/), expect.stringMatching(/from "departures"/),
    ])
    expect(waits(sent.slice(HOOK.length))).toBe(3)
  })
})
