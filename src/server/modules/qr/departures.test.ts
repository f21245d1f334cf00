import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ClassCardsResponse } from '#shared/contracts/cards'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { OfflineSyncResponse } from '#shared/contracts/offline-scans'
import type { QrCodeResponse, ScanResponse } from '#shared/contracts/qr'
import type { RangeReportResponse } from '#shared/contracts/reports'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { daySheet } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** The demo school (UTC) starts at 07:30 and counts arrivals after 07:45 as late. */
const at = (day: string, time: string) => new Date(`${day}T${time}Z`)

describe.each(TEST_DATABASES)('departure scans ("going home") on %s', (kind) => {
  let t: TestApp
  let headmaster: string
  let staff: string
  let student: string
  let studentId: string
  // A new school day per test, so records never collide: the weekdays of April–May 2030.
  const schoolDays = Array.from({ length: 61 }, (_, i) => new Date(Date.UTC(2030, 3, 1 + i)))
    .filter((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)
    .map((d) => d.toISOString().slice(0, 10))
  let today: string

  const newCode = async (time: string) => {
    t.setNow(at(today, time))
    return t.app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie: student } })
  }
  const scan = (code: string) => t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: staff }, payload: { code } })
  /** A fresh code issued and scanned at `time`. */
  const scanAt = async (time: string) => {
    const issued = await newCode(time)
    expect(issued.statusCode, issued.body).toBe(200)
    return scan(issued.json<QrCodeResponse>().code)
  }
  const setDepartures = async (change: { departureScans?: boolean; departuresFrom?: string; schoolDayEnd?: string }) => {
    const { settings } = (await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: headmaster } })).json<SchoolSettingsResponse>()
    const response = await t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie: headmaster }, payload: { ...settings, ...change } })
    expect(response.statusCode, response.body).toBe(200)
  }
  const rowOf = async (id: string) => (await daySheet(t.app, headmaster, { date: today, pageSize: 100 })).rows.find((r) => r.student.id === id)
  const counts = async () => (await daySheet(t.app, headmaster, { date: today })).counts

  beforeAll(async () => {
    t = await createTestApp(kind, { now: at('2030-03-29', '07:00:00') })
    headmaster = await cookieFor(t.app, 'headmaster')
    staff = await cookieFor(t.app, 'subject_teacher')
    student = await cookieFor(t.app, 'student')
    studentId = (await t.app.inject({ method: 'GET', url: '/api/student/profile', headers: { cookie: student } })).json<StudentProfileResponse>().student.id
  })
  beforeEach(async () => {
    today = schoolDays.shift()!
    await setDepartures({ departureScans: true, departuresFrom: '13:00', schoolDayEnd: '14:00' })
  })
  afterAll(() => t.close())

  it('is off by default: after the arrival, no new code, and a card scan answers "already checked in"', async () => {
    await setDepartures({ departureScans: false })
    expect((await scanAt('07:31:00')).json()).toMatchObject({ outcome: 'arrived', status: 'present' })
    const again = await newCode('15:00:00')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'already_checked_in', error: 'Already checked in at 07:31' })
    expect((await rowOf(studentId))?.departure ?? null).toBeNull()
  })

  it('records the departure of a student who arrived, once going-home scans have begun; the record and counts stay', async () => {
    expect((await scanAt('07:50:00')).json()).toMatchObject({ outcome: 'arrived', status: 'late' })
    const before = await counts()
    const left = await scanAt('14:05:00')
    expect(left.statusCode, left.body).toBe(200)
    expect(left.json<ScanResponse>()).toMatchObject({ outcome: 'departed', student: { id: studentId }, status: 'late', date: today, time: '14:05', leftEarly: false })
    const row = await rowOf(studentId)
    expect(row?.record).toMatchObject({ status: 'late', method: 'qr' })
    expect(row?.departure).toEqual({ time: '14:05', leftEarly: false })
    expect(await counts()).toEqual(before)
    // The student's day says so too.
    const profile = (await t.app.inject({ method: 'GET', url: '/api/student/profile', headers: { cookie: student } })).json<StudentProfileResponse>()
    expect(profile.today).toMatchObject({ date: today, record: { status: 'late' }, departure: { time: '14:05', leftEarly: false } })
  })

  it('answers "already checked in" before going-home scans begin', async () => {
    await scanAt('07:31:00')
    const early = await newCode('12:59:00')
    expect(early.json()).toMatchObject({ code: 'already_checked_in' })
    expect((await rowOf(studentId))?.departure ?? null).toBeNull()
  })

  it('counts a departure before the end of the school day as "left early"', async () => {
    await scanAt('07:31:00')
    expect((await scanAt('13:20:00')).json()).toMatchObject({ outcome: 'departed', time: '13:20', leftEarly: true, status: 'present' })
    const row = await rowOf(studentId)
    expect(row?.departure).toEqual({ time: '13:20', leftEarly: true })
    // The range report counts it, for the class and the student, and leaves the rate as it was.
    const report = async () => {
      const qs = new URLSearchParams({ from: today, to: today, scope: 'class', classId: row!.class.id, pageSize: '100' })
      return (await t.app.inject({ method: 'GET', url: `/api/reports/range?${qs}`, headers: { cookie: headmaster } })).json<RangeReportResponse>()
    }
    const counted = await report()
    expect(counted.leftEarly).toEqual({ total: 1, byStudent: { [studentId]: 1 } })
    expect(counted.rows.find((r) => r.studentId === studentId)).toMatchObject({ counts: { present: 1 }, rate: 1 })
    // The export has it too, in its last column.
    const qs = new URLSearchParams({ format: 'csv', from: today, to: today, scope: 'class', classId: row!.class.id })
    const csv = await t.app.inject({ method: 'GET', url: `/api/reports/range/export?${qs}`, headers: { cookie: headmaster } })
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]!.split(',').at(-1)).toBe('Left early')
    const name = row!.student.name
    expect(lines.find((line) => line.startsWith(`${name},`))!.split(',').at(-1)).toBe('1')
    expect(lines.filter((line) => !line.startsWith(`${name},`)).slice(1).every((line) => line.endsWith(',0'))).toBe(true)
  })

  it('does not count a departure after the end of the school day in the report', async () => {
    await scanAt('07:31:00')
    await scanAt('14:00:00')
    const classId = (await rowOf(studentId))!.class.id
    const qs = new URLSearchParams({ from: today, to: today, scope: 'class', classId })
    const report = (await t.app.inject({ method: 'GET', url: `/api/reports/range?${qs}`, headers: { cookie: headmaster } })).json<RangeReportResponse>()
    expect(report.leftEarly).toEqual({ total: 0, byStudent: {} })
  })

  it('keeps the first departure: a second answers "already left at", and a used code stays refused', async () => {
    await scanAt('07:31:00')
    const issued = (await newCode('14:10:00')).json<QrCodeResponse>()
    expect((await scan(issued.code)).json()).toMatchObject({ outcome: 'departed', time: '14:10' })
    const again = await scan(issued.code)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'code_used' })
    const next = await newCode('14:30:00')
    expect(next.statusCode).toBe(409)
    expect(next.json()).toMatchObject({ code: 'already_departed', error: 'Already left at 14:10' })
    expect((await rowOf(studentId))?.departure).toEqual({ time: '14:10', leftEarly: false })
  })

  it('records a student first scanned after going-home time as arriving (late), not leaving', async () => {
    const first = await scanAt('13:30:00')
    expect(first.json()).toMatchObject({ outcome: 'arrived', status: 'late', time: '13:30' })
    expect((await rowOf(studentId))?.departure ?? null).toBeNull()
  })

  it('gives a student recorded absent no going-home code: there was no arrival', async () => {
    t.setNow(at(today, '08:00:00'))
    const absent = await t.app.inject({ method: 'PUT', url: '/api/attendance/records', headers: { cookie: headmaster }, payload: { studentId, date: today, status: 'absent' } })
    expect(absent.statusCode, absent.body).toBe(200)
    const code = await newCode('14:00:00')
    expect(code.statusCode).toBe(409)
    expect(code.json()).toMatchObject({ code: 'already_checked_in' })
  })

  it('takes a printed card for the arrival and again for the departure', async () => {
    const { classes } = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: headmaster } })).json<ClassListResponse>()
    const cards = (await t.app.inject({ method: 'POST', url: `/api/classes/${classes[0]!.id}/cards`, headers: { cookie: headmaster } })).json<ClassCardsResponse>()
    const card = cards.cards[0]!
    t.setNow(at(today, '07:40:00'))
    expect((await scan(card.code)).json()).toMatchObject({ outcome: 'arrived', status: 'present' })
    t.setNow(at(today, '15:00:00'))
    expect((await scan(card.code)).json()).toMatchObject({ outcome: 'departed', time: '15:00', leftEarly: false })
    const again = await scan(card.code)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'already_departed', error: 'Already left at 15:00' })
  })

  it('lets staff set, correct and clear a departure by hand, only on a day with an arrival', async () => {
    const put = (payload: object, cookie = headmaster) => t.app.inject({ method: 'PUT', url: '/api/attendance/departures', headers: { cookie }, payload })
    t.setNow(at(today, '15:00:00'))
    const none = await put({ studentId, date: today, time: '13:10' })
    expect(none.statusCode).toBe(409)
    expect(none.json()).toMatchObject({ code: 'not_arrived' })
    await scanAt('07:31:00')
    t.setNow(at(today, '15:00:00'))
    expect((await put({ studentId, date: today, time: '25:00' })).json()).toMatchObject({ fields: { time: 'Enter a time as HH:MM' } })
    expect((await put({ studentId, date: today, time: '13:10' }, student)).statusCode).toBe(403)
    const set = await put({ studentId, date: today, time: '13:10' })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json()).toMatchObject({ row: { student: { id: studentId }, record: { status: 'present' }, departure: { time: '13:10', leftEarly: true } } })
    expect((await put({ studentId, date: today, time: '14:30' })).json()).toMatchObject({ row: { departure: { time: '14:30', leftEarly: false } } })
    const qs = new URLSearchParams({ studentId, date: today })
    const cleared = await t.app.inject({ method: 'DELETE', url: `/api/attendance/departures?${qs}`, headers: { cookie: headmaster } })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json()).toMatchObject({ row: { record: { status: 'present' }, departure: null } })
    expect((await rowOf(studentId))?.departure).toBeNull()
  })

  describe('scans taken offline, placed at the time they happened', () => {
    const sync = async (scans: { code: string; happenedAt: Date; nonce?: string }[], syncedAt: Date) => {
      t.setNow(syncedAt)
      const payload = {
        sentAt: syncedAt.toISOString(), deviceName: 'Gate 1',
        scans: scans.map((s) => ({ nonce: s.nonce ?? randomUUID(), code: s.code, scannedAt: s.happenedAt.toISOString() })),
      }
      const response = await t.app.inject({ method: 'POST', url: '/api/qr/sync', headers: { cookie: staff }, payload })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<OfflineSyncResponse>().answers
    }
    const codeAt = async (time: string) => (await newCode(time)).json<QrCodeResponse>().code

    it('records an arrival and a later departure from one batch, by when each happened; sent again, answers the same', async () => {
      const morning = await codeAt('07:35:00')
      const afternoon = await codeAt('13:40:00')
      const scans = [{ code: morning, happenedAt: at(today, '07:35:02'), nonce: randomUUID() }, { code: afternoon, happenedAt: at(today, '13:40:03'), nonce: randomUUID() }]
      const answers = await sync(scans, at(today, '16:00:00'))
      expect(answers).toMatchObject([
        { outcome: 'accepted', status: 'present', time: '07:35' },
        { outcome: 'departed', time: '13:40', leftEarly: true },
      ])
      expect(await sync(scans, at(today, '16:01:00'))).toEqual(answers)
      expect((await rowOf(studentId))?.departure).toEqual({ time: '13:40', leftEarly: true })
    })

    it('does not take the arrival’s code again for the departure, and answers a second departure "already left"', async () => {
      await scanAt('07:31:00')
      const first = await codeAt('14:01:00')
      const second = await codeAt('14:20:00')
      const answers = await sync([{ code: second, happenedAt: at(today, '14:20:01') }, { code: first, happenedAt: at(today, '14:01:01') }], at(today, '14:30:00'))
      expect(answers).toMatchObject([
        { outcome: 'alreadyDeparted', time: '14:01' },
        { outcome: 'departed', time: '14:01', leftEarly: false },
      ])
    })

    it('answers a scan from before going-home time "already checked in", though it is synced after', async () => {
      await scanAt('07:31:00')
      const code = await codeAt('13:05:00')
      await setDepartures({ departuresFrom: '13:30' })
      const answers = await sync([{ code, happenedAt: at(today, '13:05:01') }], at(today, '14:30:00'))
      expect(answers).toMatchObject([{ outcome: 'alreadyCheckedIn', time: '07:31' }])
      expect((await rowOf(studentId))?.departure ?? null).toBeNull()
    })
  })
})
