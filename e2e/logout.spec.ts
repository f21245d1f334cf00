import { expect, test } from '@playwright/test'
import { bottomNav, signInFromDemoBox } from './support/session'

test('Logout in the header returns to the sign-in screen', async ({ page }) => {
  await signInFromDemoBox(page, 'homeroom_teacher')
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(bottomNav(page)).toHaveCount(0)

  // The session is really gone: a signed-out visit to a page lands on sign-in at "/".
  await page.goto('/settings')
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test('Logout on the Settings page returns to the sign-in screen', async ({ page }) => {
  await signInFromDemoBox(page, 'student')
  await bottomNav(page).getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test('an expired session sends the user back to sign-in on their next action', async ({ page, context }) => {
  await signInFromDemoBox(page, 'headmaster')
  await bottomNav(page).getByRole('link', { name: 'Settings' }).click()
  // The session ends while the user looks at the loaded page (the headmaster's School section loads its settings).
  await expect(page.getByRole('region', { name: 'School' }).getByLabel('School name')).toBeVisible()
  await context.clearCookies()

  await page.getByRole('switch', { name: 'Email' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page).toHaveURL('/')
})
