import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { QrCodeResponse } from '#shared/contracts/qr'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { SHORT_CODE_MISSES_PER_USER } from '#shared/limits'
import { formatShortCode, SHORT_CODE_ALPHABET } from '#shared/short-code'
import { daySheet, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** The demo school (UTC) starts at 07:30 and counts arrivals after 07:45 as late. */
const at = (day: string, time: string) => new Date(`${day}T${time}Z`)
const SHAPE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{8}$`)

describe.each(TEST_DATABASES)('short codes typed in place of the QR on %s', (kind) => {
  let t: TestApp
  let student: string
  let staff: string
  let studentId: string
  // A new school day per test, so records never collide (and misses of one test are long forgotten in the next).
  const schoolDays = Array.from({ length: 61 }, (_, i) => new Date(Date.UTC(2030, 3, 1 + i)))
    .filter((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)
    .map((d) => d.toISOString().slice(0, 10))
  let today: string
  const newCode = async () =>
    (await t.app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie: student } })).json<QrCodeResponse>()
  const scan = (code: string, cookie = staff) => t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie }, payload: { code } })
  const profile = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/student/profile', headers: { cookie: student } })).json<StudentProfileResponse>()
  const notRecorded = async () =>
    (await daySheet(t.app, staff, { date: today, status: 'not_recorded', pageSize: 100 })).rows.some((r) => r.student.id === studentId)

  beforeAll(async () => {
    t = await createTestApp(kind)
    t.setNow(at('2030-03-29', '07:00:00'))
    student = await cookieFor(t.app, 'student')
    staff = await cookieFor(t.app, 'subject_teacher')
    studentId = (await profile()).student.id
  })
  beforeEach(() => {
    today = schoolDays.shift()!
    t.setNow(at(today, '07:31:00'))
  })
  afterAll(() => t.close())

  it('issues an 8-symbol short code for each slot of a code, all different, new ones each time', async () => {
    const first = await newCode()
    expect(first.shortCodes).toHaveLength(first.codes.length)
    for (const short of first.shortCodes) expect(short).toMatch(SHAPE)
    expect(new Set(first.shortCodes).size).toBe(first.shortCodes.length)
    expect(first.shortCode).toBe(first.shortCodes[0])
    expect(first.code).toContain('.')
    t.setNow(at(today, '07:31:02'))
    const second = await newCode()
    expect(second.shortCode).toMatch(SHAPE)
    expect(second.shortCode).not.toBe(first.shortCode)
  })

  it('records the student once by the typed short code; the second time, and the QR after it, are refused as used', async () => {
    const { codes, shortCodes } = await newCode()
    // The QR and the code to type the phone shows 20 seconds on (one of each a 10-second slot, ADR 024).
    const [code, shortCode] = [codes[2]!, shortCodes[2]!]
    t.setNow(at(today, '07:31:20'))
    const response = await scan(formatShortCode(shortCode))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ student: { id: studentId }, status: 'present', date: today, time: '07:31' })
    expect((await profile()).today.record).toMatchObject({ status: 'present', method: 'qr', time: '07:31' })

    for (const again of [shortCode, code]) {
      const refused = await scan(again, await cookieFor(t.app, 'headmaster'))
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({ error: 'Code already used', code: 'code_used' })
    }
  })

  it('is used up by scanning the QR it belongs to', async () => {
    const { code, shortCode } = await newCode()
    expect((await scan(code)).statusCode).toBe(200)
    expect((await scan(shortCode)).json()).toMatchObject({ code: 'code_used' })
  })

  it('reads the code in any case, without the dash, with O for 0 and I or L for 1', async () => {
    const { code } = await newCode()
    const nonce = JSON.parse(Buffer.from(code.split('.')[0]!, 'base64url').toString()).n as string
    // A known short code with a 0 and a 1 in it, so the confusions are certain to be tried.
    await t.ctx.db.updateTable('qr_short_codes').set({ short_code: 'K0Q1M31X' }).where('nonce', '=', nonce).where('slot', '=', 0).execute()
    const response = await scan(' koqi m3lx ')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ student: { id: studentId } })
  })

  it('refuses a short code past its slot (4 seconds of grace), as a screenshot\'s would be, and records nothing', async () => {
    const { shortCodes } = await newCode()
    // Seen on screen at 07:31:03, typed at the gate 15 seconds later.
    t.setNow(at(today, '07:31:18'))
    const response = await scan(shortCodes[0]!)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'Code expired', code: 'code_expired' })
    expect(await notRecorded()).toBe(true)
    // The last slot's, once the minute and its grace are over.
    t.setNow(at(today, '07:32:05'))
    expect((await scan(shortCodes.at(-1)!)).json()).toMatchObject({ code: 'code_expired' })
    expect(await notRecorded()).toBe(true)
  })

  it('accepts a short code at the edges of its slot, and refuses one whose slot is still to come', async () => {
    const { shortCodes } = await newCode()
    expect((await scan(shortCodes[2]!)).json()).toMatchObject({ code: 'code_invalid' })
    t.setNow(at(today, '07:32:04'))
    expect((await scan(shortCodes.at(-1)!)).statusCode).toBe(200)
  })

  it('refuses the short code of a code replaced by a newer one as expired', async () => {
    const first = await newCode()
    t.setNow(at(today, '07:31:03'))
    const second = await newCode()
    expect((await scan(first.shortCode)).json()).toMatchObject({ code: 'code_expired', error: 'Code expired' })
    expect((await scan(second.shortCode)).statusCode).toBe(200)
  })

  it('refuses unknown and malformed short codes as invalid', async () => {
    const { shortCode } = await newCode()
    const unknown = shortCode.startsWith('Z') ? 'YYYYYYYY' : 'ZZZZZZZZ'
    for (const typed of [unknown, 'K7QM-3XP', 'K7QM-3XPU', 'hello']) {
      const response = await scan(typed)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ error: 'Invalid code', code: 'code_invalid' })
    }
    expect(await notRecorded()).toBe(true)
  })

  it('leaves the code unused when the student was recorded after it was shown', async () => {
    t.setNow(at(today, '07:10:00'))
    const shortCode = (await newCode()).shortCodes[2]!
    t.setNow(at(today, '07:10:20'))
    expect((await record(t.app, staff, { studentId, date: today, status: 'sick' })).statusCode).toBe(200)
    const response = await scan(shortCode)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ error: 'Already checked in at 07:10', code: 'already_checked_in' })
    const { nonce } = await t.ctx.db.selectFrom('qr_short_codes').select('nonce').where('short_code', '=', shortCode).executeTakeFirstOrThrow()
    const row = await t.ctx.db.selectFrom('qr_codes').select('used_at').where('nonce', '=', nonce).executeTakeFirstOrThrow()
    expect(row.used_at).toBeNull()
  })

  it(`stops a staff member after ${SHORT_CODE_MISSES_PER_USER} unknown short codes for 15 minutes; others, and the QR, still work`, async () => {
    const { code, shortCode } = await newCode()
    const unknown = shortCode.startsWith('Z') ? 'YYYYYYYY' : 'ZZZZZZZZ'
    for (let miss = 0; miss < SHORT_CODE_MISSES_PER_USER; miss++) expect((await scan(unknown)).json().code).toBe('code_invalid')
    const stopped = await scan(shortCode)
    expect(stopped.statusCode).toBe(429)
    expect(stopped.json()).toMatchObject({
      code: 'short_code_throttled', error: 'Too many unknown codes were typed. Try again in 15 minutes.', retryAfterSeconds: 900,
    })
    // Another staff member is not held back by this one's misses.
    const headmaster = await cookieFor(t.app, 'headmaster')
    expect((await scan(unknown, headmaster)).json().code).toBe('code_invalid')

    // Until the window has passed; a QR is never held back.
    t.setNow(at(today, '07:45:59'))
    expect((await scan(unknown)).statusCode).toBe(429)
    const next = await newCode()
    expect(next.code).not.toBe(code)
    expect((await scan(next.code)).statusCode).toBe(200)
    t.setNow(at(today, '07:46:00'))
    expect((await scan(unknown)).json().code).toBe('code_invalid')
  })
})
