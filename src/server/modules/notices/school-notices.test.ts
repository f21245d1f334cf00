import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { MONDAY, MONDAY_MORNING, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { queueMissingRecordNotices } from './cutoff-notices'
import { outbox } from '../../test/notices.fixtures'

/** The school's notice settings (ADR 021), changed by the headmaster through PUT /api/school/settings. */
describe.each(TEST_DATABASES)('the school’s notice settings on %s', (kind) => {
  let t: TestApp
  let head: string
  let base: SchoolSettingsResponse['settings']
  const settings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: head } })).json<SchoolSettingsResponse>().settings
  const put = (payload: object, cookie = head) => t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie }, payload })
  const notices = async (what: string) => (await outbox(t.ctx.db, t.ctx.schoolId)).filter((m) => m.kind === what)

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    base = await settings()
  })
  afterAll(() => t.close())

  it('round-trips, and an older client that leaves them out keeps them', async () => {
    const changed = await put({ ...base, notifyLate: true, noticeCutoffMinutes: 45, noticeContact: '  Office: +62 22 555 0100  ' })
    expect(changed.statusCode).toBe(200)
    const expected = { notifyLate: true, noticeCutoffMinutes: 45, noticeContact: 'Office: +62 22 555 0100' }
    expect(changed.json<SchoolSettingsResponse>().settings).toMatchObject(expected)
    expect(await settings()).toMatchObject(expected)
    const row = await t.ctx.db.selectFrom('schools').select(['notify_late', 'notice_cutoff_minutes', 'notice_contact']).where('id', '=', t.ctx.schoolId).executeTakeFirstOrThrow()
    expect(row).toEqual({ notify_late: 1, notice_cutoff_minutes: 45, notice_contact: 'Office: +62 22 555 0100' })

    const { name, timeZone, schoolDayStart, lateAfter, schoolDays } = base
    expect((await put({ name, timeZone, schoolDayStart, lateAfter, schoolDays })).statusCode).toBe(200)
    expect(await settings()).toMatchObject(expected)

    // An empty contact line is none.
    expect((await put({ ...base, ...expected, noticeContact: '   ' })).json<SchoolSettingsResponse>().settings.noticeContact).toBeNull()
    expect((await put({ ...base, ...expected })).statusCode).toBe(200)
  })

  it.each([
    ['minutes below 0', { noticeCutoffMinutes: -1 }, 'noticeCutoffMinutes'],
    ['minutes above 240', { noticeCutoffMinutes: 241 }, 'noticeCutoffMinutes'],
    ['minutes not whole', { noticeCutoffMinutes: 7.5 }, 'noticeCutoffMinutes'],
    ['minutes as text', { noticeCutoffMinutes: '30' }, 'noticeCutoffMinutes'],
    ['a switch as text', { notifyLate: 'yes' }, 'notifyLate'],
    ['a contact line with a line break', { noticeContact: 'Office\nphone' }, 'noticeContact'],
    ['a contact line of 201 characters', { noticeContact: 'x'.repeat(201) }, 'noticeContact'],
  ])('refuses %s with a 400 and changes nothing', async (_, change, field) => {
    const before = await settings()
    const response = await put({ ...before, notifyLate: !before.notifyLate, noticeCutoffMinutes: 10, ...change })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields)).toContain(field)
    expect(await settings()).toEqual(before)
  })

  it.each(['homeroom_teacher', 'subject_teacher', 'parent', 'student'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const before = await settings()
    const response = await put({ ...before, notifyLate: !before.notifyLate, noticeContact: 'Taken over' }, await cookieFor(t.app, role))
    expect(response.statusCode).toBe(403)
    expect(await settings()).toEqual(before)
  })

  it('queues a late notice to the family only while "Notify families of late arrivals" is on', async () => {
    const children = await t.ctx.db.selectFrom('guardians').select('student_id').distinct().where('school_id', '=', t.ctx.schoolId).orderBy('student_id').execute()
    const [first, second] = children.map((c) => c.student_id)
    const late = (studentId: string) => record(t.app, head, { studentId, date: MONDAY, status: 'late' })

    expect((await put({ ...base, notifyLate: false })).statusCode).toBe(200)
    expect((await late(first!)).statusCode).toBe(200)
    expect(await notices('late')).toEqual([])

    expect((await put({ ...base, notifyLate: true, noticeContact: 'Office: +62 22 555 0100' })).statusCode).toBe(200)
    expect((await late(second!)).statusCode).toBe(200)
    const queued = await notices('late')
    expect(queued.length).toBeGreaterThan(0)
    expect(queued.every((m) => m.about_student_id === second)).toBe(true)
    expect(queued[0]!.body).toContain('Office: +62 22 555 0100')
  })

  it('sends the not-recorded notices at the late time plus the minutes the headmaster set', async () => {
    // Late after 07:45 (the demo's, in UTC): at 09:00 a 120-minute cut-off (09:45) has not come; a 60-minute one (08:45) has.
    t.setNow(new Date(`${MONDAY}T09:00:00.000Z`))
    try {
      expect((await put({ ...base, noticeCutoffMinutes: 120 })).statusCode).toBe(200)
      expect(await queueMissingRecordNotices(t.ctx)).toBe(0)
      expect(await notices('missing')).toEqual([])
      expect((await put({ ...base, noticeCutoffMinutes: 60 })).statusCode).toBe(200)
      expect(await queueMissingRecordNotices(t.ctx)).toBeGreaterThan(0)
      expect((await notices('missing')).length).toBeGreaterThan(0)
    } finally {
      t.setNow(MONDAY_MORNING)
    }
  })
})
