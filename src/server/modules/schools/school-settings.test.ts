import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { daySheet, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('school settings on %s', (kind) => {
  let t: TestApp
  let head: string
  const valid = {
    name: 'SMA Negeri 1 Bandung',
    timeZone: 'Asia/Jakarta',
    schoolDayStart: '07:00',
    lateAfter: '07:15',
    schoolDays: [6, 1, 2, 3, 4, 5, 1],
  }
  // The demo's current term, made on 1 March 2030: 14 weeks behind this week, 18 in all, with a
  // day off and a two-day break in the weeks behind (sent by an older client, a PUT keeps them).
  const DEMO_TERM = {
    termStart: '2029-11-19',
    termEnd: '2030-03-22',
    holidays: [
      { date: '2029-12-10', name: 'Founders’ Day' },
      { date: '2030-01-17', name: 'Mid-term break' },
      { date: '2030-01-18', name: 'Mid-term break' },
    ],
  }
  // The notice settings a school starts with (migration 2026-11-25T1700_outbox); an older client's PUT keeps them.
  const NOTICE_DEFAULTS = { notifyLate: false, notifyLessonMissing: false, confirmCards: false, noticeCutoffMinutes: 30, noticeContact: null }
  // Going-home scans (migration 2026-11-26T1500_departures): off, from 13:00, the day ending at 14:00.
  const DEPARTURE_DEFAULTS = { departureScans: false, departuresFrom: '13:00', schoolDayEnd: '14:00' }
  // Languages (migration 2026-11-26T1700_languages): English until the headmaster chooses; an older client's PUT keeps it.
  const LANGUAGE_DEFAULTS = { defaultLanguage: 'en', levelNames: { Junior: null, Senior: null } }
  // The city on the papers (migration 2026-11-29T1220_school_city, ADR 047): none until the headmaster gives it.
  const CITY_DEFAULTS = { city: null }
  const put = (payload: object, cookie = head) =>
    t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie }, payload })

  beforeAll(async () => {
    // 20:00 UTC on a Friday: already Saturday in Jakarta (UTC+7). The demo school is made on this clock.
    t = await createTestApp(kind, { now: new Date('2030-03-01T20:00:00Z') })
    head = await cookieFor(t.app, 'headmaster')
  })
  afterAll(() => t.close())

  it('shows the demo school settings to any signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: await cookieFor(t.app, 'student') } })
    expect(response.json<SchoolSettingsResponse>().settings).toEqual({
      name: 'Rollcall Demo School',
      timeZone: 'UTC',
      schoolDayStart: '07:30',
      lateAfter: '07:45',
      schoolDays: [1, 2, 3, 4, 5],
      schoolWeek: { initial: [1, 2, 3, 4, 5], changes: [] },
      ...DEMO_TERM,
      warningThreshold: 0.9,
      ...NOTICE_DEFAULTS,
      ...DEPARTURE_DEFAULTS,
      ...LANGUAGE_DEFAULTS,
      ...CITY_DEFAULTS,
    })
  })

  it('lets the headmaster change them, and "today" follows the new time zone', async () => {
    const response = await put(valid)
    expect(response.statusCode).toBe(200)
    expect(response.json<SchoolSettingsResponse>()).toEqual({
      // From today (Saturday 2 March where the school now is): the weeks before keep Monday to Friday (ADR 043).
      settings: { ...valid, schoolDays: [1, 2, 3, 4, 5, 6], schoolWeek: { initial: [1, 2, 3, 4, 5], changes: [{ from: '2030-03-02', days: [1, 2, 3, 4, 5, 6] }] }, ...DEMO_TERM, warningThreshold: 0.9, ...NOTICE_DEFAULTS, ...DEPARTURE_DEFAULTS, ...LANGUAGE_DEFAULTS, ...CITY_DEFAULTS },
      today: '2030-03-02',
    })
    const teacher = await cookieFor(t.app, 'homeroom_teacher')
    const sheet = await daySheet(t.app, teacher)
    expect(sheet).toMatchObject({ date: '2030-03-02', isSchoolDay: true })
    // Saturday is a school day now, so it can be recorded.
    const saved = await record(t.app, teacher, { studentId: sheet.rows[0]!.student.id, date: '2030-03-02', status: 'present' })
    expect(saved.statusCode).toBe(200)
  })

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['a late time before the start', { lateAfter: '06:59' }, 'lateAfter'],
    ['no school days', { schoolDays: [] }, 'schoolDays'],
    ['a day number 8', { schoolDays: [1, 8] }, 'schoolDays.1'],
    ['a time like 7:5', { schoolDayStart: '7:5' }, 'schoolDayStart'],
    ['going-home scans from 25:00', { departureScans: true, departuresFrom: '25:00' }, 'departuresFrom'],
    ['a school day ending at 2pm', { departureScans: true, schoolDayEnd: '2pm' }, 'schoolDayEnd'],
    ['an empty name', { name: '  ' }, 'name'],
  ])('refuses %s and keeps the settings', async (_, change, field) => {
    const response = await put({ ...valid, ...change })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields)).toContain(field)
    const now = await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: head } })
    expect(now.json<SchoolSettingsResponse>().settings.name).toBe(valid.name)
  })

  it('keeps the city the headmaster gives for the papers, leaves it when a PUT does not send it, and clears it when emptied', async () => {
    const city = async () => (await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: head } })).json<SchoolSettingsResponse>().settings.city
    expect((await put({ ...valid, city: '  Denpasar ' })).statusCode).toBe(200)
    expect(await city()).toBe('Denpasar')
    expect((await put(valid)).statusCode).toBe(200)
    expect(await city()).toBe('Denpasar')
    const tooLong = await put({ ...valid, city: 'x'.repeat(81) })
    expect(tooLong.statusCode).toBe(400)
    expect(Object.keys(tooLong.json().fields)).toContain('city')
    expect((await put({ ...valid, city: '' })).statusCode).toBe(200)
    expect(await city()).toBeNull()
  })

  it('keeps the going-home settings the headmaster sets, and leaves them when a PUT does not send them', async () => {
    const on = await put({ ...valid, departureScans: true, departuresFrom: '12:30', schoolDayEnd: '13:15' })
    expect(on.statusCode).toBe(200)
    expect(on.json<SchoolSettingsResponse>().settings).toMatchObject({ departureScans: true, departuresFrom: '12:30', schoolDayEnd: '13:15' })
    const older = await put(valid)
    expect(older.json<SchoolSettingsResponse>().settings).toMatchObject({ departureScans: true, departuresFrom: '12:30', schoolDayEnd: '13:15' })
    const off = await put({ ...valid, ...DEPARTURE_DEFAULTS })
    expect(off.json<SchoolSettingsResponse>().settings).toMatchObject(DEPARTURE_DEFAULTS)
  })

  it.each(['homeroom_teacher', 'subject_teacher', 'student'] as const)('is the headmaster’s alone, not a %s’s', async (role) => {
    const response = await put({ ...valid, name: 'Taken over' }, await cookieFor(t.app, role))
    expect(response.statusCode).toBe(403)
    const now = await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: head } })
    expect(now.json<SchoolSettingsResponse>().settings.name).toBe(valid.name)
  })
})
