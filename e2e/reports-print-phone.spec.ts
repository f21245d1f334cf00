import { expect, test } from '@playwright/test'
import { signIn } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { DEMO_WEEK, studentRows, tabs } from './support/reports'
import { bottomNav, setTheme } from './support/session'

test('printing leaves out navigation, buttons and filters, and keeps the tables', async ({ page }) => {
  await signIn(page, 'headmaster', `/reports/range?from=${DEMO_WEEK.from}&to=${DEMO_WEEK.to}`)
  await expect(studentRows(page).first()).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(bottomNav(page)).toBeHidden()
  await expect(tabs(page)).toBeHidden()
  await expect(page.getByRole('search', { name: 'Report filters' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(studentRows(page).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How the attendance rate is counted' })).toBeVisible()
})

test('recharts loads with the date range report only, never with sign-in or the dashboard', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await signIn(page, 'headmaster', '/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
  await page.goto('/reports')
  await expect(page.getByRole('heading', { name: 'Classes', exact: true })).toBeVisible()
  expect(scripts.filter((path) => path.includes('daily-rate-chart'))).toEqual([])

  await page.goto(`/reports/range?from=${DEMO_WEEK.from}&to=${DEMO_WEEK.to}`)
  // The chart's chunk is the app's largest (recharts): fetched and evaluated only now, slow on a busy host.
  await expect(page.locator('[data-chart="daily-rate"] svg').first()).toBeVisible({ timeout: 45_000 })
  expect(scripts.filter((path) => path.includes('daily-rate-chart'))).toHaveLength(1)
})

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the navigation fits with a More menu, and the reports do not scroll sideways', async ({ page }) => {
    await signIn(page, 'headmaster', '/reports')
    const nav = bottomNav(page)
    const more = nav.getByRole('button', { name: 'More' })
    for (const control of [...(await nav.getByRole('link').all()), more]) {
      const box = (await control.boundingBox())!
      expect(box.width).toBeGreaterThanOrEqual(44)
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden()
    await more.tap()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await nav.getByRole('link', { name: 'Settings' }).tap()
    await expect(page).toHaveURL('/settings')
    await expect(more).toHaveAttribute('aria-expanded', 'false')

    for (const [path, table] of [
      ['/reports', 'Classes'],
      [`/reports/range?from=${DEMO_WEEK.from}&to=${DEMO_WEEK.to}`, 'Students'],
      ['/reports/warnings', 'Students below the attendance threshold'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('region', { name: table, exact: true }).or(page.getByText('No student is below the threshold.'))).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    }
  })
})

for (const theme of ['light', 'dark'] as const) {
  test(`reports have no accessibility violations (${theme})`, async ({ page }) => {
    // Five scans of long tables and calendars: more than the default 30 seconds on a busy machine.
    test.slow()
    await signIn(page, 'headmaster', '/reports')
    await setTheme(page, theme, { signedIn: true })
    await expect(page.getByRole('heading', { name: 'Classes', exact: true })).toBeVisible()
    await expectNoViolations(page, `day report, ${theme}`)

    await page.goto(`/reports/range?from=${DEMO_WEEK.from}&to=${DEMO_WEEK.to}`)
    // The chart's chunk is the app's largest (recharts): fetched and evaluated only now, slow on a busy host.
  await expect(page.locator('[data-chart="daily-rate"] svg').first()).toBeVisible({ timeout: 45_000 })
    await expectNoViolations(page, `range report, ${theme}`)

    await studentRows(page).first().locator('[data-history-link]').click()
    await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible()
    await expectNoViolations(page, `student history, ${theme}`)

    await page.goto('/reports/warnings')
    await expect(page.getByRole('region', { name: /below the threshold$/ })).toBeVisible()
    await expectNoViolations(page, `early warnings, ${theme}`)

    await page.goto('/settings')
    await expect(page.getByRole('button', { name: 'Add holiday' })).toBeVisible()
    await expectNoViolations(page, `school settings, ${theme}`)
  })
}

test('a student’s own calendar has no accessibility violations', async ({ page }) => {
  await signIn(page, 'student', `/my-attendance?from=${DEMO_WEEK.from}&to=${DEMO_WEEK.to}`)
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible()
  await expectNoViolations(page, 'own calendar')
})
