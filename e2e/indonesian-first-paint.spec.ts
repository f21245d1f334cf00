import { expect, test, type Page } from '@playwright/test'
import { latestSchoolDay } from './support/attendance'
import { demoAccount } from './support/session'
import { watchPage } from './support/page-watch'

// ADR 013 and 030: an Indonesian reader's dashboard comes rendered by the server in Indonesian, and the
// browser takes it over in Indonesian: no English on the first paint, nor a flash of it afterwards.
const rows = (page: Page) => page.locator('tbody tr[data-student-id]')

async function signInIndonesian(page: Page) {
  const account = await demoAccount(page.request, 'headmaster')
  const login = await page.request.post('/api/auth/login', { data: { kind: account.kind, identifier: account.identifier, password: account.password } })
  expect(login.status()).toBe(200)
  expect((await page.request.patch('/api/account/preferences', { data: { language: 'id' } })).status()).toBe(200)
  return account
}

// The headmaster's own choice is put back (none: the school's default) for the journeys after these.
test.afterEach(async ({ page }) => {
  await page.request.patch('/api/account/preferences', { data: { language: null } })
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the first paint is Indonesian: heading, who is signed in, the counts, the rows and <html lang>', async ({ page }) => {
    const account = await signInIndonesian(page)
    const url = `/dashboard?date=${latestSchoolDay()}&pageSize=10`
    const html = await (await page.request.get(url)).text()
    expect(html).toContain('<html lang="id"')
    expect(html).not.toContain('Headmaster Dashboard')
    expect(html).not.toContain('Take Attendance')

    await page.goto(url)
    await expect(page.locator('html')).toHaveAttribute('lang', 'id')
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor Kepala Sekolah' })).toBeVisible()
    await expect(page.getByText(`Masuk sebagai: ${account.name} (Kepala sekolah)`)).toBeVisible()
    await expect(rows(page)).toHaveCount(10)
    const counts = page.getByRole('region', { name: /^Kehadiran pada / })
    await expect(counts.getByRole('term')).toHaveText(['Hadir', 'Terlambat', 'Alfa', 'Sakit', 'Izin', 'Belum dicatat'])
  })
})

test('the browser takes the Indonesian page over in Indonesian: never an English heading, no hydration error', async ({ page }) => {
  await signInIndonesian(page)
  // Every heading the page ever shows, from the first bytes parsed to the end.
  await page.addInitScript(() => {
    const seen = new Set<string>()
    ;(window as unknown as { seenHeadings: Set<string> }).seenHeadings = seen
    new MutationObserver(() => document.querySelectorAll('h1').forEach((h) => seen.add(h.textContent ?? ''))).observe(document, {
      subtree: true, childList: true, characterData: true,
    })
  })
  const { errors } = watchPage(page)

  await page.goto(`/dashboard?date=${latestSchoolDay()}&pageSize=10`)
  await expect(rows(page)).toHaveCount(10)
  // Taken over once a row's button opens its dialog (a click before that does nothing, so it is tried again).
  await expect(async () => {
    await rows(page).first().getByRole('button', { name: 'Catat Kehadiran' }).click()
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('Escape')
  const seen = await page.evaluate(() => [...(window as unknown as { seenHeadings: Set<string> }).seenHeadings])
  expect(seen).toContain('Dasbor Kepala Sekolah')
  expect(seen).not.toContain('Headmaster Dashboard')
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  expect(errors).toEqual([])
})
