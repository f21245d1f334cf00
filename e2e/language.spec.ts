import { expect, test } from '@playwright/test'
import { demoAccount } from './support/session'

/** A date as Indonesian writes it: "Selasa, 24 November 2026". */
const INDONESIAN_DATE = /(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}/
const ENGLISH_DATE = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4}/

// The headmaster's own choice is put back as it was (none: the school's default) for the journeys after this one.
test.afterEach(async ({ page }) => {
  await page.request.patch('/api/account/preferences', { data: { language: null } })
})

test('Bahasa Indonesia from the sign-in screen to the dashboard, and back to English in Settings', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // Signed out: the switch beside the theme toggle, each language named in itself.
  const signInSwitch = page.getByLabel('Language', { exact: true })
  await expect(signInSwitch.locator('option')).toHaveText(['English', 'Bahasa Indonesia'])
  await signInSwitch.selectOption('id')
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expect(page.getByLabel('Bahasa', { exact: true })).toHaveValue('id')
  // The sign-in number is the “nomor masuk” (ADR 045); “nomor induk” is what students call their NIS.
  await expect(page.getByText(/nomor induk/i)).toHaveCount(0)
  await expect(page.getByText(/Siswa masuk dengan nomor masuk/)).toBeVisible()

  // Remembered signed out.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')

  // Signed in, the choice made on the sign-in screen is the headmaster's own: the dashboard is Indonesian.
  const account = await demoAccount(page.request, 'headmaster')
  await page.getByRole('region', { name: 'Akun demo' }).getByRole('button', { name: account.name }).click()
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  // Each role's home is titled for that role: the headmaster's names the Kepala Sekolah.
  await expect(page.getByRole('heading', { level: 1, name: /Kepala Sekolah/ })).toHaveText('Dasbor Kepala Sekolah')
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expect(page.getByText(INDONESIAN_DATE).first()).toBeVisible()
  await expect(page.getByText(`Masuk sebagai: ${account.name} (Kepala sekolah)`)).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor Kepala Sekolah' })).toBeVisible()
  await expect(page.getByText(INDONESIAN_DATE).first()).toBeVisible()

  // Settings → Tampilan → Bahasa: English.
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible()
  const setting = page.getByLabel('Bahasa', { exact: true })
  await expect(setting).toHaveValue('id')
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/preferences') && r.request().method() === 'PATCH')
  await setting.selectOption('en')
  expect((await saved).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en')

  // The choice survives a reload, and the dashboard is English again, dates too.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByText(ENGLISH_DATE).first()).toBeVisible()
  await expect(page.getByText(`Logged in as: ${account.name} (headmaster)`)).toBeVisible()
})

test('a first visit from a browser set to Indonesian opens the sign-in screen in Bahasa Indonesia, and the server answers in it too', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'id-ID' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  // A wrong password: the server's sentence is Indonesian like the screen around it.
  const teacher = await demoAccount(page.request, 'homeroom_teacher')
  await page.getByRole('tab', { name: 'Guru' }).click()
  await page.getByLabel('Email', { exact: true }).fill(teacher.identifier)
  await page.getByLabel('Kata sandi', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page.getByText('Data masuk salah')).toBeVisible()
  await expect(page.getByText('Invalid credentials')).toHaveCount(0)
  await context.close()
})
