import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DaySheetResponse } from '#shared/contracts/attendance'
import type { DayReportResponse, StudentHistoryResponse } from '#shared/contracts/reports'
import { signIn, sessionCookieOf, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { HOLIDAY, openReportSchool, PLANS, rawRows, type ReportFixture, TODAY } from './reports.fixtures'

describe.each(TEST_DATABASES)('the day report and student history on %s', (kind) => {
  let t: TestApp
  let head: string
  let fixture: ReportFixture
  const get = async <T>(url: string, cookie = head) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } })
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }

  beforeAll(async () => {
    ;({ t, head, fixture } = await openReportSchool(kind))
  })
  afterAll(() => t.close())

  describe('any day', () => {
    it('counts each class’s students by status, says which classes have not taken attendance, and totals the school', async () => {
      const report = await get<DayReportResponse>('/api/reports/day')
      expect(report).toMatchObject({ date: TODAY, isSchoolDay: true })
      const r1 = report.classes.find((c) => c.classId === fixture.classId)!
      // Today: Ani present, Budi late, Citra absent, Eka present, Dimas not recorded.
      expect(r1).toEqual({
        // Four of five recorded: not taken yet (isRollTaken).
        classId: fixture.classId, className: 'R1', department: expect.any(String), students: 5, recorded: 4, notTaken: true,
        counts: { present: 2, late: 1, absent: 1, sick: 0, permission: 0, notRecorded: 1 },
      })
      const raw = await rawRows(t)
      const others = report.classes.filter((c) => c.classId !== fixture.classId)
      expect(others.length).toBeGreaterThan(0)
      expect(others.every((c) => c.notTaken && c.recorded === 0 && c.counts.notRecorded === c.students)).toBe(true)
      expect(report.totals).toEqual({ present: 2, late: 1, absent: 1, sick: 0, permission: 0, notRecorded: raw.students.length - 4, students: raw.students.length })
      expect(report.classes.map((c) => c.className)).toEqual([...report.classes.map((c) => c.className)].sort())
    })

    it('counts only students enrolled by that day, and says when the day is a holiday', async () => {
      const before = await get<DayReportResponse>('/api/reports/day?date=2030-03-05')
      // Eka joined on the 6th: her record for the 5th is not counted, and she is not in the class yet.
      expect(before.classes.find((c) => c.classId === fixture.classId)).toMatchObject({
        students: 4, counts: { present: 1, late: 0, absent: 1, sick: 0, permission: 1, notRecorded: 1 },
      })
      const holiday = await get<DayReportResponse>(`/api/reports/day?date=${HOLIDAY.date}`)
      expect(holiday.isSchoolDay).toBe(false)
    })

    it('counts no one as not recorded on a day that is not a school day, on the day report and the dashboard alike', async () => {
      const raw = await rawRows(t)
      // The holiday (a Friday the school closed) and a Saturday: Ani was marked present on both, her four classmates on neither.
      for (const date of [HOLIDAY.date, '2030-03-09']) {
        const report = await get<DayReportResponse>(`/api/reports/day?date=${date}`)
        expect(report.isSchoolDay).toBe(false)
        expect(report.classes.find((c) => c.classId === fixture.classId)).toMatchObject({
          students: 5, recorded: 1, counts: { present: 1, late: 0, absent: 0, sick: 0, permission: 0, notRecorded: 0 },
        })
        expect(report.classes.every((c) => c.counts.notRecorded === 0)).toBe(true)
        expect(report.totals).toMatchObject({ notRecorded: 0, students: raw.students.length })

        const sheet = await get<DaySheetResponse>(`/api/attendance/day?date=${date}&classId=${fixture.classId}`)
        expect(sheet).toMatchObject({ isSchoolDay: false, total: 5 })
        expect(sheet.counts).toEqual({ present: 1, late: 0, absent: 0, sick: 0, permission: 0, notRecorded: 0 })
        // The whole school: every student still listed, none counted as missing.
        const school = await get<DaySheetResponse>(`/api/attendance/day?date=${date}`)
        expect(school).toMatchObject({ isSchoolDay: false, total: raw.students.length })
        expect(school.counts.notRecorded).toBe(0)
        expect(school.counts.present).toBeGreaterThanOrEqual(1)
      }
      // A school day still counts those nobody recorded.
      const schoolDay = await get<DaySheetResponse>(`/api/attendance/day?date=2030-03-12&classId=${fixture.classId}`)
      expect(schoolDay.counts).toMatchObject({ notRecorded: 1 })
    })

    it('refuses a date that is not one', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/reports/day?date=2030-13-01', headers: { cookie: head } })
      expect(response.statusCode).toBe(400)
      expect(response.json().fields).toEqual({ date: 'Enter a date as YYYY-MM-DD' })
    })
  })

  describe('student history', () => {
    const history = (name: string, from = '2030-03-01', to = '2030-03-15', cookie = head) =>
      get<StudentHistoryResponse>(`/api/reports/students/${fixture.ids[name]}/history?from=${from}&to=${to}`, cookie)

    it('lists every school day from the student’s first day with its status and note, and the same figures as the range report', async () => {
      const budi = await history('Budi Santoso')
      expect(budi.student).toEqual({ id: fixture.ids['Budi Santoso'], name: 'Budi Santoso', className: 'R1' })
      expect(budi.days).toEqual([
        { date: '2030-03-04', status: 'sick', note: 'Fever' },
        { date: '2030-03-05', status: 'permission', note: 'Family wedding' },
        { date: '2030-03-06', status: 'absent', note: null },
        { date: '2030-03-07', status: 'absent', note: null },
        { date: '2030-03-11', status: 'absent', note: null },
        { date: '2030-03-12', status: null, note: null },
        { date: '2030-03-13', status: 'late', note: null },
      ])
      expect(budi.counts).toEqual({ present: 0, late: 1, absent: 3, sick: 1, permission: 1, notRecorded: 1 })
      expect(budi.rate).toBeCloseTo(1 / 7)
      // Absent on the 6th, 7th and 11th: the holiday and the weekend between do not break the run.
      expect(budi.longestAbsenceStreak).toBe(3)
      expect((await history('Dimas Putra')).longestAbsenceStreak).toBe(6)
      expect((await history('Ani Rahma')).longestAbsenceStreak).toBe(0)
    })

    it('starts on the student’s first day and matches their raw records', async () => {
      const eka = await history('Eka Lestari')
      expect(eka.days.map((d) => d.date)).toEqual(['2030-03-06', '2030-03-07', '2030-03-11', '2030-03-12', '2030-03-13'])
      const raw = (await rawRows(t)).records.filter((r) => r.studentId === fixture.ids['Eka Lestari'] && r.date >= '2030-03-06')
      expect(eka.days.map((d) => d.status)).toEqual(raw.sort((a, b) => (a.date < b.date ? -1 : 1)).map((r) => r.status))
      expect(eka).toMatchObject({ from: '2030-03-01', to: '2030-03-15', rate: 4 / 5 })
    })

    it('answers 404 for an unknown student and 400 for a reversed range', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: '/api/reports/students/nobody/history?from=2030-03-01&to=2030-03-15', headers: { cookie: head } })
      expect(unknown.statusCode).toBe(404)
      const reversed = await t.app.inject({ method: 'GET', url: `/api/reports/students/${fixture.ids['Ani Rahma']}/history?from=2030-03-15&to=2030-03-01`, headers: { cookie: head } })
      expect(reversed.statusCode).toBe(400)
      expect(reversed.json().fields).toEqual({ to: 'The end date cannot be before the start date' })
    })

    it('shows a student their own history only', async () => {
      const signedIn = await signIn(t.app, 'student', '90001', 'student-password') // Budi
      const budi = sessionCookieOf(signedIn)
      const own = await get<StudentHistoryResponse>('/api/student/history?from=2030-03-01&to=2030-03-15', budi)
      expect(own).toEqual(await history('Budi Santoso'))
      // No route lets a student name another student.
      const other = await t.app.inject({ method: 'GET', url: `/api/reports/students/${fixture.ids['Ani Rahma']}/history?from=2030-03-01&to=2030-03-15`, headers: { cookie: budi } })
      expect(other.statusCode).toBe(403)
      const withId = await get<StudentHistoryResponse>(`/api/student/history?from=2030-03-01&to=2030-03-15&studentId=${fixture.ids['Ani Rahma']}`, budi)
      expect(withId.student.id).toBe(fixture.ids['Budi Santoso'])
      expect(Object.keys(PLANS)).toContain(own.student.name)
    })
  })
})
