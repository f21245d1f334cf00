import { expect, test } from '@playwright/test'
import { signInFromDemoBox } from './support/session'

test('signed out, every page address shows the sign-in screen at "/"', async ({ page }) => {
  for (const path of ['/dashboard', '/scan', '/roll-call', '/students', '/classes', '/teachers', '/settings', '/no-such-page']) {
    await page.goto(path)
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  }
})

test('a student who opens a staff page is told it is not allowed, with a way back', async ({ page }) => {
  await signInFromDemoBox(page, 'student')
  for (const path of ['/scan', '/roll-call', '/students', '/classes', '/teachers']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
  }
  await page.getByRole('link', { name: 'Back to overview' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
})

test('a subject teacher may not open Class Management', async ({ page }) => {
  await signInFromDemoBox(page, 'subject_teacher')
  await page.goto('/classes')
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
  await page.goto('/students')
  await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible()
})

test('an unknown address shows a 404 page with a way back', async ({ page }) => {
  await signInFromDemoBox(page, 'headmaster')
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to overview' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
})
