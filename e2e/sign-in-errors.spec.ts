import { expect, test } from '@playwright/test'
import { demoAccount } from './support/session'

test('a wrong password shows "Invalid credentials" and stays on sign-in', async ({ page }) => {
  const account = await demoAccount(page.request, 'homeroom_teacher')
  await page.goto('/')
  await page.getByRole('tab', { name: 'Teacher' }).click()
  await page.getByLabel('Email').fill(account.identifier)
  await page.getByLabel('Password').fill('definitely-not-the-password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  await expect(page.getByRole('alert')).toHaveText('Invalid credentials')
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
})

test('a parent number that is not 5 digits is explained under the field', async ({ page }) => {
  await page.goto('/')
  const parentNumber = page.getByLabel('Parent number')
  await parentNumber.fill('12a')
  await parentNumber.blur()

  await expect(page.getByText('Parent number must be 5 digits')).toBeVisible()
  await expect(parentNumber).toHaveAttribute('aria-invalid', 'true')
  await expect(parentNumber).toHaveAccessibleDescription('Parent number must be 5 digits')

  await parentNumber.fill('12345')
  await expect(page.getByText('Parent number must be 5 digits')).toHaveCount(0)
})

test('an 11-digit parent number is kept as typed and explained, not cut to 5 digits', async ({ page }) => {
  await page.goto('/')
  const parentNumber = page.getByLabel('Parent number')
  await parentNumber.fill('08123456789')
  await parentNumber.blur()
  await expect(parentNumber).toHaveValue('08123456789')
  await expect(parentNumber).toHaveAccessibleDescription('Parent number must be 5 digits')
})

test('submitting an empty form asks for the fields without calling the server', async ({ page }) => {
  let loginCalls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) loginCalls += 1
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('This field is required')).toHaveCount(2)
  await expect(page.getByLabel('Parent number')).toBeFocused()
  expect(loginCalls).toBe(0)
})

test('the Sign in button shows a busy state while the server answers', async ({ page }) => {
  const account = await demoAccount(page.request, 'student')
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/auth/login', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await page.getByLabel('Parent number').fill(account.identifier)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  const busy = page.getByRole('button', { name: 'Signing in…' })
  await expect(busy).toBeDisabled()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
})

test('repeated failures for one account are rate-limited with a message saying when to retry', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('tab', { name: 'Teacher' }).click()
  await page.getByLabel('Email').fill('nobody-here@example.com')
  await page.getByLabel('Password').fill('wrong-password')
  const alert = page.getByRole('alert')
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'))
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    if ((await answered).status() === 429) break
    await expect(alert).toHaveText('Invalid credentials')
  }
  await expect(alert).toHaveText(/^Too many failed sign-ins\. Try again in \d+ minutes?\.$/)
})
