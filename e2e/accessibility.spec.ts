import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe'
import { bottomNav, setTheme, signInFromDemoBox } from './support/session'

for (const theme of ['dark', 'light'] as const) {
  test(`sign-in screen has no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.goto('/')
    await setTheme(page, theme, { signedIn: false })
    await expect(page.getByRole('region', { name: 'Demo accounts' })).toBeVisible()
    await expectNoSeriousViolations(page, `sign-in, ${theme}`)

    // With messages showing, too.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('This field is required').first()).toBeVisible()
    await expectNoSeriousViolations(page, `sign-in with errors, ${theme}`)
  })

  test(`signed-in shell has no serious accessibility violations (${theme})`, async ({ page }) => {
    await signInFromDemoBox(page, 'headmaster')
    await setTheme(page, theme, { signedIn: true })
    await expectNoSeriousViolations(page, `dashboard, ${theme}`)

    await bottomNav(page).getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expectNoSeriousViolations(page, `settings, ${theme}`)

    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible()
    await expectNoSeriousViolations(page, `change password dialog, ${theme}`)
  })
}

test('student profile has no serious accessibility violations', async ({ page }) => {
  await signInFromDemoBox(page, 'student')
  await expectNoSeriousViolations(page, 'student profile')
})
