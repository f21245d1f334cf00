import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AttendanceEvent, DaySheetResponse } from '#shared/contracts/attendance'
import type { QrCodeResponse } from '#shared/contracts/qr'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { DEMO } from '../../db/demo/demo-school'
import { rebuildEverySchool } from '../attendance'
import { linkParent, outbox } from '../../test/notices.fixtures'

/**
 * ADR 033: on PostgreSQL a plain arrival is written by one call to the database, and every other scan (a
 * refusal, a late scan with a notice to word) by the general path. The same answers and rows either way, on
 * both engines: the refusals the one call hands back, the live event it sends itself, the summaries it keeps.
 */
const at = (day: string, time: string) => new Date(`${day}T${time}Z`) // the demo school is on UTC; late after 07:45

describe.each(TEST_DATABASES)('a scan, whichever path writes it, on %s', (kind) => {
  let t: TestApp
  let head: string
  let staff: string
  let student: string
  let studentId: string
  const schoolDays = ['2030-04-01', '2030-04-02', '2030-04-03', '2030-04-04', '2030-04-05', '2030-04-08', '2030-04-09']
  let today: string
  const newCode = async () => (await t.app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie: student } })).json<QrCodeResponse>()
  const scan = (code: string) => t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: staff }, payload: { code } })
  const saveSettings = async (changes: object) => {
    const { holidays: _holidays, ...current } = (await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: head } }))
      .json<SchoolSettingsResponse>().settings
    const response = await t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie: head }, payload: { ...current, ...changes } })
    expect(response.statusCode).toBe(200)
  }
  const todaysRecord = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/student/profile', headers: { cookie: student } })).json<StudentProfileResponse>().today.record

  beforeAll(async () => {
    t = await createTestApp(kind, { now: at('2030-03-29', '07:00:00') })
    head = await cookieFor(t.app, 'headmaster')
    staff = await cookieFor(t.app, 'subject_teacher')
    student = await cookieFor(t.app, 'student')
    studentId = (await t.app.inject({ method: 'GET', url: '/api/student/profile', headers: { cookie: student } })).json<StudentProfileResponse>().student.id
  })
  beforeEach(() => {
    today = schoolDays.shift()!
    t.setNow(at(today, '07:31:00'))
  })
  afterAll(() => t.close())

  it('sends the arrival to live dashboards once, and keeps the summaries what the records say', async () => {
    const heard: AttendanceEvent[] = []
    const stop = t.ctx.events.subscribe(t.ctx.schoolId, (event) => heard.push(event))
    try {
      expect((await scan((await newCode()).code)).statusCode).toBe(200)
      await expect.poll(() => heard.length).toBe(1)
      expect(heard[0]).toEqual({ studentId, date: today, status: 'present', method: 'qr', recordedAt: at(today, '07:31:00').toISOString() })
    } finally {
      stop()
    }
    // The rebuild compares the calendars and day counts with the records: nothing to put right.
    const [result] = await rebuildEverySchool(t.ctx.db, t.ctx.dbKind)
    expect(result).toMatchObject({ calendars: 0, dayCounts: 0 })
  })

  it('refuses a scan on a holiday in its words, and the code stays unused for another day', async () => {
    const { code } = await newCode() // shown before the headmaster declared the day a holiday
    await saveSettings({ holidays: [{ name: 'Founders Day', date: today }] })
    const response = await scan(code)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'not_school_day', error: `${today} is a holiday (Founders Day), not a school day` })
    expect(await todaysRecord()).toBeNull()
    await saveSettings({ holidays: [] })
  })

  it('refuses the code of a student archived since it was shown, writing nothing', async () => {
    const { code } = await newCode()
    await t.ctx.db.updateTable('users').set({ archived_at: at(today, '07:30:00').toISOString() }).where('id', '=', studentId).execute()
    try {
      const response = await scan(code)
      expect(response.json()).toMatchObject({ code: 'code_invalid' })
    } finally {
      await t.ctx.db.updateTable('users').set({ archived_at: null }).where('id', '=', studentId).execute()
    }
    expect(await todaysRecord()).toBeNull()
  })

  it('queues the late notice of a late scan when the school sends them, in the scan\'s words', async () => {
    const parent = await linkParent(t.ctx.db, t.ctx.schoolId, studentId)
    await saveSettings({ notifyLate: true })
    t.setNow(at(today, '07:50:00'))
    expect((await scan((await newCode()).code)).json()).toMatchObject({ status: 'late', time: '07:50' })
    expect((await outbox(t.ctx.db, t.ctx.schoolId)).filter((m) => m.recipient_id === parent.id).map((m) => m.kind)).toEqual(['late'])
    await saveSettings({ notifyLate: false })
  })

  it('records codes scanned at the same moment at several lanes each once, with its own answer, event and summaries (ADR 054)', async () => {
    const sheet = (await t.app.inject({ method: 'GET', url: '/api/attendance/day?pageSize=50&status=not_recorded', headers: { cookie: head } }))
      .json<DaySheetResponse>()
    const students = sheet.rows.map((row) => row.student).filter((s) => s.id !== studentId).slice(0, 12)
    expect(students).toHaveLength(12)
    const codes = await Promise.all(students.map(async (s) => {
      const cookie = sessionCookieOf(await signIn(t.app, 'student', s.parentNumber!, DEMO.password))
      return (await t.app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie } })).json<QrCodeResponse>().code
    }))
    const heard: AttendanceEvent[] = []
    const stop = t.ctx.events.subscribe(t.ctx.schoolId, (event) => heard.push(event))
    try {
      // All at once, and the first code twice: one arrival, one "already checked in".
      const answers = await Promise.all([...codes, codes[0]!].map((code) => scan(code)))
      const statuses = answers.map((a) => a.statusCode)
      expect(statuses.filter((s) => s === 200)).toHaveLength(12)
      expect(statuses.filter((s) => s !== 200)).toHaveLength(1)
      expect(answers.filter((a) => a.statusCode === 200).map((a) => a.json<{ student: { id: string } }>().student.id).sort())
        .toEqual(students.map((s) => s.id).sort())
      await expect.poll(() => heard.length).toBe(12)
      expect(new Set(heard.map((e) => e.studentId)).size).toBe(12)
    } finally {
      stop()
    }
    const after = (await t.app.inject({ method: 'GET', url: `/api/attendance/day?date=${today}&pageSize=100`, headers: { cookie: head } })).json<DaySheetResponse>()
    for (const s of students) expect(after.rows.find((r) => r.student.id === s.id)?.record).toMatchObject({ status: 'present', method: 'qr' })
    const [result] = await rebuildEverySchool(t.ctx.db, t.ctx.dbKind)
    expect(result).toMatchObject({ calendars: 0, dayCounts: 0 })
  })

  it.runIf(kind === 'postgres')('waits for the database twice: the request\'s school and session in one statement, then the scan', async () => {
    const { code } = await newCode()
    const sent: string[] = []
    const query = pg.Client.prototype.query
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    pg.Client.prototype.query = function (this: pg.Client, config: any, ...rest: any[]) {
      sent.push(typeof config === 'string' ? config : config?.text)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return (query as any).call(this, config, ...rest)
    } as typeof query
    try {
      expect((await scan(code)).statusCode).toBe(200)
    } finally {
      pg.Client.prototype.query = query
    }
    expect(sent.filter((text) => !/^update "sessions"/.test(text))).toEqual([
      expect.stringMatching(/from "schools" left join "sessions"/), expect.stringMatching(/rollcall_scan_arrival/),
    ])
  })
})
