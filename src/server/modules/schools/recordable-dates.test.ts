import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { addDays } from '#shared/dates'
import { classNamed, MONDAY, MONDAY_MORNING, record, roll } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/**
 * Attendance only for a school day from the start of the previous term (400 days
 * back while none is on record) up to today, the roll call the same; term dates within ten years.
 */
describe.each(TEST_DATABASES)('which dates may be recorded, on %s', (kind) => {
  let t: TestApp
  let head: string
  let studentId: string
  let classId: string
  const settings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: head } })).json<SchoolSettingsResponse>().settings
  const saveSettings = (changes: object) =>
    settings().then(({ holidays: _holidays, ...current }) =>
      t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie: head }, payload: { ...current, ...changes } }))
  const rollCall = (date: string) =>
    t.app.inject({ method: 'PUT', url: '/api/attendance/roll', headers: { cookie: head }, payload: { classId, date, entries: [{ studentId, status: 'present' }] } })

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    classId = (await classNamed(t.app, head, '10A')).id
    studentId = (await roll(t.app, head, classId, MONDAY)).rows[0]!.student.id
  })
  afterAll(() => t.close())

  it('refuses a date centuries back, for a record and a roll call, and says from when it may be', async () => {
    const firstDay = addDays(MONDAY, -400)
    for (const date of ['2000-01-01', addDays(firstDay, -1)]) {
      const refused = await record(t.app, head, { studentId, date, status: 'present' })
      expect(refused.statusCode, date).toBe(400)
      expect(refused.json(), date).toMatchObject({
        code: 'date_too_early',
        error: `Attendance can be recorded from ${firstDay} (400 days back) up to today; ${date} is before that.`,
      })
      expect((await rollCall(date)).json(), date).toMatchObject({ code: 'date_too_early' })
    }
    // Before the days Rollcall keeps at all (dates.ts): the date itself is refused, on its field.
    for (const date of ['1900-01-01', '0001-01-01']) {
      const refused = await record(t.app, head, { studentId, date, status: 'present' })
      expect(refused.statusCode, date).toBe(400)
      expect(refused.json().fields, date).toEqual({ date: 'Enter a date from 2000-01-01 to 2099-12-31' })
    }
    const history = await t.app.inject({ method: 'GET', url: `/api/reports/students/${studentId}/history?from=0001-01-01&to=1900-12-31`, headers: { cookie: head } })
    expect(history.statusCode).toBe(400)
    expect(JSON.stringify(history.json())).not.toContain('1900-01-01')
  })

  it('accepts a school day within 400 days', async () => {
    const monday = addDays(MONDAY, -57 * 7) // 399 days back, a Monday as MONDAY is
    const saved = await record(t.app, head, { studentId, date: monday, status: 'late', overwrite: true })
    expect(saved.statusCode, saved.body).toBe(200)
  })

  it('when the term moves on, keeps the old start: records back to it, none before', async () => {
    const oldStart = '2029-09-03'
    expect((await saveSettings({ termStart: oldStart, termEnd: '2030-01-31' })).statusCode).toBe(200)
    expect((await saveSettings({ termStart: '2030-02-04', termEnd: '2030-06-28' })).statusCode).toBe(200)
    const before = await record(t.app, head, { studentId, date: '2029-08-31', status: 'present' })
    expect(before.json()).toMatchObject({
      code: 'date_too_early',
      error: `Attendance can be recorded from ${oldStart} (the start of the previous term) up to today; 2029-08-31 is before that.`,
    })
    expect((await record(t.app, head, { studentId, date: oldStart, status: 'present', overwrite: true })).statusCode).toBe(200)
    expect((await rollCall('2029-08-31')).statusCode).toBe(400)
  })

  it('refuses term dates more than ten years from today, and keeps what was saved', async () => {
    const saved = await settings()
    for (const change of [{ termStart: '0001-01-01' }, { termEnd: '9999-12-31' }, { termStart: '2019-01-01' }]) {
      const refused = await saveSettings(change)
      expect(refused.statusCode, JSON.stringify(change)).toBe(400)
      expect(JSON.stringify(refused.json())).toContain('A term date must be between')
    }
    expect(await settings()).toEqual(saved)
  })
})
