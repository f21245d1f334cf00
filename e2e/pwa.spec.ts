import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { THEME_COLORS } from '../src/shared/school'
import { bottomNav, setTheme, signInFromDemoBox } from './support/session'

// The installed app and the gate offline: the service worker is part of the journey (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

// The installable app (ADR 026): the manifest, the service worker that keeps the app's shell, and the
// prompt for a new version. Every test has a new browser context, so a new service worker to install.

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

/** Until the service worker has installed (the whole precache) and controls this page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 })
}

/** Chromium's own page for "no connection" (the dino), instead of ours. */
async function expectNoBrowserErrorPage(page: Page): Promise<void> {
  await expect(page.locator('#main-frame-error')).toHaveCount(0)
  await expect(page.getByText('ERR_INTERNET_DISCONNECTED')).toHaveCount(0)
}

test('the manifest is linked and describes an installable app, whose icons are there in their sizes', async ({ page }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  expect(response.headers()['cache-control']).toBe('no-cache')
  const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose?: string }[] }
  expect(manifest).toMatchObject({
    name: 'Rollcall',
    short_name: 'Rollcall',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLORS.light,
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    description: expect.stringContaining('attendance'),
  })
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  const icons = [...manifest.icons, { src: (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!, sizes: '180x180', type: 'image/png' }]
  for (const icon of icons) {
    const image = await page.request.get(icon.src)
    expect(image.status(), icon.src).toBe(200)
    expect(image.headers()['content-type']).toBe(icon.type)
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes)
  }
  for (const favicon of await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')!))) {
    const image = await page.request.get(favicon)
    expect(image.status(), favicon).toBe(200)
    expect(image.headers()['content-type'], favicon).toMatch(/^image\//)
  }
  const worker = await page.request.get('/sw.js')
  expect(worker.headers()['content-type']).toMatch(/^application\/javascript/)
  expect(worker.headers()['cache-control']).toBe('no-cache')
})

test("the browser's bars take the theme's colour: the device's before the app runs, then the app's own", async ({ page }) => {
  const response = await page.goto('/')
  expect(await response!.text()).toContain(`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}" />`)
  const colours = page.locator('meta[name="theme-color"]')
  await expect(colours).toHaveCount(2)
  const contents = () => colours.evaluateAll((metas) => metas.map((m) => (m as HTMLMetaElement).content))
  // Dark is the app's default, whatever the device prefers.
  await expect.poll(contents).toEqual([THEME_COLORS.dark, THEME_COLORS.dark])
  await setTheme(page, 'light', { signedIn: false })
  await expect.poll(contents).toEqual([THEME_COLORS.light, THEME_COLORS.light])
})

test('signed in, the service worker controls the page; offline, the scan page opens from it', async ({ page, context }) => {
  await signInFromDemoBox(page, 'homeroom_teacher')
  await controlledByServiceWorker(page)
  await bottomNav(page).getByRole('link', { name: 'Scan' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Scan QR Codes' })).toBeVisible()

  await context.setOffline(true)
  const response = await page.reload()
  expect(response?.fromServiceWorker()).toBe(true)
  await expectNoBrowserErrorPage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Scan QR Codes' })).toBeVisible()
  await expect(bottomNav(page)).toBeVisible()
  // The page's own parts load too (the scanner's chunk was never opened online): the typed-code field.
  await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible()

  // Back online, the next page comes from the server again: its own answer, not the kept shell.
  await context.setOffline(false)
  const online = await page.reload()
  expect(await online!.text()).toContain('modulepreload')
  await expect(page.getByRole('heading', { level: 1, name: 'Scan QR Codes' })).toBeVisible()
})

test("a student's profile opens offline after one visit, and sign-out leaves no one's page behind", async ({ page, context }) => {
  await signInFromDemoBox(page, 'student')
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
  await controlledByServiceWorker(page)

  await context.setOffline(true)
  await page.reload()
  await expectNoBrowserErrorPage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
  await expect(bottomNav(page)).toBeVisible()
  await context.setOffline(false)

  await page.reload()
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

  // The service worker's caches hold the build's files only: no page the server answered, no API answer.
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    return urls
  })
  expect(cached).toContain('/index.html')
  expect(cached.filter((url) => url.startsWith('/api/') || !/\.[a-z]+$/.test(url))).toEqual([])

  // Offline after sign-out, the kept shell knows nobody: no profile, no navigation, no way to sign out.
  await context.setOffline(true)
  await page.reload()
  await expectNoBrowserErrorPage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Rollcall could not load' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toHaveCount(0)
  await expect(bottomNav(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0)
})

test("a staff member's dashboard still comes rendered by the server through the service worker", async ({ page }) => {
  await signInFromDemoBox(page, 'headmaster')
  await controlledByServiceWorker(page)
  const response = await page.reload()
  expect(response?.fromServiceWorker()).toBe(true)
  expect(await response!.text()).toContain('id="rollcall-page-state"')
  await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
})

/** The service worker the e2e server serves, from the build it serves (playwright.config.ts: dist/web). */
const SERVED_WORKER = path.resolve('dist', 'web', 'sw.js')

test('a new version is announced, and "Reload" brings the page into it', async ({ page }) => {
  await page.goto('/')
  await controlledByServiceWorker(page)
  // A deployment: the server's sw.js is no longer the one installed (it reads the file on each request,
  // and there is no compressed copy beside it to send instead). Playwright cannot route a worker's own script.
  expect(fs.existsSync(`${SERVED_WORKER}.br`) || fs.existsSync(`${SERVED_WORKER}.gz`)).toBe(false)
  const installed = fs.readFileSync(SERVED_WORKER, 'utf8')
  try {
    fs.writeFileSync(SERVED_WORKER, `${installed}\n// the next version\n`)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
  } finally {
    fs.writeFileSync(SERVED_WORKER, installed)
  }

  const prompt = page.getByRole('listitem').filter({ hasText: 'Update available' })
  await expect(prompt).toBeVisible({ timeout: 30_000 })
  await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true))
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()])

  // A fresh page, under the new worker, with nothing left waiting.
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined()
  await controlledByServiceWorker(page)
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})
