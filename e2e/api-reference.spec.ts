import { expect, test } from '@playwright/test'
import { signIn } from './support/attendance'

/**
 * The API describes itself (GET /api/openapi.json, generated from the shared contracts; ADR 031), and the
 * headmaster reads it as a page, reached from Settings: each operation with who may call it and its fields.
 */
test('the headmaster opens the API reference from Settings and reads the day sheet’s operation', async ({ page }) => {
  await signIn(page, 'headmaster', '/settings')
  await page.getByRole('link', { name: /^API reference/ }).click()
  await expect(page).toHaveURL('/api-reference')
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'OpenAPI description (JSON)' })).toHaveAttribute('href', '/api/openapi.json')

  const attendance = page.getByRole('region', { name: 'Attendance', exact: true })
  const daySheet = attendance.getByTestId('operation-get-attendance-day')
  await expect(daySheet.getByRole('heading', { level: 3 })).toHaveText('GET/api/attendance/day')
  await expect(daySheet).toContainText('The day sheet')
  await expect(daySheet).toContainText('Who may call itHeadmaster, Homeroom teacher, Subject teacher')

  await daySheet.getByText('Fields', { exact: true }).click()
  await expect(daySheet.getByRole('heading', { level: 4, name: 'Path and query' })).toBeVisible()
  await expect(daySheet.getByRole('listitem').filter({ hasText: /^pageSize \(query\) integer/ })).toBeVisible()
  // The answer's fields, nested: the day's counts, one per status.
  await expect(daySheet.getByText('counts', { exact: true })).toBeVisible()
  await expect(daySheet.getByText('notRecorded', { exact: true })).toBeVisible()

  // A route open to anyone says so, and every error it can answer is listed with its codes.
  const login = page.getByTestId('operation-post-auth-login')
  await expect(login).toContainText('Anyone, signed in or not')
  await login.getByText('Fields', { exact: true }).click()
  await expect(login.getByRole('heading', { level: 4, name: 'Answers when it cannot do it' })).toBeVisible()
  await expect(login.getByTestId('error-401')).toContainText('invalid_credentials')
  await expect(login.getByTestId('error-429')).toContainText('rate_limited')
  const scan = page.getByTestId('operation-post-qr-scan')
  await scan.getByText('Fields', { exact: true }).click()
  await expect(scan.getByTestId('error-409')).toContainText('confirm_card')
  await expect(scan.getByTestId('error-409')).toContainText('already_departed')
})

test('the description itself is public and is OpenAPI 3.1', async ({ request }) => {
  const response = await request.get('/api/openapi.json')
  expect(response.status()).toBe(200)
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
  expect(document.openapi).toMatch(/^3\.1\.\d+$/)
  expect(Object.keys(document.paths)).toContain('/api/attendance/day')
})

test('a homeroom teacher may not open the API reference', async ({ page }) => {
  await signIn(page, 'homeroom_teacher', '/api-reference')
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
})
