import { expect as baseExpect, devices, test, type Page } from '@playwright/test'
import type { StudentListResponse } from '../src/shared/contracts/students'
import { signIn } from './support/attendance'
import { demoAccount } from './support/session'

// Many steps on one page: allow a loaded machine its time (the steps, not a clock, are what is checked).
const expect = baseExpect.configure({ timeout: 15_000 })
test.slow()

// From 1024px wide: a side navigation and a wider page; below, the phone's bottom bar, as before.
const navs = (page: Page) => page.locator('nav[aria-label="Main navigation"]')
/** The side navigation is the one inside the banner; the bottom bar stands alone. */
const sideNav = (page: Page) => page.locator('header nav[aria-label="Main navigation"]')
const bottomBar = (page: Page) => page.locator('body > div nav[aria-label="Main navigation"]:not(header nav)')

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

test.describe('on a 1280px laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the side navigation is shown, the bottom bar is not, and the page is wider than the phone column', async ({ page }) => {
    await signIn(page, 'headmaster', '/students')
    // The laptop's navigation alone is in the page (ADR 059): the bottom bar is not hidden but left out.
    await expect(navs(page)).toHaveCount(1)
    await expect(sideNav(page)).toBeVisible()
    await expect(bottomBar(page)).toHaveCount(0)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    // The same pages the bottom bar offers this role, with the current one marked.
    await expect(nav.getByRole('link')).toHaveText(['Overview', 'Scan', 'Roll Call', 'Students', 'Reports', 'Requests', 'Classes', 'Teachers', 'Departments', 'Timetable', 'Notices', 'Settings'])
    await expect(nav.getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page')
    // A column the full height of the screen, on the left.
    const box = (await page.getByRole('banner').boundingBox())!
    expect(box).toMatchObject({ x: 0, y: 0, height: 800 })
    // The brand, the theme toggle and Logout are in the side navigation's banner; the phone header is hidden.
    const banner = page.getByRole('banner')
    await expect(banner).toHaveCount(1)
    await expect(banner.getByRole('button', { name: 'Dark mode' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible()
    const main = (await page.getByRole('main').boundingBox())!
    expect(main.x).toBeGreaterThanOrEqual(box.width)
    expect(main.width).toBeGreaterThan(740)
    await noSidewaysScroll(page)

    await nav.getByRole('link', { name: 'Overview' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Students' })).not.toHaveAttribute('aria-current')
    await noSidewaysScroll(page)
  })

  test('a printed page leaves the side navigation out and uses the whole width', async ({ page }) => {
    await signIn(page, 'headmaster', '/')
    await page.emulateMedia({ media: 'print' })
    await expect(navs(page)).toHaveCount(1)
    await expect(sideNav(page)).toBeHidden()
    await expect(bottomBar(page)).toHaveCount(0)
    expect((await page.getByRole('main').boundingBox())!.x).toBe(0)
  })

  test('a subject teacher sees only their pages there', async ({ page }) => {
    await signIn(page, 'subject_teacher', '/')
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText(['Overview', 'Scan', 'Roll Call', 'Students', 'Reports', 'Teachers', 'Settings'])
    await expect(sideNav(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the bottom bar is shown and the side navigation is not', async ({ page }) => {
    await signIn(page, 'headmaster', '/students')
    await expect(bottomBar(page)).toBeVisible()
    await expect(sideNav(page)).toBeHidden()
    const box = (await bottomBar(page).boundingBox())!
    expect(Math.round(box.y + box.height)).toBe(844)
    expect(box.width).toBe(390)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()
    await noSidewaysScroll(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
    await noSidewaysScroll(page)
  })
})

// ADR 059: a page holds the layout of the screen it is on, not both for CSS to hide one.
const studentCards = (page: Page) => page.getByRole('list', { name: 'Students' })
const studentTable = (page: Page) => page.getByRole('table', { name: 'Students' })

test("a window's page follows its width: the laptop's table and navigation, then the phone's cards and bottom bar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, 'headmaster', '/students')
  await expect(studentTable(page)).toBeVisible()
  await expect(studentCards(page)).toHaveCount(0)
  await expect(bottomBar(page)).toHaveCount(0)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(studentCards(page)).toBeVisible()
  await expect(studentTable(page)).toHaveCount(0)
  await expect(bottomBar(page)).toBeVisible()
  await expect(sideNav(page)).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()
  await noSidewaysScroll(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(studentTable(page)).toBeVisible()
  await expect(sideNav(page)).toBeVisible()
  await expect(studentCards(page)).toHaveCount(0)
})

test.describe('on a phone whose browser says it is one (Sec-CH-UA-Mobile), with JavaScript off', () => {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7']
  // With its user agent, Playwright gives Chromium the hints a phone's browser sends.
  test.use({ ...pixel, javaScriptEnabled: false })

  test("the server sends the phone's layout alone: the cards and the bottom bar, no table and no side navigation", async ({ page }) => {
    const account = await demoAccount(page.request, 'headmaster')
    const login = await page.request.post('/api/auth/login', { data: { kind: account.kind, identifier: account.identifier, password: account.password } })
    expect(login.status()).toBe(200)
    const list = (await (await page.request.get('/api/students?page=1')).json()) as StudentListResponse
    await page.goto('/students')
    await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'narrow')
    await expect(studentCards(page).getByRole('listitem')).toHaveCount(list.students.length)
    await expect(studentCards(page).getByRole('heading', { name: list.students[0]!.name })).toBeVisible()
    await expect(studentTable(page)).toHaveCount(0)
    await expect(bottomBar(page)).toBeVisible()
    await expect(sideNav(page)).toHaveCount(0)
  })
})
