import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OfflineSyncResponse, ScanRoster } from '#shared/contracts/offline-scans'
import { OFFLINE_SYNC_MAX_SCANS } from '#shared/contracts/offline-scans'
import { readCode } from '#shared/qr-code'
import { daySheet } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { listSchools } from '../schools'
import { issueCode } from './qr.service'
import { qrKeysFrom, signPayload } from './qr-token'

/** The demo school (UTC) starts at 07:30 and counts arrivals after 07:45 as late. */
const at = (day: string, time: string) => new Date(`${day}T${time}Z`)
const plus = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000)

describe.each(TEST_DATABASES)('the gate with no network (offline scans) on %s', (kind) => {
  let t: TestApp
  let staff: string
  let headmaster: string
  let students: ScanRoster['students']
  // A new school day per test, so records never collide: the weekdays of April–May 2030.
  const schoolDays = Array.from({ length: 61 }, (_, i) => new Date(Date.UTC(2030, 3, 1 + i)))
    .filter((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)
    .map((d) => d.toISOString().slice(0, 10))
  let today: string

  const school = async () => (await listSchools(t.ctx.db, 10)).find((s) => s.id === t.ctx.schoolId)!
  /** The codes a student's phone shows from `issuedAt` on, one a 10-second slot. */
  const codesOf = async (studentId: string, issuedAt: Date) => {
    t.setNow(issuedAt)
    return (await issueCode(t.ctx, await school(), studentId)).codes
  }
  /** A device whose clock runs `skewSeconds` behind the server's: what it stamps and what it sends. */
  const device = (skewSeconds: number, deviceName?: string) => ({
    scan: (code: string, happenedAt: Date) => ({ nonce: randomUUID(), code, scannedAt: plus(happenedAt, -skewSeconds).toISOString() }),
    sync: async (scans: object[], syncedAt: Date, cookie = staff) => {
      t.setNow(syncedAt)
      return t.app.inject({
        method: 'POST', url: '/api/qr/sync', headers: { cookie },
        payload: { sentAt: plus(syncedAt, -skewSeconds).toISOString(), deviceName, scans },
      })
    },
  })
  const answers = (response: { json: <T>() => T }) => response.json<OfflineSyncResponse>().answers
  const recordOf = async (studentId: string) =>
    (await daySheet(t.app, headmaster, { date: today, pageSize: 100 })).rows.find((r) => r.student.id === studentId)?.record ?? null
  const auditCount = async () => Number((await t.ctx.db.selectFrom('attendance_audit').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

  beforeAll(async () => {
    t = await createTestApp(kind, { now: at('2030-03-29', '07:00:00') })
    staff = await cookieFor(t.app, 'subject_teacher')
    headmaster = await cookieFor(t.app, 'headmaster')
    students = (await t.app.inject({ method: 'GET', url: '/api/qr/roster', headers: { cookie: staff } })).json<ScanRoster>().students
  })
  beforeEach(() => {
    today = schoolDays.shift()!
  })
  afterAll(() => t.close())

  it('gives a scanner the roster: the public key, the server time, the school day and each listed student with their class', async () => {
    t.setNow(at(today, '07:10:00'))
    const response = await t.app.inject({ method: 'GET', url: '/api/qr/roster', headers: { cookie: staff } })
    expect(response.statusCode).toBe(200)
    const roster = response.json<ScanRoster>()
    expect(roster).toMatchObject({ schoolId: t.ctx.schoolId, publicKey: qrKeysFrom(t.ctx.secrets.qr).publicKeyRaw, serverTime: `${today}T07:10:00.000Z` })
    expect(roster).toMatchObject({ date: today, schoolDay: true, lateAfter: '07:45', recordedToday: [] })
    expect(roster.students.length).toBeGreaterThan(10)
    expect(roster.students[0]).toEqual({ id: expect.any(String), name: expect.any(String), className: expect.any(String), photoUpdatedAt: null, cardId: null })
    expect(roster.confirmCards).toBe(false)
    const student = await cookieFor(t.app, 'student')
    expect((await t.app.inject({ method: 'GET', url: '/api/qr/roster', headers: { cookie: student } })).statusCode).toBe(403)
  })

  it('records queued scans at the time they happened, placed by the offset measured at sync, late by that time', async () => {
    const [a, b] = students
    const gate = device(300)
    const early = (await codesOf(a!.id, at(today, '07:31:00')))[2]!
    const late = (await codesOf(b!.id, at(today, '07:47:00')))[0]!
    const response = await gate.sync([gate.scan(early, at(today, '07:31:22')), gate.scan(late, at(today, '07:47:03'))], at(today, '07:55:00'))
    expect(response.statusCode).toBe(200)
    expect(response.json<OfflineSyncResponse>()).toMatchObject({ offsetMs: 300_000 })
    expect(answers(response)).toMatchObject([
      { outcome: 'accepted', student: { id: a!.id, name: a!.name, className: a!.className }, status: 'present', date: today, time: '07:31' },
      { outcome: 'accepted', student: { id: b!.id }, status: 'late', time: '07:47' },
    ])
    expect(await recordOf(a!.id)).toMatchObject({ status: 'present', method: 'qr', recordedAt: `${today}T07:31:22.000Z` })
    expect(await recordOf(b!.id)).toMatchObject({ status: 'late', method: 'qr' })
  })

  it('answers a re-sent batch as before and records nothing twice', async () => {
    const gate = device(0)
    const scans = [gate.scan((await codesOf(students[2]!.id, at(today, '07:32:00')))[0]!, at(today, '07:32:01'))]
    const first = answers(await gate.sync(scans, at(today, '07:40:00')))
    const audits = await auditCount()
    const again = answers(await gate.sync([...scans, ...scans], at(today, '07:41:00')))
    expect(again).toEqual([first[0], first[0]])
    expect(await auditCount()).toBe(audits)
  })

  it('decides a batch sent twice at once (a retry while the first was still on its way) once: both hear the same answers', async () => {
    const gate = device(0)
    const scans = []
    for (const [n, i] of [3, 4, 5].entries()) {
      const [code] = await codesOf(students[i]!.id, at(today, `07:3${n}:00`))
      scans.push(gate.scan(code!, at(today, `07:3${n}:01`)))
    }
    const audits = await auditCount()
    const [one, other] = await Promise.all([gate.sync(scans, at(today, '07:40:00')), gate.sync(scans, at(today, '07:40:00'))])
    expect([one.statusCode, other.statusCode]).toEqual([200, 200])
    expect(answers(one).map((a) => a.outcome)).toEqual(['accepted', 'accepted', 'accepted'])
    expect(answers(other)).toEqual(answers(one))
    // One record each, taken once: one audit line a student, not two.
    expect(await auditCount()).toBe(audits + 3)
    for (const i of [3, 4, 5]) expect(await recordOf(students[i]!.id)).toMatchObject({ status: 'present', method: 'qr' })
  })

  it('refuses forged, other-school, out-of-slot and too-old scans, saying why, and records none of them', async () => {
    const student = students[3]!
    const gate = device(0)
    const codes = await codesOf(student.id, at(today, '07:33:00'))
    const code = readCode(codes[0]!)!
    const keys = qrKeysFrom(t.ctx.secrets.qr)
    const forged = `${codes[0]!.split('.')[0]}.${codes[1]!.split('.')[1]}`
    const otherSchool = signPayload(keys, { ...code.payload, sch: 'other-school' })
    const refused = answers(await gate.sync([
      gate.scan(forged, at(today, '07:33:01')),
      gate.scan(otherSchool, at(today, '07:33:01')),
      // The first slot's code a minute on: a screenshot, well past its slot and the tolerance.
      gate.scan(codes[0]!, at(today, '07:34:00')),
      gate.scan('not-a-code', at(today, '07:33:01')),
    ], at(today, '07:40:00')))
    expect(refused.map((r) => r.outcome === 'refused' && r.reason)).toEqual(['invalid', 'invalid', 'expired', 'invalid'])
    expect(refused[2]).toMatchObject({ student: { id: student.id } })
    expect(await recordOf(student.id)).toBeNull()

    // A day and more after it happened: too old, even with a good code in its slot.
    const old = answers(await gate.sync([gate.scan(codes[0]!, at(today, '07:33:02'))], plus(at(today, '07:33:02'), 25 * 3600)))
    expect(old).toMatchObject([{ outcome: 'refused', reason: 'tooOld' }])
  })

  it('keeps the first record of the day: a second device offline on the same student hears "already checked in at … by Gate 1"', async () => {
    const student = students[4]!
    const codes = await codesOf(student.id, at(today, '07:02:00'))
    const gate1 = device(0, 'Gate 1')
    const gate2 = device(-40, 'Gate 2')
    const one = answers(await gate1.sync([gate1.scan(codes[0]!, at(today, '07:02:03'))], at(today, '07:20:00')))
    expect(one).toMatchObject([{ outcome: 'accepted', time: '07:02' }])
    const audits = await auditCount()
    const two = answers(await gate2.sync([gate2.scan(codes[1]!, at(today, '07:02:12'))], at(today, '07:25:00'), headmaster))
    expect(two).toEqual([{ nonce: expect.any(String), outcome: 'alreadyCheckedIn', student: { id: student.id, name: student.name, className: student.className }, date: today, time: '07:02', by: 'Gate 1' }])
    expect(await auditCount()).toBe(audits)
  })

  it('takes a student once when one batch holds two of their scans, and marks the code used for the online path', async () => {
    const student = students[5]!
    const codes = await codesOf(student.id, at(today, '07:36:00'))
    const gate = device(0)
    const both = answers(await gate.sync([gate.scan(codes[2]!, at(today, '07:36:25')), gate.scan(codes[0]!, at(today, '07:36:02'))], at(today, '07:45:00')))
    expect(both.map((a) => a.outcome)).toEqual(['alreadyCheckedIn', 'accepted'])
    expect(both[0]).toMatchObject({ time: '07:36' })
    // The issue is spent: its last slot's code, scanned online, is refused.
    t.setNow(at(today, '07:36:55'))
    const online = await t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: staff }, payload: { code: codes[5]! } })
    expect(online.json()).toMatchObject({ code: 'code_used' })
  })

  it('answers "accepted" to a queued scan that had reached the server online from the same scanner', async () => {
    const student = students[6]!
    const code = (await codesOf(student.id, at(today, '07:37:00')))[0]!
    t.setNow(at(today, '07:37:01'))
    expect((await t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: staff }, payload: { code } })).statusCode).toBe(200)
    const gate = device(0)
    expect(answers(await gate.sync([gate.scan(code, at(today, '07:37:01'))], at(today, '07:38:00')))).toMatchObject([{ outcome: 'accepted', status: 'present', time: '07:37' }])
  })

  it('refuses a code replaced by a newer one before the scan', async () => {
    const student = students[7]!
    const old = (await codesOf(student.id, at(today, '07:38:00')))[0]!
    await codesOf(student.id, at(today, '07:38:30'))
    const gate = device(0)
    expect(answers(await gate.sync([gate.scan(old, at(today, '07:38:05'))], at(today, '07:39:00')))).toMatchObject([{ outcome: 'accepted' }])
    // Replaced at 07:38:02; its last slot's code scanned at 07:38:52, in its slot but long after.
    const replaced = (await codesOf(students[8]!.id, at(today, '07:38:00')))[5]!
    await codesOf(students[8]!.id, at(today, '07:38:02'))
    expect(answers(await gate.sync([gate.scan(replaced, at(today, '07:38:52'))], at(today, '07:40:00')))).toMatchObject([{ outcome: 'refused', reason: 'replaced' }])
  })

  it('turns away bad input with a 400 and changes nothing', async () => {
    const audits = await auditCount()
    const bad = async (payload: object) => t.app.inject({ method: 'POST', url: '/api/qr/sync', headers: { cookie: staff }, payload })
    const good = { nonce: randomUUID(), code: 'a.b', scannedAt: at(today, '07:00:00').toISOString() }
    expect((await bad({ sentAt: 'yesterday', scans: [good] })).statusCode).toBe(400)
    expect((await bad({ sentAt: at(today, '07:00:00').toISOString(), scans: [{ ...good, nonce: 'x' }] })).statusCode).toBe(400)
    expect((await bad({ sentAt: at(today, '07:00:00').toISOString(), scans: [] })).statusCode).toBe(400)
    const tooMany = Array.from({ length: OFFLINE_SYNC_MAX_SCANS + 1 }, () => ({ ...good, nonce: randomUUID() }))
    const response = await bad({ sentAt: at(today, '07:00:00').toISOString(), scans: tooMany })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'validation_failed' })
    expect(await auditCount()).toBe(audits)
    const student = await cookieFor(t.app, 'student')
    expect((await t.app.inject({ method: 'POST', url: '/api/qr/sync', headers: { cookie: student }, payload: { sentAt: at(today, '07:00:00').toISOString(), scans: [good] } })).statusCode).toBe(403)
  })
})
