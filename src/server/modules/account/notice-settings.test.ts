import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NoticeSettings } from '#shared/contracts/notice-settings'
import { MONDAY, MONDAY_MORNING, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { deliverDue, type Transport } from '../notices'
import { outbox } from '../../test/notices.fixtures'

const URL = '/api/account/notice-settings'
const DEFAULTS: NoticeSettings = { quietHours: { start: '21:00', end: '06:00' }, language: null }

/** An adult's quiet hours and notice language (ADR 021), set through the API and obeyed by the delivery worker. */
describe.each(TEST_DATABASES)('notice settings on %s', (kind) => {
  let t: TestApp
  let parent: string
  let parentId: string
  const get = (cookie = parent) => t.app.inject({ method: 'GET', url: URL, headers: { cookie } })
  const put = (payload: object, cookie = parent) => t.app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload })
  const storedRow = () =>
    t.ctx.db.selectFrom('notice_preferences').select(['quiet_start', 'quiet_end', 'language'])
      .where('school_id', '=', t.ctx.schoolId).where('user_id', '=', parentId).executeTakeFirst()

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    parent = await cookieFor(t.app, 'parent')
    parentId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: parent } })).json().user.id
  })
  afterAll(() => t.close())

  it('gives the defaults to an adult who never chose, with no row stored', async () => {
    const response = await get()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(DEFAULTS)
    expect(await storedRow()).toBeUndefined()
  })

  it('round-trips quiet hours, stores a row only while they differ from the defaults, and "off" as start = end', async () => {
    const changed = await put({ quietHours: { start: '22:30', end: '07:15' }, language: 'en' })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toEqual({ quietHours: { start: '22:30', end: '07:15' }, language: 'en' })
    expect((await get()).json()).toEqual({ quietHours: { start: '22:30', end: '07:15' }, language: 'en' })
    expect(await storedRow()).toEqual({ quiet_start: '22:30', quiet_end: '07:15', language: 'en' })

    const off = await put({ quietHours: null, language: 'en' })
    expect(off.json()).toEqual({ quietHours: null, language: 'en' })
    expect(await storedRow()).toEqual({ quiet_start: '00:00', quiet_end: '00:00', language: 'en' })

    const back = await put(DEFAULTS)
    expect(back.json()).toEqual(DEFAULTS)
    expect(await storedRow()).toBeUndefined()
  })

  it('takes Bahasa Indonesia as the language of messages, and null as "the same as my account" again', async () => {
    const chosen = await put({ quietHours: { start: '21:00', end: '06:00' }, language: 'id' })
    expect(chosen.statusCode).toBe(200)
    expect((await get()).json()).toEqual({ quietHours: { start: '21:00', end: '06:00' }, language: 'id' })
    expect(await storedRow()).toEqual({ quiet_start: '21:00', quiet_end: '06:00', language: 'id' })
    const quietOnly = await put({ quietHours: { start: '22:00', end: '06:00' }, language: null })
    expect(quietOnly.json()).toEqual({ quietHours: { start: '22:00', end: '06:00' }, language: null })
    expect(await storedRow()).toEqual({ quiet_start: '22:00', quiet_end: '06:00', language: null })
    await put(DEFAULTS)
    expect(await storedRow()).toBeUndefined()
  })

  it.each([
    ['an hour 24', { quietHours: { start: '24:00', end: '06:00' }, language: 'en' }, 'quietHours.start'],
    ['a time like 7:5', { quietHours: { start: '21:00', end: '7:5' }, language: 'en' }, 'quietHours.end'],
    ['minutes 60', { quietHours: { start: '21:60', end: '06:00' }, language: 'en' }, 'quietHours.start'],
    ['the same start and end', { quietHours: { start: '09:00', end: '09:00' }, language: 'en' }, 'quietHours.end'],
    ['a language not offered', { quietHours: null, language: 'fr' }, 'language'],
    ['no language', { quietHours: null }, 'language'],
    ['no quiet hours field', { language: 'en' }, 'quietHours'],
  ])('refuses %s with a 400 and changes nothing', async (_, payload, field) => {
    await put({ quietHours: { start: '20:00', end: '05:00' }, language: 'en' })
    const response = await put(payload)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields)).toContain(field)
    expect(await storedRow()).toEqual({ quiet_start: '20:00', quiet_end: '05:00', language: 'en' })
  })

  it('is open to those sent messages (homeroom teachers, headmasters, parents), refused to a subject teacher and a student (403) and to no one signed in (401)', async () => {
    const teacher = await cookieFor(t.app, 'homeroom_teacher')
    expect((await get(teacher)).json()).toEqual(DEFAULTS)
    const subjectTeacher = await cookieFor(t.app, 'subject_teacher')
    expect((await get(subjectTeacher)).statusCode).toBe(403)
    const student = await cookieFor(t.app, 'student')
    expect((await get(student)).statusCode).toBe(403)
    expect((await put(DEFAULTS, student)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
  })

  it('holds a notice in the quiet window the adult chose, and sends it when the window ends', async () => {
    // 07:00–09:00 in the school's zone (the demo school's is UTC); the default window would let 08:00 through.
    expect((await put({ quietHours: { start: '07:00', end: '09:00' }, language: 'en' })).statusCode).toBe(200)
    const child = await t.ctx.db.selectFrom('guardians').select('student_id').where('school_id', '=', t.ctx.schoolId)
      .where('parent_id', '=', parentId).orderBy('student_id').executeTakeFirstOrThrow()
    const head = await cookieFor(t.app, 'headmaster')
    expect((await record(t.app, head, { studentId: child.student_id, date: MONDAY, status: 'absent' })).statusCode).toBe(200)

    const sent: string[] = []
    const transport: Transport = { channel: 'email', describe: 'test', send: async ({ row }) => void sent.push(row.id), close: () => {} }
    const deliver = async () => {
      while ((await deliverDue(t.ctx, transport, { publicUrl: 'http://rollcall.test' })) > 0) { /* until none is due */ }
    }
    const mine = async () => (await outbox(t.ctx.db, t.ctx.schoolId)).filter((m) => m.recipient_id === parentId)

    await deliver()
    const [held] = await mine()
    expect(held).toMatchObject({ kind: 'absent', state: 'held', tries: 0, next_attempt_at: `${MONDAY}T09:00:00.000Z` })
    expect(sent).toEqual([])

    t.setNow(new Date(`${MONDAY}T08:59:59.000Z`))
    await deliver()
    expect(sent).toEqual([])
    t.setNow(new Date(`${MONDAY}T09:00:00.000Z`))
    await deliver()
    expect(sent).toEqual([held!.id])
    expect((await mine())[0]).toMatchObject({ state: 'sent', tries: 1 })
  })
})
