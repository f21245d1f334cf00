import { createPublicKey, verify } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { QrCodeResponse, QrPublicKey } from '#shared/contracts/qr'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { daySheet, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { issueCodes, qrKeysFrom, signPayload } from './qr-token'

/** The demo school (UTC) starts at 07:30 and counts arrivals after 07:45 as late. */
const at = (day: string, time: string) => new Date(`${day}T${time}Z`)

describe.each(TEST_DATABASES)('QR check-in on %s', (kind) => {
  let t: TestApp
  let student: string
  let staff: string
  let studentId: string
  // A new school day per test, so records never collide: the weekdays of April–May 2030.
  const schoolDays = Array.from({ length: 61 }, (_, i) => new Date(Date.UTC(2030, 3, 1 + i)))
    .filter((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)
    .map((d) => d.toISOString().slice(0, 10))
  const nextDay = () => schoolDays.shift()!
  const newCode = async (cookie = student) => t.app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie } })
  const scan = (code: string, cookie = staff) => t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie }, payload: { code } })
  /** The code a phone shows `seconds` after the issue: one a slot (ADR 024). */
  const shownAt = (issued: QrCodeResponse, seconds: number) => issued.codes[Math.floor(seconds / issued.slotSeconds)]!
  const profile = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/student/profile', headers: { cookie: student } })).json<StudentProfileResponse>()

  let today: string
  beforeAll(async () => {
    t = await createTestApp(kind, { now: at('2030-03-29', '07:00:00') })
    student = await cookieFor(t.app, 'student')
    staff = await cookieFor(t.app, 'subject_teacher')
    studentId = (await profile()).student.id
  })
  beforeEach(() => {
    today = nextDay()
    t.setNow(at(today, '07:31:00'))
  })
  afterAll(() => t.close())

  it('records a scanned student present, by QR, with the scanner as recorder', async () => {
    const issued = await newCode()
    expect(issued.statusCode).toBe(200)
    expect(issued.json<QrCodeResponse>()).toMatchObject({ lifetimeSeconds: 60, slotSeconds: 10, codes: expect.any(Array) })

    t.setNow(at(today, '07:31:20'))
    const response = await scan(shownAt(issued.json<QrCodeResponse>(), 20))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ student: { id: studentId }, status: 'present', date: today, time: '07:31' })

    const row = (await daySheet(t.app, staff, { date: today, status: 'present' })).rows.find((r) => r.student.id === studentId)
    expect(row?.record).toMatchObject({ status: 'present', method: 'qr', recordedBy: { name: expect.any(String) } })
    expect((await profile()).today.record).toMatchObject({ status: 'present', method: 'qr', time: '07:31' })
  })

  it('records late after the late-after time', async () => {
    t.setNow(at(today, '07:50:00'))
    const { code } = (await newCode()).json<QrCodeResponse>()
    const response = await scan(code)
    expect(response.json()).toMatchObject({ status: 'late', time: '07:50' })
  })

  it('never counts a code twice', async () => {
    const { code } = (await newCode()).json<QrCodeResponse>()
    expect((await scan(code)).statusCode).toBe(200)
    const again = await scan(code, await cookieFor(t.app, 'headmaster'))
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ error: 'Code already used', code: 'code_used' })
  })

  it('says "already used", not "expired", for a used code shown again after its slot', async () => {
    const { code } = (await newCode()).json<QrCodeResponse>()
    expect((await scan(code)).statusCode).toBe(200)
    t.setNow(at(today, '07:31:40'))
    expect((await scan(code)).json()).toMatchObject({ code: 'code_used' })
  })

  it('refuses the last code of an issue once the minute is over (4 seconds of grace)', async () => {
    const last = (await newCode()).json<QrCodeResponse>().codes.at(-1)!
    t.setNow(at(today, '07:32:05'))
    const response = await scan(last)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'Code expired', code: 'code_expired' })
    expect((await daySheet(t.app, staff, { date: today, status: 'not_recorded', pageSize: 100 })).rows.some((r) => r.student.id === studentId)).toBe(true)
  })

  it('accepts a code at the edge of its life', async () => {
    const last = (await newCode()).json<QrCodeResponse>().codes.at(-1)!
    t.setNow(at(today, '07:32:04'))
    expect((await scan(last)).statusCode).toBe(200)
  })

  it('refuses a screenshot of the code taken 15 seconds earlier; the code on screen now is accepted', async () => {
    const issued = (await newCode()).json<QrCodeResponse>()
    // 07:31:03: a classmate screenshots the phone; 15 seconds later they show the picture at the gate.
    const screenshot = shownAt(issued, 3)
    t.setNow(at(today, '07:31:18'))
    const reused = await scan(screenshot)
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toMatchObject({ error: 'Code expired', code: 'code_expired' })
    expect((await profile()).today.record).toBeNull()
    expect((await scan(shownAt(issued, 18))).statusCode).toBe(200)
  })

  it('makes an earlier code worthless once a new one is generated', async () => {
    const first = (await newCode()).json<QrCodeResponse>().code
    t.setNow(at(today, '07:31:03'))
    const second = (await newCode()).json<QrCodeResponse>().code
    expect((await scan(first)).json()).toMatchObject({ code: 'code_expired' })
    expect((await scan(second)).statusCode).toBe(200)
  })

  it('throttles a burst of code requests', async () => {
    expect((await newCode()).statusCode).toBe(200)
    const burst = await newCode()
    expect(burst.statusCode).toBe(429)
    expect(burst.json()).toMatchObject({ code: 'qr_throttled', retryAfterSeconds: 2 })
    t.setNow(at(today, '07:31:02'))
    expect((await newCode()).statusCode).toBe(200)
  })

  it('refuses forged and damaged codes as invalid', async () => {
    const { code } = (await newCode()).json<QrCodeResponse>()
    const [body, signature] = code.split('.')
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString())
    const otherStudent = (await daySheet(t.app, staff, { date: today })).rows.find((r) => r.student.id !== studentId)!.student.id
    const swapped = `${Buffer.from(JSON.stringify({ ...payload, sub: otherStudent })).toString('base64url')}.${signature}`
    const wrongKey = issueCodes(qrKeysFrom('x'.repeat(43)), t.ctx.schoolId, studentId, t.ctx.now(), 60).tokens[0]!
    // Signed with the right key, but never issued by this server (no such nonce).
    const neverIssued = issueCodes(qrKeysFrom(t.ctx.secrets.qr), t.ctx.schoolId, studentId, t.ctx.now(), 60).tokens[0]!
    for (const forged of [swapped, wrongKey, neverIssued, code.slice(0, -2), 'hello']) {
      const response = await scan(forged)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ error: 'Invalid code', code: 'code_invalid' })
    }
    expect((await daySheet(t.app, staff, { date: today, status: 'not_recorded', pageSize: 100 })).total).toBe(50)
  })

  it('refuses a code naming another student than the one it was issued to, and leaves it unused for its own', async () => {
    const { code } = (await newCode()).json<QrCodeResponse>()
    const payload = JSON.parse(Buffer.from(code.split('.')[0]!, 'base64url').toString())
    const otherStudent = (await daySheet(t.app, staff, { date: today })).rows.find((r) => r.student.id !== studentId)!.student.id
    // Correctly signed (a leaked key), the issued nonce, another student's id.
    expect((await scan(signPayload(qrKeysFrom(t.ctx.secrets.qr), { ...payload, sub: otherStudent }))).json()).toMatchObject({ code: 'code_invalid' })
    expect((await scan(code)).statusCode).toBe(200)
  })

  it('does not overwrite a record made after the code was shown, and leaves the code unused', async () => {
    t.setNow(at(today, '07:10:00'))
    const code = shownAt((await newCode()).json<QrCodeResponse>(), 20)
    t.setNow(at(today, '07:10:20'))
    expect((await record(t.app, staff, { studentId, date: today, status: 'sick' })).statusCode).toBe(200)
    const response = await scan(code)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ error: 'Already checked in at 07:10', code: 'already_checked_in' })
    expect((await profile()).today.record?.status).toBe('sick')
    const nonce = JSON.parse(Buffer.from(code.split('.')[0]!, 'base64url').toString()).n
    const issued = await t.ctx.db.selectFrom('qr_codes').select('used_at').where('nonce', '=', nonce).executeTakeFirstOrThrow()
    expect(issued.used_at).toBeNull()
  })

  it('gives no new code once the student is recorded for today', async () => {
    expect((await record(t.app, staff, { studentId, date: today, status: 'present' })).statusCode).toBe(200)
    const response = await newCode()
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'already_checked_in', error: 'Already checked in at 07:31' })
  })

  it('gives no code on a day off, and refuses a Friday code scanned after midnight', async () => {
    const saturday = new Date(`${today}T00:00:00Z`)
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1)
    const date = saturday.toISOString().slice(0, 10)
    const friday = new Date(saturday.getTime() - 86_400_000).toISOString().slice(0, 10)
    t.setNow(at(date, '08:00:00'))
    const offDay = await newCode()
    expect(offDay.statusCode).toBe(400)
    expect(offDay.json()).toMatchObject({ code: 'not_school_day', error: `${date} is not a school day` })

    t.setNow(at(friday, '23:59:40'))
    const code = shownAt((await newCode()).json<QrCodeResponse>(), 30)
    t.setNow(at(date, '00:00:10'))
    const response = await scan(code)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(`${date} is not a school day`)
  })

  it('lets a code stamped in the future (a clock running ahead) not block the next one', async () => {
    t.setNow(at(today, '07:45:00'))
    expect((await newCode()).statusCode).toBe(200)
    t.setNow(at(today, '07:31:00'))
    expect((await newCode()).statusCode).toBe(200)
  })

  it('measures the throttle from the exact moment, not the token\'s whole second', async () => {
    t.setNow(new Date(at(today, '07:31:00').getTime() + 900))
    expect((await newCode()).statusCode).toBe(200)
    t.setNow(new Date(at(today, '07:31:02').getTime() + 100)) // 1.2 s later, a new whole second
    expect((await newCode()).statusCode).toBe(429)
  })

  it('lets only students ask for codes and only attendance-taking staff scan', async () => {
    const forStaff = await newCode(staff)
    expect(forStaff.statusCode).toBe(403)
    expect(forStaff.json().error).toBe('Only students have an attendance code')
    const { code } = (await newCode()).json<QrCodeResponse>()
    expect((await scan(code, student)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: '/api/qr/scan', payload: { code } })).statusCode).toBe(401)
    expect((await scan('')).json().fields).toEqual({ code: 'This field is required' })
    expect((await scan(code)).statusCode).toBe(200)
  })

  it('gives staff who scan the public key, which checks every code of an issue with no server; never the private one', async () => {
    const issued = (await newCode()).json<QrCodeResponse>()
    const response = await t.app.inject({ method: 'GET', url: '/api/qr/public-key', headers: { cookie: staff } })
    expect(response.statusCode).toBe(200)
    const { algorithm, publicKey } = response.json<QrPublicKey>()
    expect(algorithm).toBe('Ed25519')
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' })
    for (const code of issued.codes) {
      const [body, signature] = code.split('.') as [string, string]
      expect(verify(null, Buffer.from(body), key, Buffer.from(signature, 'base64url'))).toBe(true)
    }
    expect(response.body).not.toContain(t.ctx.secrets.qr)
    expect((await t.app.inject({ method: 'GET', url: '/api/qr/public-key', headers: { cookie: student } })).statusCode).toBe(403)
  })
})
