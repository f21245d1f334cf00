import { expect, test } from '@playwright/test'
import { demoAccount, demoBox, expectTheme, setTheme, signInFromDemoBox, themeToggle } from './support/session'

test('dark is the default theme', async ({ page }) => {
  await page.goto('/')
  await expectTheme(page, 'dark')
  await expect(themeToggle(page)).toHaveAttribute('aria-pressed', 'true')
})

test('signed out, the theme chosen on the sign-in screen survives a reload', async ({ page }) => {
  await page.goto('/')
  await setTheme(page, 'light', { signedIn: false })
  await expectTheme(page, 'light')
  await page.reload()
  await expectTheme(page, 'light')
  await expect(themeToggle(page)).toHaveAttribute('aria-pressed', 'false')
})

test('signed in, the theme survives a reload and follows the user to a new browser', async ({ page, browser }) => {
  await signInFromDemoBox(page, 'subject_teacher')
  await setTheme(page, 'dark', { signedIn: true })

  await setTheme(page, 'light', { signedIn: true })
  await expectTheme(page, 'light')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeVisible()
  await expectTheme(page, 'light')

  // A fresh browser remembers nothing (dark by default) until the user signs in.
  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await other.goto('/')
  await expectTheme(other, 'dark')
  const account = await demoAccount(other.request, 'subject_teacher')
  await demoBox(other).getByRole('button', { name: account.name }).click()
  await other.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(other.getByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeVisible()
  await expectTheme(other, 'light')
  await fresh.close()

  // The Settings switch is the same theme: turning dark mode on here saves it too.
  await page.goto('/settings')
  const darkSwitch = page.getByRole('switch', { name: 'Dark mode' })
  await expect(darkSwitch).toHaveAttribute('aria-checked', 'false')
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/preferences'))
  await darkSwitch.click()
  expect((await saved).status()).toBe(200)
  await expectTheme(page, 'dark')
  await expect(themeToggle(page)).toHaveAttribute('aria-pressed', 'true')
})
