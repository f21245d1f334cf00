/**
 * Issue 21: Lighthouse's accessibility score on the main screens, signed in, in both themes. The
 * `lighthouse` package audits Debian's Chromium (never a downloaded browser), started here through
 * Playwright with the flags playwright.config.ts uses and a DevTools port that Lighthouse connects to.
 * The server is the real one on a demo school (temporary SQLite file) serving a production build.
 *
 * Signed-in pages need the session cookie: each page's role signs in through the API and the cookie
 * goes into the browser before Lighthouse opens the page. The theme is the user's saved preference
 * (the server renders in it), set through the API and put back afterwards; on the sign-in page it is
 * the browser's stored choice (localStorage).
 *
 *   npx tsx bench/lighthouse-a11y.ts [--quick]     # --quick: the dashboard, one theme
 *
 * Budget: every page scores 1.0 (100) in both themes. Failing audits are printed with their items.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, request } from '@playwright/test'
import lighthouse from 'lighthouse'
import type { DemoAccountsResponse } from '../src/shared/contracts/auth'
import type { DaySheetResponse } from '../src/shared/contracts/attendance'
import type { Role } from '../src/shared/roles'
import { freePort, startServerProcess } from '../src/server/test/server-process'
import { Cleanup } from './support/cleanup'
import { QUICK, report, type BenchRow } from './support/report'
import { webBuild } from './support/web-build'

// The same flags as playwright.config.ts.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const THEMES = QUICK ? (['light'] as const) : (['light', 'dark'] as const)

interface Page {
  name: string
  role: Role | null
  /** A path, or one read from the day sheet (a student's own history). */
  path: string | ((staffGet: (url: string) => Promise<unknown>) => Promise<string>)
}

const PAGES: Page[] = [
  { name: 'sign-in', role: null, path: '/' },
  { name: 'dashboard', role: 'headmaster', path: '/dashboard' },
  { name: 'roll call', role: 'homeroom_teacher', path: async (get) => {
    const sheet = (await get('/api/attendance/day')) as DaySheetResponse
    return `/roll-call?classId=${sheet.rows[0]!.class.id}`
  } },
  { name: 'student profile', role: 'student', path: '/' },
  { name: 'scan', role: 'homeroom_teacher', path: '/scan' },
  { name: 'reports', role: 'headmaster', path: '/reports' },
]
const pages = QUICK ? PAGES.filter((p) => p.name === 'dashboard') : PAGES

const cleanup = new Cleanup()
const rows: BenchRow[] = []
try {
  const build = webBuild()
  cleanup.add(() => build.remove())
  const dbFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-lighthouse-')), 'demo.db')
  cleanup.add(() => fs.rmSync(path.dirname(dbFile), { recursive: true, force: true }))
  const server = await startServerProcess({ DATABASE_URL: dbFile, DEMO: '1', WEB_DIST: build.dir, PUBLIC_URL: 'http://127.0.0.1' }, { healthTimeoutMs: 60_000 })
  cleanup.add(() => server.stop())

  const port = await freePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-lighthouse-profile-'))
  cleanup.add(() => fs.rmSync(profile, { recursive: true, force: true }))
  // A persistent context is the browser's default one, which the tabs Lighthouse opens share (cookies).
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  })
  cleanup.add(() => browser.close())

  const api = await request.newContext({ baseURL: server.base })
  cleanup.add(() => api.dispose())
  const demo = (await (await api.get('/api/auth/demo-accounts')).json()) as DemoAccountsResponse

  /** Signs `role` in (a fresh API context) and hands over its session cookies and a GET helper. */
  async function session(role: Role) {
    const account = demo.accounts.find((a) => a.role === role)!
    const client = await request.newContext({ baseURL: server.base })
    const response = await client.post('/api/auth/login', { data: { kind: account.kind, identifier: account.identifier, password: demo.password } })
    if (response.status() !== 200) throw new Error(`sign-in as ${role}: ${response.status()}`)
    return { client, cookies: (await client.storageState()).cookies, get: async (url: string) => (await client.get(url)).json() as Promise<unknown> }
  }

  for (const theme of THEMES) {
    for (const page of pages) {
      await browser.clearCookies()
      let url = `${server.base}/`
      if (page.role) {
        const { client, cookies, get } = await session(page.role)
        cleanup.add(() => client.dispose())
        await client.patch('/api/account/preferences', { data: { theme } })
        await browser.addCookies(cookies)
        url = `${server.base}${typeof page.path === 'string' ? page.path : await page.path(get)}`
      } else {
        const tab = await browser.newPage()
        await tab.goto(server.base)
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
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], formFactor: 'desktop', screenEmulation: { disabled: true } })
      const lhr = result!.lhr
      const score = lhr.categories.accessibility!.score ?? 0
      const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      console.log(`${page.name} (${theme}): ${(score * 100).toFixed(0)}  ${lhr.finalDisplayedUrl.replace(server.base, '')}`)
      for (const audit of failing) {
        console.log(`  FAIL ${audit.id}: ${audit.title}`)
        const items = (audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? []
        for (const item of items.slice(0, 5)) console.log(`    ${item.node?.snippet ?? ''} ${item.node?.explanation?.split('\n').slice(0, 2).join(' ') ?? ''}`)
      }
      rows.push({ benchmark: 'lighthouse-a11y', measure: `${page.name}, ${theme}`, db: '', value: (score * 100).toFixed(0), budget: '100', met: score === 1 })
    }
  }
} finally {
  await cleanup.run()
}
report(rows)
