import { expect, test } from '@playwright/test'
import { runCli } from '../src/server/test/cli-process'
import { expectNoViolations } from './support/axe'

/*
 * The district (issue 22): a district user made with `npm run district:create` signs in at /district,
 * sees every school (cards on a phone, a table on a laptop) and adds a school, whose code another
 * school has taken first: the server's message shows under the field.
 */
const USER = { name: 'Siti Rahma', email: `siti-${Date.now()}@dinas.example`, password: 'district-password' }

test.beforeAll(async () => {
  const database = process.env.E2E_DATABASE_FILE
  if (!database) throw new Error('E2E_DATABASE_FILE is not set')
  const made = await runCli('src/server/modules/district/create-district-user-cli.ts', ['--name', USER.name, '--email', USER.email], {
    DATABASE_URL: database,
    ROLLCALL_ADMIN_PASSWORD: USER.password,
  })
  expect(made.code, made.stderr).toBe(0)
})

async function signIn(page: import('@playwright/test').Page) {
  await page.goto('/district')
  await expect(page.getByRole('heading', { name: 'District sign-in' })).toBeVisible()
  await page.getByLabel('Email').fill(USER.email)
  await page.getByLabel('Password').fill(USER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Schools', level: 1 })).toBeVisible()
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a district user signs in, reads every school as a card, and adds a school', async ({ page }) => {
    await page.goto('/district')
    await expect(page.getByRole('heading', { name: 'District sign-in' })).toBeVisible()
    await expectNoViolations(page, 'district sign-in')
    await page.getByLabel('Email').fill(USER.email)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert')).toContainText('Invalid credentials')

    await signIn(page)
    const demo = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Rollcall Demo School' }) })
    await expect(demo).toBeVisible()
    await expect(demo).toContainText('Registers taken')
    await expect(page.getByRole('table')).toBeHidden()
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoViolations(page, 'district schools (phone)')

    await page.getByRole('button', { name: 'Add school' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('School name').fill('SMA Negeri 3')
    await dialog.getByLabel('School code').fill('demo')
    await dialog.getByLabel('Headmaster’s name').fill('Budi Santoso')
    await dialog.getByLabel('Headmaster’s email').fill('budi@sman3.example')
    await dialog.getByLabel('Headmaster’s first password').fill('a long password')
    await expectNoViolations(page, 'add school dialog')
    await dialog.getByRole('button', { name: 'Add school' }).click()
    await expect(dialog.getByLabel('School code')).toHaveAccessibleDescription(/Another school already has this code/)

    const code = `sman3-${Date.now() % 100_000}`
    await dialog.getByLabel('School code').fill(code)
    await dialog.getByRole('button', { name: 'Add school' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('article').filter({ hasText: code })).toBeVisible()
  })
})

test('on a laptop the schools are a table, and signing out returns to the sign-in form', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await signIn(page)
  const table = page.getByRole('table', { name: 'Schools' })
  await expect(table.getByRole('rowheader', { name: 'Rollcall Demo School' })).toBeVisible()
  await expectNoViolations(page, 'district schools (laptop)')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'District sign-in' })).toBeVisible()
})
