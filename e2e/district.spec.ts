import path from 'node:path'
import { expect as baseExpect, type Page, test as base } from '@playwright/test'
import { runCli } from '../src/server/test/cli-process'
import { startServerProcess } from '../src/server/test/server-process'
import { createThrowawayDatabase } from '../src/server/test/throwaway-database'
import { expectNoViolations } from './support/axe'

/*
 * The district (issue 22): a district user made with `npm run district:create` signs in at /district,
 * sees every school (cards on a phone, a table on a laptop) and adds a school, whose code another
 * school has taken first: the server's message shows under the field. A server of its own on a
 * throwaway demo database: a school added to the shared demo server would make every other journey
 * name its school first.
 */
const USER = { name: 'Siti Rahma', email: 'siti@dinas.example', password: 'district-password' }

const test = base.extend<{ districtServer: string }>({
  // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  districtServer: async ({}, use, testInfo) => {
    const database = await createThrowawayDatabase('sqlite')
    const server = await startServerProcess(
      { DATABASE_URL: database.url, DEMO: '1', WEB_DIST: path.resolve('dist', 'web'), LOG_LEVEL: 'warn' },
      { healthTimeoutMs: 120_000 },
    )
    try {
      const made = await runCli('src/server/modules/district/create-district-user-cli.ts', ['--name', USER.name, '--email', USER.email], {
        DATABASE_URL: database.url,
        ROLLCALL_ADMIN_PASSWORD: USER.password,
      })
      if (made.code !== 0) throw new Error(`district:create failed: ${made.stderr}`)
      await use(server.base)
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server log', { body: server.output() })
      await server.stop()
      await database.drop()
    }
  },
  baseURL: async ({ districtServer }, use) => use(districtServer),
})
const expect = baseExpect.configure({ timeout: 20_000 })

async function signIn(page: Page) {
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
