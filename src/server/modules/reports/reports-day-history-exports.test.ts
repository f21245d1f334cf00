import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DayReportResponse, StudentHistoryResponse } from '#shared/contracts/reports'
import { cookieFor } from '../../test/demo-logins'
import { TEST_DATABASES, type TestApp } from '../../test/test-app'
import { xlsxRows } from '../../test/xlsx-entries'
import { openReportSchool, type ReportFixture } from './reports.fixtures'

const csvLines = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n')

describe.each(TEST_DATABASES)('the day report and a student history as files, on %s', (kind) => {
  let t: TestApp
  let head: string
  let fixture: ReportFixture
  const week = 'from=2030-03-04&to=2030-03-15'
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  beforeAll(async () => {
    ;({ t, head, fixture } = await openReportSchool(kind))
  })
  afterAll(() => t.close())

  it('exports the day report as the screen shows it: a row per class, then the totals', async () => {
    const report = (await get('/api/reports/day?date=2030-03-12', head)).json<DayReportResponse>()
    const r1 = report.classes.find((c) => c.classId === fixture.classId)!
    expect(r1.counts.present + r1.counts.late).toBeGreaterThan(0)

    const csv = await get('/api/reports/day/export?format=csv&date=2030-03-12', head)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-disposition']).toBe('attachment; filename="attendance-2030-03-12.csv"')
    const lines = csvLines(csv.body)
    expect(lines[0]).toBe('Class,Department,Students,Present,Late,Absent,Sick,Permission,Not recorded,Attendance taken')
    expect(lines).toHaveLength(report.classes.length + 2)
    const { present, late, absent, sick, permission, notRecorded } = r1.counts
    // Budi has no record that day: four of five recorded is not a roll taken (isRollTaken).
    expect(notRecorded).toBe(1)
    expect(lines).toContain(`${r1.className},${r1.department},${r1.students},${present},${late},${absent},${sick},${permission},${notRecorded},No`)
    const t2 = report.totals
    expect(lines.at(-1)).toBe(`All classes,,${t2.students},${t2.present},${t2.late},${t2.absent},${t2.sick},${t2.permission},${t2.notRecorded},`)

    const xlsx = await get('/api/reports/day/export?format=xlsx&date=2030-03-12', head)
    const rows = xlsxRows(xlsx.rawPayload)
    expect(rows).toHaveLength(report.classes.length + 2)
    // The totals row leaves Department empty, and an empty cell is not written at all.
    expect(rows.at(-1)!.slice(0, 3)).toEqual([{ value: 'All classes' }, { value: t2.students }, { value: t2.present }])
  })

  it('exports a student history a row per school day, with the status in words and the note, then the rate', async () => {
    const id = fixture.ids['Budi Santoso']!
    const history = (await get(`/api/reports/students/${id}/history?${week}`, head)).json<StudentHistoryResponse>()
    const csv = await get(`/api/reports/students/${id}/history/export?format=csv&${week}`, head)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-disposition']).toBe('attachment; filename="attendance-budi-santoso-2030-03-04-to-2030-03-15.csv"')
    const lines = csvLines(csv.body)
    expect(lines[0]).toBe('Date,Status,Note')
    expect(lines).toHaveLength(history.days.length + 2)
    // Budi: late today, of 7 school days counted (see reports.fixtures.ts).
    expect(lines.at(-1)).toBe('Attendance rate,14.3%,Present or late on 1 of 7 school days')
    const words = { present: 'Present', late: 'Late', absent: 'Absent', sick: 'Sick', permission: 'Permission' } as const
    history.days.forEach((day, i) => {
      const [date, status] = lines[i + 1]!.split(',')
      expect([date, status]).toEqual([day.date, day.status ? words[day.status] : 'Not recorded'])
    })
    expect(lines.some((l) => l.endsWith(',Not recorded,'))).toBe(history.counts.notRecorded > 0)
    expect(history.rate).toBe(0.143)
  })

  it('keeps a note of several lines in its row: every line break in a cell is inside quotes', async () => {
    const id = fixture.ids['Ani Rahma']!
    const note = 'Fever\nsent home\rback at noon'
    const saved = await t.app.inject({
      method: 'PUT', url: '/api/attendance/records', headers: { cookie: head }, payload: { studentId: id, date: '2030-03-05', status: 'sick', note, overwrite: true },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const csv = await get(`/api/reports/students/${id}/history/export?format=csv&${week}`, head)
    // As a spreadsheet reads it: any line break outside quotes ends the row.
    const rows = parse(csv.body, { bom: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][]
    const history = (await get(`/api/reports/students/${id}/history?${week}`, head)).json<StudentHistoryResponse>()
    expect(rows).toHaveLength(history.days.length + 2)
    // Saved with one kind of line break (the text policy makes \r \n), and exported in quotes.
    expect(rows.find((r) => r[0] === '2030-03-05')).toEqual(['2030-03-05', 'Sick', 'Fever\nsent home\nback at noon'])
  })

  it('gives a student only their own history file, and refuses bad input', async () => {
    const student = await cookieFor(t.app, 'student')
    const own = await get(`/api/student/history/export?format=csv&${week}`, student)
    expect(own.statusCode).toBe(200)
    expect(csvLines(own.body)[0]).toBe('Date,Status,Note')
    expect((await get(`/api/student/history/export?format=csv&${week}`, head)).statusCode).toBe(403)
    expect((await get(`/api/reports/students/${fixture.ids['Ani Rahma']}/history/export?format=csv&${week}`, student)).statusCode).toBe(403)
    expect((await get('/api/reports/day/export?format=csv')).statusCode).toBe(401)

    const backwards = await get(`/api/reports/students/${fixture.ids['Ani Rahma']}/history/export?format=csv&from=2030-03-15&to=2030-03-04`, head)
    expect(backwards.statusCode).toBe(400)
    expect(Object.keys(backwards.json().fields)).toEqual(['to'])
    expect((await get('/api/reports/day/export?format=pdf', head)).json().fields).toEqual({ format: 'Choose csv or xlsx' })
    expect((await get(`/api/reports/students/nobody/history/export?format=csv&${week}`, head)).statusCode).toBe(404)
  })
})
