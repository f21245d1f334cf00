import { expect, test } from '@playwright/test'
import { signIn } from './support/attendance'
import { bottomNav, demoAccount, signInFromDemoBox } from './support/session'

test.beforeEach(async ({ page }) => {
  await signInFromDemoBox(page, 'homeroom_teacher')
  await bottomNav(page).getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
})

test('Settings shows its sections', async ({ page }) => {
  for (const name of ['Account Settings', 'Notifications', 'Appearance', 'Logout']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
})

test('Edit profile saves the name and shows a toast', async ({ page }) => {
  const account = await demoAccount(page.request, 'homeroom_teacher')
  await page.getByRole('button', { name: 'Edit profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit profile' })
  await expect(dialog.getByLabel('Email')).toHaveValue(account.identifier)

  await dialog.getByLabel('Name').fill('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('This field is required')).toBeVisible()

  await dialog.getByLabel('Name').fill(`${account.name} Jr`)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile updated')).toBeVisible()
  await expect(dialog).toHaveCount(0)

  await bottomNav(page).getByRole('link', { name: 'Overview' }).click()
  await expect(page.getByText(`Logged in as: ${account.name} Jr (homeroom teacher)`)).toBeVisible()

  // Put it back for the other journeys.
  await bottomNav(page).getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('button', { name: 'Edit profile' }).click()
  await page.getByRole('dialog').getByLabel('Name').fill(account.name)
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the Email switch is saved per user, and there is no Push switch (ADR 022)', async ({ page }) => {
  const email = page.getByRole('switch', { name: 'Email' })
  await expect(email).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('switch', { name: 'Push' })).toHaveCount(0)

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/preferences'))
  await email.click()
  await expect(email).toHaveAttribute('aria-checked', 'false')
  expect((await saved).status()).toBe(200)

  await page.reload()
  await expect(page.getByRole('switch', { name: 'Email' })).toHaveAttribute('aria-checked', 'false')
  const restored = page.waitForResponse((r) => r.url().endsWith('/api/account/preferences'))
  await page.getByRole('switch', { name: 'Email' }).click()
  expect((await restored).status()).toBe(200)
  await expect(page.getByRole('switch', { name: 'Email' })).toHaveAttribute('aria-checked', 'true')
})

test('a failed save puts the switch back and says so', async ({ page }) => {
  await page.route('**/api/account/preferences', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom', code: 'internal' }) }),
  )
  const email = page.getByRole('switch', { name: 'Email' })
  await email.click()
  await expect(page.getByText('Could not save your settings. Please try again.')).toBeVisible()
  await expect(email).toHaveAttribute('aria-checked', 'true')
})

test('Change password checks the fields, the current password, and keeps the user signed in', async ({ page }) => {
  const account = await demoAccount(page.request, 'homeroom_teacher')
  const newPassword = 'a-much-longer-password'
  const change = async (current: string, next: string, confirm = next) => {
    await page.getByRole('button', { name: 'Change password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change password' })
    await dialog.getByLabel('Current password').fill(current)
    await dialog.getByLabel('New password').fill(next)
    await dialog.getByLabel('Confirm password').fill(confirm)
    await dialog.getByRole('button', { name: 'Save' }).click()
    return dialog
  }

  let dialog = await change(account.password, 'short')
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible()
  await dialog.getByLabel('New password').fill(newPassword)
  await dialog.getByLabel('Confirm password').fill(`${newPassword}x`)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Passwords do not match')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  dialog = await change('wrong-current-password', newPassword)
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await change(account.password, newPassword)
  await expect(page.getByText('Password changed')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()

  // Back to the demo password so the demo box keeps working.
  await change(newPassword, account.password)
  await expect(page.getByText('Password changed').first()).toBeVisible()
})

test('a parent sets quiet hours and the language of messages, and they persist after a reload; no Push switch', async ({ page, context }) => {
  await context.clearCookies()
  await signIn(page, 'parent', '/settings')
  const section = page.getByRole('region', { name: 'Notifications', exact: true })
  await expect(section.getByRole('switch', { name: 'Email' })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Push' })).toHaveCount(0)
  try {
    await expect(section.getByRole('switch', { name: 'Quiet hours' })).toHaveAttribute('aria-checked', 'true')
    await expect(section.getByLabel('From', { exact: true })).toHaveValue('21:00')
    await expect(section.getByLabel('To', { exact: true })).toHaveValue('06:00')
    await expect(section.getByText('Times are the school’s (UTC)')).toBeVisible()
    // By default messages follow the account's language (the school's English here).
    await expect(section.getByLabel('Language of messages')).toHaveValue('account')
    await expect(section.getByLabel('Language of messages').locator('option')).toHaveText(['Same as my account (English)', 'English', 'Bahasa Indonesia'])

    // The same time twice is no window: the form says to turn them off instead.
    await section.getByLabel('To', { exact: true }).fill('21:00')
    await section.getByRole('button', { name: 'Save' }).click()
    await expect(section.getByText('From and To must differ; turn quiet hours off instead')).toBeVisible()

    await section.getByLabel('From', { exact: true }).fill('22:15')
    await section.getByLabel('To', { exact: true }).fill('06:30')
    await section.getByLabel('Language of messages').selectOption('id')
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/notice-settings') && r.request().method() === 'PUT')
    await section.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('Notice settings saved')).toBeVisible()

    await page.reload()
    const after = page.getByRole('region', { name: 'Notifications', exact: true })
    await expect(after.getByLabel('From', { exact: true })).toHaveValue('22:15')
    await expect(after.getByLabel('To', { exact: true })).toHaveValue('06:30')
    await expect(after.getByLabel('Language of messages')).toHaveValue('id')

    // Off: messages at any hour, and still off after a reload.
    await after.getByRole('switch', { name: 'Quiet hours' }).click()
    await expect(after.getByLabel('From', { exact: true })).toHaveCount(0)
    await after.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Notice settings saved').first()).toBeVisible()
    await page.reload()
    await expect(page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('switch', { name: 'Quiet hours' })).toHaveAttribute('aria-checked', 'false')
  } finally {
    // The database is shared by every journey of the run.
    const restored = await page.request.put('/api/account/notice-settings', { data: { quietHours: { start: '21:00', end: '06:00' }, language: null } })
    expect(restored.status()).toBe(200)
  }
})
