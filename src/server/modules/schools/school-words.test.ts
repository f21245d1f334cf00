import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MeResponse } from '#shared/contracts/auth'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { DEPARTMENTS } from '#shared/school'
import { cookieFor } from '../../test/demo-logins'
import { districtCookie, insertDistrictTestUser } from '../../test/district-user'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { csvOf, sendCsv } from '../../test/student-import.fixtures'
import { SCHOOL_COOKIE } from './school-of-request'

const NOW = new Date('2026-12-01T08:00:00Z')
const named = (code: string, cookie = '') => ({ cookie: [cookie, `${SCHOOL_COOKIE}=${code}`].filter(Boolean).join('; ') })
const INDONESIAN_DEPARTMENTS = ['IPA', 'Seni Budaya', 'Bahasa', 'Informatika', 'Kesehatan', 'Bisnis', 'Matematika', 'IPS'].sort()
const SETTINGS = { name: 'Rollcall Demo School', timeZone: 'UTC', schoolDayStart: '07:30', lateAfter: '07:45', schoolDays: [1, 2, 3, 4, 5] }
const HEADERS = ['Name', 'Student ID', 'Parent Number', 'Class', 'Level', 'Department']

/** A school's own words (ADR 045): the levels it names, and a new school's departments in its language. */
describe.each(TEST_DATABASES)('a school’s own words on %s', (kind) => {
  let t: TestApp
  let head: string
  let district: string
  const put = (payload: object, cookie = head) => t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie }, payload })
  const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<MeResponse>()
  const departments = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie } })).json<{ departments: { name: string }[] }>().departments.map((d) => d.name).sort()
  const exportedLevels = async (cookie: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/students/export?format=csv', headers: { cookie } })
    expect(response.statusCode, response.body).toBe(200)
    return new Set((parse(response.body, { bom: true }) as string[][]).slice(1).map((row) => row[4]))
  }
  const newSchool = async (code: string, language?: string) => {
    const payload = {
      name: `SMA ${code}`,
      code,
      timeZone: 'Asia/Makassar',
      ...(language ? { language } : {}),
      headmaster: { name: 'Kepala', email: `kepala@${code}.example`, password: 'a long password' },
    }
    const created = await t.app.inject({ method: 'POST', url: '/api/district/schools', headers: { cookie: district }, payload })
    expect(created.statusCode, created.body).toBe(201)
    // Where one address serves several schools, each request names its school (ADR 034).
    return named(code, sessionCookieOf(await signIn(t.app, 'staff', payload.headmaster.email, payload.headmaster.password, { headers: named(code) }))).cookie
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    head = await cookieFor(t.app, 'headmaster')
    await insertDistrictTestUser(t.ctx.db, NOW)
    district = await districtCookie(t.app)
  }, 120_000)
  afterAll(() => t.close())

  it('starts a school made in Indonesian with Indonesian departments and language, and one made without a language in English', async () => {
    const indonesian = await newSchool('sman-id', 'id')
    expect(await departments(indonesian)).toEqual(INDONESIAN_DEPARTMENTS)
    expect((await me(indonesian)).user.language).toBe('id')
    const english = await newSchool('sman-en')
    expect(await departments(english)).toEqual([...DEPARTMENTS].sort())
    expect((await me(english)).school.defaultLanguage).toBe('en')

    const refused = await t.app.inject({
      method: 'POST', url: '/api/district/schools', headers: { cookie: district },
      payload: { name: 'SMA X', code: 'sma-x', timeZone: 'Asia/Jakarta', language: 'jv', headmaster: { name: 'K', email: 'k@x.example', password: 'a long password' } },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fields).toEqual({ language: 'Choose English or Bahasa Indonesia' })
  })

  it('renames the untouched default departments when a new school switches to Indonesian, and keeps one the school renamed', async () => {
    const cookie = await newSchool('smp-switch')
    const list = (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie } })).json<{ departments: { id: string; name: string }[] }>()
    const arts = list.departments.find((d) => d.name === 'Arts')!
    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/departments/${arts.id}`, headers: { cookie }, payload: { name: 'Seni Tari' } })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const switched = await put({ ...SETTINGS, name: 'SMP Switch', defaultLanguage: 'id' }, cookie)
    expect(switched.statusCode, switched.body).toBe(200)
    expect(await departments(cookie)).toEqual(['IPA', 'Seni Tari', 'Bahasa', 'Informatika', 'Kesehatan', 'Bisnis', 'Matematika', 'IPS'].sort())
  })

  it('names the levels by default in the reader’s language, on files, and keeps the stored Junior/Senior', async () => {
    expect((await me(head)).school.levelNames).toEqual({ Junior: null, Senior: null })
    expect(await exportedLevels(head)).toEqual(new Set(['Junior', 'Senior']))
    const reader = await cookieFor(t.app, 'homeroom_teacher')
    await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: reader }, payload: { language: 'id' } })
    expect(await exportedLevels(reader)).toEqual(new Set(['SMP (Kelas VII–IX)', 'SMA (Kelas X–XII)']))
  })

  it('keeps the headmaster’s names for the levels, shows them in every language, and reads every spelling back on import', async () => {
    const saved = await put({ ...SETTINGS, levelNames: { Junior: '  Kelas VII–IX ', Senior: 'SMK (Kelas X–XII)' } })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<SchoolSettingsResponse>().settings.levelNames).toEqual({ Junior: 'Kelas VII–IX', Senior: 'SMK (Kelas X–XII)' })
    expect((await me(await cookieFor(t.app, 'student'))).school.levelNames).toEqual({ Junior: 'Kelas VII–IX', Senior: 'SMK (Kelas X–XII)' })
    expect(await exportedLevels(head)).toEqual(new Set(['Kelas VII–IX', 'SMK (Kelas X–XII)']))

    // One row per spelling: the stored value, both languages' defaults, their short forms, the school's own names.
    const spellings = ['Junior', 'senior', 'SMP (Kelas VII-IX)', 'sma', 'kelas vii–ix', 'SMK (Kelas X–XII)', 'SMK']
    const rows = spellings.map((level, i) => [`Siswa ${i}`, '', String(90100 + i), '10A', level, 'Science'])
    const preview = await sendCsv(t.app, head, 'preview', csvOf(rows, HEADERS))
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json().issues).toEqual([])
    expect(preview.json().counts).toMatchObject({ add: spellings.length, invalid: 0 })

    const wrong = await sendCsv(t.app, head, 'preview', csvOf([['Ana', '', '90200', '10A', 'Kelas 13', 'Science']], HEADERS))
    expect(wrong.json().issues).toEqual([{ line: 2, field: 'Level', message: 'Choose Kelas VII–IX or SMK (Kelas X–XII)' }])
    const indonesian = await cookieFor(t.app, 'homeroom_teacher')
    const wrongId = await sendCsv(t.app, indonesian, 'preview', csvOf([['Ana', '', '90200', '10A', 'Kelas 13', 'Science']], HEADERS))
    expect(wrongId.json().issues).toEqual([{ line: 2, field: 'Jenjang', message: 'Isi dengan Kelas VII–IX atau SMK (Kelas X–XII)' }])

    // Emptied: each reader's default again.
    expect((await put({ ...SETTINGS, levelNames: { Junior: '', Senior: null } })).json<SchoolSettingsResponse>().settings.levelNames).toEqual({ Junior: null, Senior: null })
  })

  it('refuses level names that would read as the other level, with the message in the reader’s language, and changes nothing', async () => {
    const same = await put({ ...SETTINGS, levelNames: { Junior: 'Kelas Bawah', Senior: 'kelas  bawah' } })
    expect(same.statusCode).toBe(400)
    expect(same.json().fields).toEqual({ 'levelNames.Senior': 'The two levels need different names' })
    const other = await put({ ...SETTINGS, levelNames: { Junior: 'SMA', Senior: 'Junior' } })
    expect(other.json().fields).toEqual({ 'levelNames.Junior': 'This is the other level’s name', 'levelNames.Senior': 'This is the other level’s name' })
    const long = await put({ ...SETTINGS, levelNames: { Junior: 'x'.repeat(41), Senior: null } })
    expect(long.statusCode).toBe(400)
    expect(Object.keys(long.json().fields)).toEqual(['levelNames.Junior'])

    await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: head }, payload: { language: 'id' } })
    const inIndonesian = await put({ ...SETTINGS, levelNames: { Junior: 'SMP', Senior: 'smp' } })
    expect(inIndonesian.json().fields).toEqual({ 'levelNames.Senior': 'Kedua jenjang harus memiliki nama yang berbeda' })
    await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: head }, payload: { language: null } })
    expect((await me(head)).school.levelNames).toEqual({ Junior: null, Senior: null })
  })
})
