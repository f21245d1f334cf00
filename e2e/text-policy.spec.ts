import { expect, test } from '@playwright/test'
import { allClasses, signIn } from './support/attendance'
import { dialog } from './support/management'
import { setTheme } from './support/session'

/**
 * A name that would display differently from what was typed, or shows nothing at all, is
 * refused in the form with a sentence that says why, and nothing is saved. The same text policy
 * (src/shared/text.ts) runs in the form and on the server.
 */
for (const theme of ['dark', 'light'] as const) {
  test(`Add Student refuses a direction control and an invisible name, and says why (390 px, ${theme})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, 'headmaster', '/students')
    await setTheme(page, theme, { signedIn: true })
    const before = (await (await page.request.get('/api/students?pageSize=1')).json()) as { total: number }
    const [klass] = await allClasses(page.request)

    await page.getByRole('button', { name: 'Add Student' }).click()
    const form = dialog(page)
    await expect(form.getByLabel('Class', { exact: true }).locator('option')).not.toHaveCount(1)
    await form.getByLabel('Name').fill('Ahmad\u202Egnp.exe')
    await form.getByLabel('Parent Number').fill('98765')
    await form.getByLabel('Class', { exact: true }).selectOption({ label: klass!.name })
    await form.getByLabel('Level').selectOption('Junior')
    await form.getByLabel('Department').selectOption({ label: 'Science' })
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText('This holds a text-direction control character')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`direction-${theme}.png`) })

    await form.getByLabel('Name').fill('\u200B\u200B')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText('This field is required')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`invisible-${theme}.png`) })

    const after = (await (await page.request.get('/api/students?pageSize=1')).json()) as { total: number }
    expect(after.total).toBe(before.total)
  })
}
