import { expect, test } from '@playwright/test'
import type { SchoolSettingsResponse } from '../src/shared/contracts/school-settings'
import { signIn } from './support/attendance'
import { e2eToday } from './support/clock'

/*
 * The school's today is the suite's (E2E_TODAY, support/clock.ts; ADR 039), whatever day the machine says,
 * and a school day: the headmaster's roll call of today is open, from the first tap.
 */
test("the school's today is the suite's day, a school day whose roll call can be taken", async ({ page }) => {
  await signIn(page, 'headmaster', '/scan')
  const { today } = (await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse
  expect(today).toBe(e2eToday())

  await page.goto('/roll-call')
  await page.getByLabel('Class', { exact: true }).selectOption({ index: 1 })
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(today)
  await expect(page.getByRole('status').filter({ hasText: 'is not a school day' })).toHaveCount(0)
  const firstRow = page.getByRole('list', { name: 'Roll Call' }).getByRole('listitem').first()
  await expect(firstRow.getByRole('button', { name: 'Present' })).toBeEnabled()
})
