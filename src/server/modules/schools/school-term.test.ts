import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QrCodeResponse } from '#shared/contracts/qr'
import { HOLIDAYS_MAX, type SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { addDays } from '#shared/dates'
import { classNamed, daySheet, MONDAY, MONDAY_MORNING, record, roll } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** The term, holidays and warning threshold in the school settings, and holidays as days off. */
describe.each(TEST_DATABASES)('term, holidays and warning threshold on %s', (kind) => {
  let t: TestApp
  let head: string
  let teacher: string
  let student: string
  let current: SchoolSettingsResponse['settings']
  const settings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: head } })).json<SchoolSettingsResponse>().settings
  const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie: head }, payload })
  const oldFields = () => ({
    name: current.name, timeZone: current.timeZone, schoolDayStart: current.schoolDayStart, lateAfter: current.lateAfter,
    schoolDays: current.schoolDays,
  })

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    teacher = await cookieFor(t.app, 'homeroom_teacher')
    student = await cookieFor(t.app, 'student')
    current = await settings()
  })
  afterAll(() => t.close())

  it('saves term dates, holidays (sorted by date) and the threshold, and shows them to everyone', async () => {
    const response = await put({
      ...current,
      termStart: '2030-01-06',
      termEnd: '2030-06-20',
      holidays: [
        { date: '2030-04-18', name: ' Good Friday ' },
        { date: MONDAY, name: 'Founders’ Day' },
      ],
      warningThreshold: 0.85,
    })
    expect(response.statusCode).toBe(200)
    const expected = {
      termStart: '2030-01-06',
      termEnd: '2030-06-20',
      holidays: [
        { date: MONDAY, name: 'Founders’ Day' },
        { date: '2030-04-18', name: 'Good Friday' },
      ],
      warningThreshold: 0.85,
    }
    expect(response.json<SchoolSettingsResponse>().settings).toMatchObject(expected)
    const asStudent = await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: student } })
    expect(asStudent.json<SchoolSettingsResponse>().settings).toMatchObject(expected)
    current = await settings()
  })

  it('keeps term, holidays and threshold when a client sends only the older fields', async () => {
    const response = await put({ ...oldFields(), name: 'Renamed School' })
    expect(response.statusCode).toBe(200)
    expect(response.json<SchoolSettingsResponse>().settings).toEqual({ ...current, name: 'Renamed School' })
    current = await settings()
  })

  it('clears the term with null and the holidays with an empty list', async () => {
    const cleared = await put({ ...oldFields(), termStart: null, holidays: [] })
    expect(cleared.json<SchoolSettingsResponse>().settings).toMatchObject({ termStart: null, termEnd: '2030-06-20', holidays: [] })
    const restored = await put({ ...current })
    expect(restored.json<SchoolSettingsResponse>().settings).toEqual(current)
  })

  it.each([
    ['a term ending before it starts', { termStart: '2030-06-01', termEnd: '2030-05-31' }, 'termEnd'],
    ['a term date that is not a date', { termStart: '2030-02-30' }, 'termStart'],
    ['the same holiday date twice', { holidays: [{ date: '2030-05-01', name: 'A' }, { date: '2030-05-01', name: 'B' }] }, 'holidays.1.date'],
    ['a holiday without a name', { holidays: [{ date: '2030-05-01', name: '  ' }] }, 'holidays.0.name'],
    ['a holiday name over 80 characters', { holidays: [{ date: '2030-05-01', name: 'x'.repeat(81) }] }, 'holidays.0.name'],
    ['more than five years of holiday days', { holidays: Array.from({ length: HOLIDAYS_MAX + 1 }, (_, i) => ({ date: addDays('2030-01-01', i), name: 'x' })) }, 'holidays'],
    ['a threshold under 50%', { warningThreshold: 0.49 }, 'warningThreshold'],
    ['a threshold over 100%', { warningThreshold: 1.01 }, 'warningThreshold'],
    ['a threshold that is not a number', { warningThreshold: '90' }, 'warningThreshold'],
  ])('refuses %s and keeps the settings', async (_, change, field) => {
    const response = await put({ ...current, ...change })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields)).toContain(field)
    expect(await settings()).toEqual(current)
  })

  it('refuses a term end before the saved term start, when only the end is sent', async () => {
    const response = await put({ ...oldFields(), termEnd: '2029-12-31' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ termEnd: 'The term cannot end before it starts' })
    expect(await settings()).toEqual(current)
  })

  it('makes a holiday no school day: the dashboard and roll say so, and recording is refused like on a weekend', async () => {
    expect(await daySheet(t.app, teacher)).toMatchObject({ date: MONDAY, isSchoolDay: false })
    const klass = await classNamed(t.app, teacher, '10A')
    expect(await roll(t.app, teacher, klass.id, MONDAY)).toMatchObject({ isSchoolDay: false })

    const studentId = (await daySheet(t.app, teacher)).rows[0]!.student.id
    const refused = await record(t.app, teacher, { studentId, date: MONDAY, status: 'present' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      code: 'not_school_day',
      error: '2030-03-04 is a holiday (Founders’ Day), not a school day',
      fields: { date: '2030-03-04 is a holiday (Founders’ Day), not a school day' },
    })
    const rollCall = await t.app.inject({
      method: 'PUT', url: '/api/attendance/roll', headers: { cookie: teacher },
      payload: { classId: klass.id, date: MONDAY, entries: [{ studentId, status: 'present' }] },
    })
    expect(rollCall.json()).toMatchObject({ code: 'not_school_day' })
    // The day before the holiday is an ordinary school day.
    expect((await record(t.app, teacher, { studentId, date: '2030-03-01', status: 'present' })).statusCode).toBe(200)
  })

  it('refuses QR check-in on a holiday: no code is issued, and a code issued before is not accepted', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie: student } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'not_school_day', error: expect.stringContaining('holiday') })

    // Without the holiday a code is issued; declaring the holiday again makes the scan fail.
    await put({ ...oldFields(), holidays: [] })
    const issued = await t.app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie: student } })
    expect(issued.statusCode).toBe(200)
    await put({ ...oldFields(), holidays: current.holidays })
    const scan = await t.app.inject({
      method: 'POST', url: '/api/qr/scan', headers: { cookie: teacher }, payload: { code: issued.json<QrCodeResponse>().code },
    })
    expect(scan.statusCode).toBe(400)
    expect(scan.json()).toMatchObject({ code: 'not_school_day' })
    expect((await daySheet(t.app, teacher, { status: 'not_recorded' })).total).toBe(50)
  })
})
