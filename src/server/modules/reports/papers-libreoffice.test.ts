import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { MonthlySheetResponse, SemesterRecapResponse } from '#shared/contracts/papers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, type TestApp } from '../../test/test-app'

const NOW = new Date('2030-03-05T08:00:00Z')

/** Whether LibreOffice is here. CI installs it (.ci/run): there its absence fails the test, never skips it. */
function sofficeVersion(): string | null {
  try {
    return execFileSync('soffice', ['--version'], { encoding: 'utf8', timeout: 60_000 })
  } catch {
    return null
  }
}

/**
 * The papers' XLSX files open in LibreOffice (ADR 047): each is converted, headless, to CSV, and the
 * CSV holds the letters and totals the API gives. Files in the request's language: an Indonesian
 * reader gets H/S/I/A/T and e-Rapor's Indonesian headers.
 */
describe('the papers’ files in LibreOffice', () => {
  let t: TestApp
  let head: string
  let classId: string
  let dir: string

  beforeAll(async () => {
    if (!sofficeVersion()) {
      throw new Error('LibreOffice (soffice) is not installed: apt-get install -y libreoffice-calc-nogui (.ci/run installs it in CI)')
    }
    dir = mkdtempSync(join(tmpdir(), 'rollcall-papers-'))
    t = await createTestApp('sqlite', { now: NOW })
    head = await cookieFor(t.app, 'headmaster')
    const { classes } = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: head } })).json<ClassListResponse>()
    classId = classes.find((c) => c.name === '12E')!.id
    // The reader reads Indonesian: the files are written in it.
    const language = await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: head }, payload: { language: 'id' } })
    expect(language.statusCode).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: head } })
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
    return response
  }

  /** The file as LibreOffice reads it: converted to CSV (comma, double quotes, UTF-8), as rows of cells. */
  function throughLibreOffice(name: string, body: Buffer): string[][] {
    const file = join(dir, `${name}.xlsx`)
    writeFileSync(file, body)
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1', '--outdir', dir, file],
      { timeout: 120_000, stdio: 'pipe' },
    )
    const text = readFileSync(join(dir, `${name}.csv`), 'utf8').replace(/^\uFEFF/, '')
    return text.trimEnd().split(/\r?\n/).map(parseCsvLine)
  }

  it('opens the monthly sheet with each student’s letters, day by day, and their totals', async () => {
    const sheet = (await get(`/api/reports/monthly-sheet?classId=${classId}&month=2030-02`)).json<MonthlySheetResponse>()
    const file = await get(`/api/reports/monthly-sheet/export?classId=${classId}&month=2030-02&format=xlsx`)
    expect(file.headers['content-type']).toContain('spreadsheetml')
    // Set up to print on one A4 landscape page, with the days that are not school days filled grey.
    const parts = unzipSync(new Uint8Array(file.rawPayload))
    const xml = strFromU8(parts['xl/worksheets/sheet1.xml']!)
    expect(xml).toMatch(/<pageSetup [^>]*paperSize="9"[^>]*orientation="landscape"/)
    expect(xml).toContain('<pageSetUpPr fitToPage="1"/>')
    expect(strFromU8(parts['xl/styles.xml']!)).toContain('D9D9D9')
    const rows = throughLibreOffice('sheet', file.rawPayload)
    expect(rows[0]![0]).toBe('DAFTAR HADIR SISWA BULANAN')
    expect(rows.flat()).toContain('Kelas 12E · Februari 2030')
    const header = rows.findIndex((r) => r[0] === 'No.')
    expect(rows[header]!.slice(0, 3)).toEqual(['No.', 'NIS', 'Nama'])
    expect(rows[header + 1]!.slice(3, 3 + 28)).toEqual(Array.from({ length: 28 }, (_, i) => String(i + 1)))
    expect(rows[header + 1]!.slice(31, 37)).toEqual(['H', 'T', 'S', 'I', 'A', '·'])
    const LETTER = { present: 'H', late: 'T', absent: 'A', sick: 'S', permission: 'I', none: '·' } as const
    sheet.rows.forEach((student, i) => {
      const row = rows[header + 2 + i]!
      expect(row.slice(0, 3)).toEqual([String(i + 1), student.studentNumber, student.name])
      student.marks.forEach((mark, k) => {
        // A holiday's column holds its name once, in the first student's row (the cell spans the rest).
        if (sheet.days[k]!.kind === 'holiday') return
        expect(row[3 + k], `${student.name} ${sheet.days[k]!.date}`).toBe(mark ? LETTER[mark] : '')
      })
      const { present, late, sick, permission, absent, notRecorded } = student.counts
      expect(row.slice(31, 37).map(Number)).toEqual([present, late, sick, permission, absent, notRecorded])
    })
    // Per day: the students present that day, under the grid.
    const presentRow = rows.find((r) => r[0] === 'Hadir (H)')!
    sheet.days.forEach((day, k) => expect(presentRow[3 + k]).toBe(day.kind === 'school' ? String(day.counts.present) : ''))
    expect(Number(presentRow[31])).toBe(sheet.totals.present)
    expect(rows.flat()).toEqual(expect.arrayContaining(['Mengetahui', 'Kepala Sekolah', 'Wali Kelas', sheet.headmaster!]))
  }, 180_000)

  it('opens the semester recap in e-Rapor’s column order with each student’s sick, excused and unexcused days', async () => {
    const query = `classId=${classId}&from=2030-01-06&to=2030-03-04`
    const recap = (await get(`/api/reports/semester-recap?${query}`)).json<SemesterRecapResponse>()
    const rows = throughLibreOffice('recap', (await get(`/api/reports/semester-recap/export?${query}&format=xlsx`)).rawPayload)
    expect(rows[0]).toEqual(['No', 'NIS', 'NISN', 'Nama', 'Sakit', 'Izin', 'Tanpa Keterangan'])
    expect(rows.slice(1)).toEqual(recap.rows.map((r, i) => [String(i + 1), r.studentNumber, '', r.name, String(r.sick), String(r.permission), String(r.absent)]))
    // The CSV export holds the same table.
    const csv = (await get(`/api/reports/semester-recap/export?${query}&format=csv`)).body.replace(/^\uFEFF/, '')
    expect(csv.trimEnd().split(/\r\n/).map(parseCsvLine)).toEqual(rows)
  }, 180_000)
})

/** One CSV line (no line breaks inside cells here) as its cells, quotes removed. */
function parseCsvLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      cells.push(cell)
      cell = ''
    } else {
      cell += c
    }
  }
  cells.push(cell)
  return cells
}
