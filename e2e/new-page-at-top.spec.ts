import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/attendance'
import { bottomNav } from './support/session'

// A page the user goes to opens at its top (lib/new-page-at-top.ts); the app's own navigations used to keep the
// window's scroll, so a tap in the bottom bar from a page scrolled down opened the next one as far down.
test.use({ viewport: { width: 390, height: 844 } })

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test('a tap in the bottom bar from a page scrolled down opens the next page at its top', async ({ page }) => {
  // The dashboard first: its code is then in, and it is drawn at once, not after a moment's short page that the
  // browser would scroll up to fit.
  await signIn(page, 'headmaster', '/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
  await bottomNav(page).getByRole('link', { name: 'Reports', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Classes', exact: true })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300)

  await bottomNav(page).getByRole('link', { name: 'Overview', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeInViewport()
})

test("a change of the page's filters leaves it where it is", async ({ page }) => {
  await signIn(page, 'headmaster', '/dashboard?pageSize=25')
  const next = page.getByRole('button', { name: 'Next' })
  await next.scrollIntoViewIfNeeded()
  const before = await scrollY(page)
  expect(before).toBeGreaterThan(300)
  await next.click()
  await expect(page).toHaveURL(/page=2/)
  await expect(next).toBeInViewport()
  expect(await scrollY(page)).toBeGreaterThan(300)
})
