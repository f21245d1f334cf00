import path from 'node:path'
import { expect as baseExpect, type Page, test as base } from '@playwright/test'
import { formatRate } from '../src/shared/attendance-rate'
import type { DistrictDaysResponse } from '../src/shared/contracts/district'
import { runCli } from '../src/server/test/cli-process'
import { startServerProcess } from '../src/server/test/server-process'
import { createThrowawayDatabase } from '../src/server/test/throwaway-database'
import { expectNoViolations } from './support/axe'

/*
 * The district (ADR 035): a district user made with `npm run district:create` signs in at /district,
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

test("a district user opens a school's days, reads the API's figures there, chooses a range, and goes back", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page)
  // An empty "Registers on" says what it means.
  await expect(page.getByLabel('Registers on')).toHaveAccessibleDescription(/each school’s own today/)
  await page.getByRole('table', { name: 'Schools' }).getByRole('link', { name: 'Rollcall Demo School' }).click()
  await expect(page).toHaveURL(/\/district\/schools\/demo$/)
  await expect(page.getByRole('heading', { name: 'Rollcall Demo School', level: 1 })).toBeVisible()
  // An address of its own: back is the schools, forward the school again.
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Schools', level: 1 })).toBeVisible()
  await page.goForward()
  await expect(page.getByRole('heading', { name: 'Rollcall Demo School', level: 1 })).toBeVisible()

  // What the page shows is the API's answer for the default range, day for day.
  const api = await page.request.get('/api/district/schools/demo/days').then((r) => r.json() as Promise<DistrictDaysResponse>)
  const table = page.getByRole('table', { name: /Rollcall Demo School, day by day/ })
  const counted = api.days.filter((d) => d.isSchoolDay && d.counts)
  expect(counted.length).toBeGreaterThan(3)
  await expect(table.getByRole('row')).toHaveCount(1 + api.days.filter((d) => d.isSchoolDay).length)
  const header = await table.getByRole('columnheader').allInnerTexts()
  for (const day of counted.slice(-3)) {
    const cells = await table.locator(`tr[data-date="${day.date}"]`).getByRole('cell').allInnerTexts()
    const cell = (name: string) => cells[header.indexOf(name) - 1]
    expect(cell('Registers taken')).toBe(`${day.completion.taken} of ${day.completion.classes}`)
    expect(cell('Attendance rate')).toBe(formatRate(day.rate, 'en-GB'))
    expect(cell('Students')).toBe(String(day.students))
    expect(cell('Present')).toBe(String(day.counts!.present))
    expect(cell('Absent')).toBe(String(day.counts!.absent))
    expect(cell('Not recorded')).toBe(String(day.counts!.notRecorded))
  }
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(api.from)
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(api.to)
  await expectNoViolations(page, 'district school days (laptop)')

  // A shorter range: the last school week of the answer, in the URL.
  const to = counted.at(-2)!.date
  const from = counted.at(-6)!.date
  await page.getByLabel('From', { exact: true }).fill(from)
  await page.getByLabel('To', { exact: true }).fill(to)
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`))
  await expect(table.getByRole('row')).toHaveCount(1 + api.days.filter((d) => d.isSchoolDay && d.date >= from && d.date <= to).length)
  // The wrong way round: said under the fields, nothing asked of the server.
  await page.getByLabel('From', { exact: true }).fill(api.to)
  await expect(page.getByRole('alert')).toHaveText('The end date cannot be before the start date')
  await page.getByRole('button', { name: 'Last four weeks' }).click()
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(api.from)
  await expect(page).toHaveURL(/\/district\/schools\/demo$/)
  // Back: the range before.
  await page.goBack()
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(api.to)
  await page.getByRole('link', { name: 'All schools' }).click()
  await expect(page.getByRole('heading', { name: 'Schools', level: 1 })).toBeVisible()
})

test.describe('on a phone, the days', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('are a table whose date stays in view while it scrolls sideways, and nothing else is wider than the phone', async ({ page }) => {
    await signIn(page)
    await page.getByRole('article').getByRole('link', { name: 'Rollcall Demo School' }).click()
    const region = page.getByRole('region', { name: /Rollcall Demo School, day by day/ })
    await expect(region.getByRole('table')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
    const date = region.getByRole('rowheader').first()
    const box = await date.boundingBox()
    const regionBox = await region.boundingBox()
    expect(Math.round(box!.x)).toBeLessThanOrEqual(Math.round(regionBox!.x) + 2)
    await expectNoViolations(page, 'district school days (phone)')
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Schools', level: 1 })).toBeVisible()
  })
})
