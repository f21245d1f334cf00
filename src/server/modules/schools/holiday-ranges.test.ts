import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { daySheet, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** A two-week break over the new year, as a headmaster enters it: a name, a first and a last day. */
const BREAK = { name: 'Semester break', from: '2030-12-23', to: '2031-01-03' }

describe.each(TEST_DATABASES)('holidays as a date range on %s', (kind) => {
  let t: TestApp
  let head: string
  let teacher: string
  let current: SchoolSettingsResponse['settings']
  const settings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: head } })).json<SchoolSettingsResponse>().settings
  const put = (holidays: object[]) =>
    t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie: head }, payload: { ...current, holidays } })

  beforeAll(async () => {
    t = await createTestApp(kind)
    t.setNow(new Date('2031-01-10T08:00:00Z'))
    head = await cookieFor(t.app, 'headmaster')
    teacher = await cookieFor(t.app, 'homeroom_teacher')
    current = await settings()
  })
  afterAll(() => t.close())

  it('saves a range as one holiday row per day, next to single days, and none of them is a school day', async () => {
    const response = await put([...current.holidays, BREAK, { name: 'Founders’ Day', from: '2031-01-08', to: '' }])
    expect(response.statusCode).toBe(200)
    const saved = response.json<SchoolSettingsResponse>().settings.holidays
    const inBreak = saved.filter((h) => h.name === BREAK.name)
    expect(inBreak.map((h) => h.date)).toEqual([
      '2030-12-23', '2030-12-24', '2030-12-25', '2030-12-26', '2030-12-27', '2030-12-28', '2030-12-29',
      '2030-12-30', '2030-12-31', '2031-01-01', '2031-01-02', '2031-01-03',
    ])
    expect(saved).toContainEqual({ date: '2031-01-08', name: 'Founders’ Day' })
    expect(await settings()).toMatchObject({ holidays: saved })

    // Monday 30 December, inside the break: not a school day; recording is refused with its name.
    expect(await daySheet(t.app, teacher, { date: '2030-12-30' })).toMatchObject({ isSchoolDay: false })
    const studentId = (await daySheet(t.app, teacher, { date: '2031-01-06' })).rows[0]!.student.id
    const refused = await record(t.app, teacher, { studentId, date: '2031-01-02', status: 'present' })
    expect(refused.json()).toMatchObject({ code: 'not_school_day', error: '2031-01-02 is a holiday (Semester break), not a school day' })
    // The Monday after the break is a school day again.
    expect((await record(t.app, teacher, { studentId, date: '2031-01-06', status: 'present' })).statusCode).toBe(200)
    current = await settings()
  })

  it.each([
    ['a last day before the first', { name: 'Break', from: '2031-03-10', to: '2031-03-09' }, 'to', 'The last day must be on or after the first day'],
    ['a range over 366 days', { name: 'Break', from: '2031-01-01', to: '2032-01-02' }, 'to', 'A holiday can span at most 366 days'],
    ['a date out of range', { name: 'Break', from: '1999-12-31', to: '2000-01-02' }, 'from', 'Choose a date from 2000 to 2099'],
    ['a range without a first day', { name: 'Break', to: '2031-03-09' }, 'from', 'This field is required'],
    ['a range over a day already a holiday', { name: 'Break', from: '2031-01-07', to: '2031-01-09' }, 'from', 'This date is already in the list'],
  ])('refuses %s with 400 and writes nothing', async (_, range, field, message) => {
    // After the saved days, as the form sends it: the message names the new entry.
    const response = await put([...current.holidays, range])
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toMatchObject({ [`holidays.${current.holidays.length}.${field}`]: message })
    expect(await settings()).toEqual(current)
  })
})
