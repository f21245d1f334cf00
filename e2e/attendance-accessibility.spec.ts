import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe'
import { classNamed, latestSchoolDay, signIn } from './support/attendance'
import { setTheme } from './support/session'

for (const theme of ['dark', 'light'] as const) {
  test(`dashboard, Record Manual Attendance dialog and roll call have no serious accessibility violations (${theme})`, async ({ page }) => {
    const date = latestSchoolDay()
    await signIn(page, 'homeroom_teacher', `/dashboard?date=${date}`)
    await setTheme(page, theme, { signedIn: true })
    await expect(page.locator('tbody tr[data-student-id]').first()).toBeVisible()
    await expectNoSeriousViolations(page, `dashboard, ${theme}`)

    await page.getByRole('button', { name: 'Take Attendance' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Record Manual Attendance' })
    await expect(dialog.getByRole('heading', { name: 'Changes on this day' })).toBeVisible()
    await expectNoSeriousViolations(page, `record dialog, ${theme}`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    const klass = await classNamed(page.request, '12A')
    await page.goto(`/roll-call?classId=${klass.id}&date=${date}`)
    const rows = page.getByRole('list', { name: 'Roll Call' }).getByRole('listitem')
    await expect(rows.first()).toBeVisible()
    // With every look a row can have: pressed, unsaved, not recorded.
    await rows.first().getByRole('button', { name: 'Late' }).click()
    await expectNoSeriousViolations(page, `roll call, ${theme}`)

    await page.goto('/roll-call')
    await expect(page.getByRole('heading', { name: 'Choose a class' })).toBeVisible()
    await expectNoSeriousViolations(page, `roll call class picker, ${theme}`)
  })
}
