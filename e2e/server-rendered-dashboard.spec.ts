import { expect, test, type Page } from '@playwright/test'
import { latestSchoolDay, signIn } from './support/attendance'
import { bottomNav, demoAccount } from './support/session'
import { watchPage } from './support/page-watch'

// ADR 013: a staff member's dashboard comes rendered by the server, and the browser takes it over.
const rows = (page: Page) => page.locator('tbody tr[data-student-id]')

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test("the dashboard arrives rendered: the user's heading, the day's counts and its rows", async ({ page }) => {
    const account = await demoAccount(page.request, 'headmaster')
    const login = await page.request.post('/api/auth/login', { data: { kind: account.kind, identifier: account.identifier, password: account.password } })
    expect(login.status()).toBe(200)
    await page.goto(`/dashboard?date=${latestSchoolDay()}&pageSize=10&page=2`)
    await expect(page.getByRole('heading', { name: 'Headmaster Dashboard' })).toBeVisible()
    await expect(page.getByText(`Logged in as: ${account.name}`, { exact: false })).toBeVisible()
    await expect(rows(page)).toHaveCount(10)
    const counts = page.getByRole('region', { name: /^Attendance on / })
    await expect(counts.getByRole('term')).toHaveText(['Present', 'Late', 'Absent', 'Sick', 'Permission', 'Not recorded'])
    await expect(rows(page).first().getByRole('button', { name: 'Take Attendance' })).toBeVisible()
  })
})

test('the browser takes the rendered dashboard over: no second render, nothing asked again, and it responds', async ({ page }) => {
  await signIn(page, 'headmaster', '/scan')
  // What else the dashboard shows comes with it too (ADR 058): the classes of its filter, today's lessons, the requests
  // waiting and the first-run checklist; the last two are read again whenever the dashboard comes back, but not on
  // the take-over, a moment after the server read them (ADR 060).
  const watched = ['/api/auth/me', '/api/attendance/day', '/api/classes', '/api/lessons/today', '/api/absence-requests', '/api/school/setup']
  const { errors, asked } = watchPage(page, watched, { withSearch: true })
  // Every date and number formatter the page makes (ADR 057: the first render reads the server's, and makes none).
  await page.addInitScript(() => {
    const made = ((window as unknown as { formattersMade: string[] }).formattersMade = [] as string[])
    for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object
      Intl[name] = new Proxy(Original, { construct: (target, args) => (made.push(name), new target(...args)) }) as never
    }
  })

  await page.goto(`/dashboard?date=${latestSchoolDay()}&pageSize=10`)
  await expect(rows(page)).toHaveCount(10)
  // Taken over (the shell's controls are enabled then, ADR 038): the heading's date, the counts and the rows were
  // written from the server's memo, not formatted again (ADR 057). A dialog opened later formats what it needs.
  await expect(rows(page).first().getByRole('button', { name: 'Take Attendance' })).toBeEnabled()
  expect(await page.evaluate(() => (window as unknown as { formattersMade: string[] }).formattersMade)).toEqual([])
  // Once taken over, a row's button opens its dialog (a click before that does nothing, so it is tried again).
  await expect(async () => {
    await rows(page).first().getByRole('button', { name: 'Take Attendance' }).click()
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('Escape')
  expect(asked).toEqual([])
  // From here the browser asks as usual: the next page is one request.
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(rows(page).first()).toBeVisible()
  await expect.poll(() => asked).toEqual([`/api/attendance/day?date=${latestSchoolDay()}&page=2&pageSize=10`])
  // Another page and back: the dashboard comes back, and what may have changed meanwhile is read again.
  asked.length = 0
  await bottomNav(page).getByRole('link', { name: 'Reports' }).click()
  await expect(page).toHaveURL(/\/reports/)
  await bottomNav(page).getByRole('link', { name: 'Overview' }).click()
  await expect(rows(page).first()).toBeVisible()
  await expect.poll(() => asked.map((url) => url.split('?')[0]).sort()).toEqual(expect.arrayContaining(['/api/absence-requests', '/api/school/setup']))
  // A hydration mismatch would be reported here (React error #418 or #425), and the page rendered twice.
  expect(errors).toEqual([])
})
