import { expect, test } from '@playwright/test'
import { signIn } from './support/attendance'
import { setTheme } from './support/session'

for (const width of [390, 1280]) {
  test(`shots ${width}`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, 'subject_teacher')
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/')
      await setTheme(page, theme, { signedIn: true })
      await expect(page.locator('a[data-lesson]').first()).toBeVisible()
      await page.screenshot({ path: info.outputPath(`home-${width}-${theme}.png`), fullPage: false })
      await page.locator('a[data-lesson]').nth(2).click()
      const rows = page.getByRole('list', { name: 'Register' }).getByRole('listitem')
      await expect(rows.first()).toBeVisible()
      await rows.nth(1).getByRole('button', { name: 'Absent' }).click()
      await page.screenshot({ path: info.outputPath(`register-${width}-${theme}.png`), fullPage: true })
      page.once('dialog', (d) => void d.accept())
    }
  })
}
