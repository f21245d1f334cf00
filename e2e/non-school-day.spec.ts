import { expect, test } from '@playwright/test'
import { classNamed, latestWeekendDay, signIn } from './support/attendance'

test('a weekend day shows a notice and offers no recording, on the dashboard and the roll call', async ({ page }) => {
  const weekend = latestWeekendDay()
  await signIn(page, 'headmaster', `/dashboard?date=${weekend}`)
  await expect(page.getByRole('status').filter({ hasText: 'is not a school day' })).toBeVisible()
  await expect(page.locator('tbody tr[data-student-id]').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Take Attendance' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0)

  const klass = await classNamed(page.request, '10A')
  await page.getByLabel('Class', { exact: true }).selectOption({ label: klass.name })
  await expect(page.getByRole('link', { name: 'Take roll call' })).toHaveCount(0)

  await page.goto(`/roll-call?classId=${klass.id}&date=${weekend}`)
  await expect(page.getByRole('status').filter({ hasText: 'is not a school day' })).toBeVisible()
  const firstRow = page.getByRole('list', { name: 'Roll Call' }).getByRole('listitem').first()
  await expect(firstRow.getByRole('button', { name: 'Present' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Mark all unmarked present' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()
})
