import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATTENDANCE_STATUSES } from '#shared/school'
import { MONDAY, MONDAY_MORNING, daySheet } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

const DAYS = [MONDAY, '2030-03-01', '2030-02-28'] // Monday, Friday, Thursday

describe.each(TEST_DATABASES)('any sequence of records and corrections on %s', (kind) => {
  let t: TestApp
  let cookie: string
  let students: string[]

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    cookie = await cookieFor(t.app, 'headmaster')
    students = (await daySheet(t.app, cookie, { pageSize: 10 })).rows.slice(0, 4).map((r) => r.student.id)
  })
  afterAll(() => t.close())

  it('leaves one record per student per day, matching the last writes, with an audit row per change', async () => {
    const write = fc.record({
      student: fc.integer({ min: 0, max: 3 }),
      day: fc.integer({ min: 0, max: DAYS.length - 1 }),
      status: fc.constantFrom(...ATTENDANCE_STATUSES),
      // undefined keeps the saved note, '' clears it, text replaces it.
      note: fc.option(fc.constantFrom('Bus late', 'Doctor', 'Family', ''), { nil: undefined }),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 25 }), async (writes) => {
        await t.ctx.db.deleteFrom('attendance_audit').execute()
        await t.ctx.db.deleteFrom('attendance_records').where('date', 'in', DAYS).execute()
        const expected = new Map<string, { status: string; note: string | null }>()
        let changes = 0
        for (const w of writes) {
          const key = `${students[w.student]}|${DAYS[w.day]}`
          const previous = expected.get(key)
          const next = { status: w.status, note: w.note === undefined ? (previous?.note ?? null) : w.note || null }
          const response = await t.app.inject({
            method: 'PUT',
            url: '/api/attendance/records',
            headers: { cookie },
            payload: { studentId: students[w.student], date: DAYS[w.day], status: w.status, note: w.note },
          })
          expect(response.statusCode).toBe(200)
          if (!previous || previous.status !== next.status || previous.note !== next.note) changes++
          expected.set(key, next)
        }
        const records = await t.ctx.db.selectFrom('attendance_records').select(['student_id', 'date', 'status', 'note']).where('date', 'in', DAYS).execute()
        expect(records).toHaveLength(expected.size)
        for (const r of records) expect(expected.get(`${r.student_id}|${r.date}`)).toEqual({ status: r.status, note: r.note })
        const audit = await t.ctx.db.selectFrom('attendance_audit').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
        expect(Number(audit.n)).toBe(changes)
      }),
      { numRuns: kind === 'postgres' ? 15 : 40 },
    )
  }, 120_000)
})
