import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFor } from '../../test/demo-logins'
import { TEST_DATABASES, type TestApp } from '../../test/test-app'
import { xlsxRows, xlsxSheetNames } from '../../test/xlsx-entries'
import { openReportSchool, type ReportFixture } from './reports.fixtures'

/** A CSV export's rows, its header first. */
const csvRows = (body: string) => parse(body, { bom: true }) as string[][]

/** Every report export, as a reader downloads it (ADR 030: headers and sheet names in the reader's language). */
describe.each(TEST_DATABASES)('report files in the reader’s language, on %s', (kind) => {
  let t: TestApp
  let head: string
  let indonesian: string
  let fixture: ReportFixture
  const week = 'from=2030-03-04&to=2030-03-15'
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
  const files = () => ({
    day: '/api/reports/day/export?date=2030-03-12',
    range: `/api/reports/range/export?${week}`,
    lowRate: '/api/reports/warnings/export?list=low-rate',
    absentStreak: '/api/reports/warnings/export?list=absent-streak',
    history: `/api/reports/students/${fixture.ids['Budi Santoso']}/history/export?${week}`,
  })
  const headersOf = async (url: string, cookie: string) => {
    const csv = await get(`${url}&format=csv`, cookie)
    expect(csv.statusCode, csv.body).toBe(200)
    const xlsx = await get(`${url}&format=xlsx`, cookie)
    expect(xlsx.statusCode).toBe(200)
    const xlsxHeader = xlsxRows(xlsx.rawPayload)[0]!.map((cell) => cell.value)
    return { csv: csvRows(csv.body), xlsx: xlsxHeader, sheets: xlsxSheetNames(xlsx.rawPayload) }
  }

  beforeAll(async () => {
    ;({ t, head, fixture } = await openReportSchool(kind))
    indonesian = await cookieFor(t.app, 'subject_teacher')
    const chosen = await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: indonesian }, payload: { language: 'id' } })
    expect(chosen.statusCode, chosen.body).toBe(200)
  })
  afterAll(() => t.close())

  it('heads an English reader’s files with the columns they always had, each sheet named for what it holds', async () => {
    const expected = {
      day: ['Class', 'Department', 'Students', 'Present', 'Late', 'Absent', 'Sick', 'Permission', 'Not recorded', 'Attendance taken'],
      range: ['Name', 'Class', 'School days', 'Present', 'Late', 'Absent', 'Sick', 'Permission', 'Not recorded', 'Attendance rate (present or late ÷ school days)', 'Left early'],
      lowRate: ['Name', 'Class', 'Attendance rate (present or late ÷ school days)', 'School days', 'Present', 'Late', 'Absent', 'Sick', 'Permission', 'Not recorded'],
      absentStreak: ['Name', 'Class', 'School days absent in a row', 'Absent since'],
      history: ['Date', 'Status', 'Note'],
    }
    const sheets = { day: 'Day report', range: 'Attendance', lowRate: 'Low attendance', absentStreak: 'Absent in a row', history: 'Attendance history' }
    for (const [name, url] of Object.entries(files()) as [keyof typeof expected, string][]) {
      const file = await headersOf(url, head)
      expect(file.csv[0], name).toEqual(expected[name])
      expect(file.xlsx, name).toEqual(expected[name])
      expect(file.sheets, name).toEqual([sheets[name]])
    }
    const day = await headersOf(files().day, head)
    expect(day.csv.at(-1)![0]).toBe('All classes')
    expect(day.csv.slice(1, -1).every((row) => ['Yes', 'No'].includes(row.at(-1)!))).toBe(true)
  })

  it('heads an Indonesian reader’s files in Indonesian, with the statuses, totals and yes/no in words they read', async () => {
    const expected = {
      day: ['Kelas', 'Jurusan', 'Siswa', 'Hadir', 'Terlambat', 'Alfa', 'Sakit', 'Izin', 'Belum dicatat', 'Presensi diisi'],
      range: ['Nama', 'Kelas', 'Hari sekolah', 'Hadir', 'Terlambat', 'Alfa', 'Sakit', 'Izin', 'Belum dicatat', 'Tingkat kehadiran (hadir atau terlambat ÷ hari sekolah)', 'Pulang lebih awal'],
      lowRate: ['Nama', 'Kelas', 'Tingkat kehadiran (hadir atau terlambat ÷ hari sekolah)', 'Hari sekolah', 'Hadir', 'Terlambat', 'Alfa', 'Sakit', 'Izin', 'Belum dicatat'],
      absentStreak: ['Nama', 'Kelas', 'Hari sekolah alfa berturut-turut', 'Alfa sejak'],
      history: ['Tanggal', 'Status', 'Catatan'],
    }
    const sheets = { day: 'Laporan harian', range: 'Kehadiran', lowRate: 'Kehadiran rendah', absentStreak: 'Alfa berturut-turut', history: 'Riwayat kehadiran' }
    for (const [name, url] of Object.entries(files()) as [keyof typeof expected, string][]) {
      const file = await headersOf(url, indonesian)
      expect(file.csv[0], name).toEqual(expected[name])
      expect(file.xlsx, name).toEqual(expected[name])
      expect(file.sheets, name).toEqual([sheets[name]])
    }
    const day = await headersOf(files().day, indonesian)
    expect(day.csv.at(-1)![0]).toBe('Semua kelas')
    expect(day.csv.slice(1, -1).every((row) => ['Ya', 'Tidak'].includes(row.at(-1)!))).toBe(true)
    const history = (await headersOf(files().history, indonesian)).csv
    // Budi: sick on the 4th, absent on the 6th, nothing on the 12th (reports.fixtures.ts); the rate's line is Indonesian too.
    expect(history.find((row) => row[0] === '2030-03-04')!.slice(1)).toEqual(['Sakit', 'Fever'])
    expect(history.find((row) => row[0] === '2030-03-06')![1]).toBe('Alfa')
    expect(history.find((row) => row[0] === '2030-03-12')![1]).toBe('Belum dicatat')
    expect(history.at(-1)![0]).toBe('Tingkat kehadiran')
  })
})
