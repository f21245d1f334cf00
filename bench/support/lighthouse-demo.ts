import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, request, type BrowserContext } from '@playwright/test'
import type { DemoAccountsResponse } from '../../src/shared/contracts/auth'
import type { DaySheetResponse } from '../../src/shared/contracts/attendance'
import type { Role } from '../../src/shared/roles'
import { freePort, startServerProcess } from '../../src/server/test/server-process'
import type { Cleanup } from './cleanup'
import { serverBuild } from './server-build'
import { webBuild } from './web-build'

/**
 * What the Lighthouse benchmarks share (`lighthouse-a11y.ts`, `lighthouse-perf.ts`): the demo school
 * served as `npm start` serves it (the bundled server, plain Node, a production web build, a temporary
 * SQLite file), Debian's Chromium started through Playwright with a DevTools port for Lighthouse, and
 * each page's role signed in through the API with its session cookie handed to the browser.
 */

// The same flags as playwright.config.ts.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export interface AuditedPage {
  name: string
  role: Role | null
  /** A path, or one read through the signed-in role's API (a class's roll call). */
  path: string | ((staffGet: (url: string) => Promise<unknown>) => Promise<string>)
}

export const ROLL_CALL_PATH = async (get: (url: string) => Promise<unknown>) => {
  const sheet = (await get('/api/attendance/day')) as DaySheetResponse
  return `/roll-call?classId=${sheet.rows[0]!.class.id}`
}

export interface LighthouseDemo {
  base: string
  /** The DevTools port Lighthouse connects to. */
  port: number
  browser: BrowserContext
  /** Signs the page's role in (or signs out), sets the theme, and gives the URL to audit. */
  prepare(page: AuditedPage, theme: 'light' | 'dark'): Promise<string>
}

export async function startLighthouseDemo(cleanup: Cleanup): Promise<LighthouseDemo> {
  const build = webBuild()
  cleanup.add(() => build.remove())
  const server = await serverBuild()
  cleanup.add(() => server.remove())
  const dbFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-lighthouse-')), 'demo.db')
  cleanup.add(() => fs.rmSync(path.dirname(dbFile), { recursive: true, force: true }))
  const app = await startServerProcess(
    { DATABASE_URL: dbFile, DEMO: '1', WEB_DIST: build.dir, PUBLIC_URL: 'http://127.0.0.1', NODE_ENV: 'production' },
    { entry: server.entry, healthTimeoutMs: 60_000 },
  )
  cleanup.add(() => app.stop())

  const port = await freePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-lighthouse-profile-'))
  cleanup.add(() => fs.rmSync(profile, { recursive: true, force: true }))
  // A persistent context is the browser's default one, which the tabs Lighthouse opens share (cookies).
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  })
  cleanup.add(() => browser.close())

  const api = await request.newContext({ baseURL: app.base })
  cleanup.add(() => api.dispose())
  const demo = (await (await api.get('/api/auth/demo-accounts')).json()) as DemoAccountsResponse

  async function session(role: Role) {
    const account = demo.accounts.find((a) => a.role === role)!
    const client = await request.newContext({ baseURL: app.base })
    cleanup.add(() => client.dispose())
    const response = await client.post('/api/auth/login', { data: { kind: account.kind, identifier: account.identifier, password: demo.password } })
    if (response.status() !== 200) throw new Error(`sign-in as ${role}: ${response.status()}`)
    return { client, cookies: (await client.storageState()).cookies, get: async (url: string) => (await client.get(url)).json() as Promise<unknown> }
  }

  async function prepare(page: AuditedPage, theme: 'light' | 'dark'): Promise<string> {
    await browser.clearCookies()
    let url = `${app.base}/`
    if (page.role) {
      const { client, cookies, get } = await session(page.role)
      await client.patch('/api/account/preferences', { data: { theme } })
      await browser.addCookies(cookies)
      url = `${app.base}${typeof page.path === 'string' ? page.path : await page.path(get)}`
    } else {
      const tab = await browser.newPage()
      await tab.goto(app.base)
      await tab.evaluate((value) => localStorage.setItem('rollcall.theme', value), theme)
      await tab.close()
    }
    // What Lighthouse will see: signed in (the navigation is there) and in the theme asked for.
    const check = await browser.newPage()
    await check.goto(url)
    await check.waitForLoadState('networkidle')
    const shown = await check.evaluate(() => ({ dark: document.documentElement.classList.contains('dark'), signedIn: document.querySelector('nav') !== null }))
    await check.close()
    if (shown.dark !== (theme === 'dark') || shown.signedIn !== (page.role !== null)) {
      throw new Error(`${page.name} (${theme}) shows ${JSON.stringify(shown)}`)
    }
    return url
  }

  return { base: app.base, port, browser, prepare }
}
