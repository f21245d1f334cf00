import { expect, type Page, test } from '@playwright/test'
import type { LinkCodeResponse } from '../src/shared/contracts/families'
import type { SchoolSettingsResponse } from '../src/shared/contracts/school-settings'
import { allClasses, daySheet, latestSchoolDay, previousSchoolDay, signIn } from './support/attendance'
import { mailTo } from './support/families'
import { uniqueSuffix } from './support/management'
import { demoAccount } from './support/session'

/** A date as Indonesian writes it: "Kamis, 26 November 2026". */
const INDONESIAN_DATE = /(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}/

/**
 * A headmaster can switch the whole product, including the messages parents receive, to Bahasa Indonesia
 * (ADR 030): the headmaster sets the school's default language in Settings, and a parent who
 * chose nothing receives the absence notice in Indonesian, read from the suite's own SMTP server. The roll
 * call's keys are then the Indonesian initials. The school is put back to English for the journeys after.
 */
test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const head = await demoAccount(request, 'headmaster')
  expect((await request.post('/api/auth/login', { data: { kind: head.kind, identifier: head.identifier, password: head.password } })).status()).toBe(200)
  const { settings } = (await (await request.get('/api/school/settings')).json()) as SchoolSettingsResponse
  expect((await request.put('/api/school/settings', { data: { ...settings, defaultLanguage: 'en' } })).status()).toBe(200)
  await request.dispose()
})

/** Signs in through the API, without signIn's English navigation check (the screens may be Indonesian). */
async function signInAs(page: Page, role: 'headmaster'): Promise<void> {
  const account = await demoAccount(page.request, role)
  const login = await page.request.post('/api/auth/login', { data: { kind: account.kind, identifier: account.identifier, password: account.password } })
  expect(login.status()).toBe(200)
}

test.afterEach(async ({ page }) => {
  await page.request.patch('/api/account/preferences', { data: { language: null } })
})

test('the headmaster switches the school to Bahasa Indonesia, and a parent’s absence notice arrives in Indonesian', async ({ page }) => {
  await signIn(page, 'headmaster', '/settings')
  const school = page.getByRole('region', { name: 'School', exact: true })
  await school.getByLabel('Default language', { exact: true }).selectOption('id')
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/school/settings') && r.request().method() === 'PUT')
  await school.getByRole('button', { name: 'Save', exact: true }).click()
  expect((await saved).status()).toBe(200)
  // The headmaster has no language of their own: the screen follows the school's at once.
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible()

  // A student with no record on the latest school day, and a parent who registers with nothing chosen.
  const date = latestSchoolDay()
  let student: { id: string; name: string } | undefined
  for (const klass of (await allClasses(page.request)).toReversed()) {
    student = (await daySheet(page.request, { date, classId: klass.id })).rows.filter((r) => !r.record).at(-1)?.student
    if (student) break
  }
  expect(student, `a student with no record on ${date}`).toBeTruthy()
  const { code } = (await (await page.request.post(`/api/students/${student!.id}/link-codes`)).json()) as LinkCodeResponse
  const email = `keluarga.${uniqueSuffix().toLowerCase()}@example.org`
  const name = `Orang Tua ${uniqueSuffix()}`
  const registered = await page.request.post('/api/families/register', {
    data: { code, name, email, password: 'a long family password', confirmPassword: 'a long family password' },
  })
  expect(registered.status()).toBe(201)
  // Signed in as the parent: quiet hours off, so the notice goes whatever the hour; the language stays "same as my account".
  const settings = await page.request.put('/api/account/notice-settings', { data: { quietHours: null, language: null } })
  expect(settings.status()).toBe(200)

  await signInAs(page, 'headmaster')
  const recorded = await page.request.put('/api/attendance/records', { data: { studentId: student!.id, date, status: 'absent' } })
  expect(recorded.status()).toBe(200)

  const notice = await mailTo(page.request, email, `${student!.name} tercatat alfa pada`)
  expect(notice.subject).toMatch(INDONESIAN_DATE)
  expect(notice.body).toContain(`Yth. ${name},`)
  expect(notice.body).toContain(`${student!.name} ditandai alfa di`)
  expect(notice.body).toContain('Anda menerima pesan ini karena pemberitahuan kehadiran aktif untuk akun Anda.')
})

test('in Bahasa Indonesia the roll call takes the statuses’ Indonesian initials', async ({ page }) => {
  await signInAs(page, 'headmaster')
  // The headmaster's own choice (put back to none, the school's, below).
  expect((await page.request.patch('/api/account/preferences', { data: { language: 'id' } })).status()).toBe(200)
  await page.goto('/roll-call')
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  const klass = (await allClasses(page.request)).filter((c) => c.studentCount >= 3).at(-1)!
  // A school day (not a holiday) on which this class has no records: nothing is saved here, the marks only show.
  let date = previousSchoolDay(latestSchoolDay())
  const free = async (day: string) => {
    const sheet = await daySheet(page.request, { date: day, classId: klass.id })
    return sheet.isSchoolDay && sheet.counts.notRecorded === klass.studentCount
  }
  while (!(await free(date))) date = previousSchoolDay(date)
  await page.goto(`/roll-call?${new URLSearchParams({ classId: klass.id, date })}`)
  await expect(page.getByText('Pilih seorang siswa, lalu tekan H hadir, A alfa, T terlambat, S sakit, I izin')).toBeVisible()
  const rows = page.getByRole('list', { name: 'Presensi Kelas' }).getByRole('listitem')
  // The page comes rendered; its keys work once the browser has taken it over, when its buttons are offered (ADR 038).
  await expect(rows.nth(0).getByRole('button').first()).toBeEnabled()
  await rows.nth(0).focus()
  await page.keyboard.press('t')
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'late')
  await expect(rows.nth(1)).toBeFocused()
  await page.keyboard.press('i')
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'permission')
  // L is no longer a status (it was English's late).
  await page.keyboard.press('l')
  await expect(rows.nth(2)).toBeFocused()
  await expect(rows.nth(2)).toHaveAttribute('data-status', 'not_recorded')
})
