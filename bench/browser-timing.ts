/**
 * The dashboard and the scan page in the browser. Debian's Chromium (headless, through @playwright/test's
 * library, never a downloaded browser) against the real server (`src/server/main.ts` in its own
 * process, serving a production build) on a SQLite school of 5,000 students with 180 days of
 * history, on localhost.
 *
 * - Dashboard: from navigation start to the first dashboard row on screen (the first animation
 *   frame after a `tbody tr[data-student-id]` exists), read in the page (performance.now() counts
 *   from navigation start). Each run is a new browser context, so nothing is cached: that is the
 *   figure the budget judges. A second page in the same context is reported beside it: a returning
 *   user, whose browser kept the files (ADR 011: cached for good) and their compiled code. The
 *   dashboard comes rendered by the server (ADR 013), so the waterfall printed with each run shows
 *   `/api/auth/me` and the day sheet at 0: the page brought both.
 * - Scan page: from the submit of a typed code (a USB scanner types and presses Enter) to the
 *   frame showing its result, also read in the page. Every run scans a new student's fresh code.
 *
 *   npx tsx bench/browser-timing.ts [--quick]
 *
 * Budgets (medians over 7 runs, after one warm-up): dashboard ≤ 300 ms, scan reaction ≤ 200 ms.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { bootstrap } from '../src/server/bootstrap'
import { DEFAULT_LOG_LEVEL } from '../src/server/config'
import { createDb } from '../src/server/db/create-db'
import { startServerProcess } from '../src/server/test/server-process'
import { benchConfig, seedAndAnalyze, thousands, throwawayDatabase } from './support/bench-db'
import { LARGE, studentId } from './support/large-school'
import { Cleanup } from './support/cleanup'
import { openEveryDay } from './support/large-school.queries'
import { type BenchRow, ms, percentile, QUICK, report } from './support/report'
import { issueCodes } from './support/scan-load'
import { webBuild } from './support/web-build'

const STUDENTS = QUICK ? 300 : 5_000
const DAYS = QUICK ? 2 : 180
const RUNS = QUICK ? 1 : 7
const BUDGET = { dashboardMs: 300, scanMs: 200 }
// The same flags as playwright.config.ts.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

type Marks = { firstRow?: number; submitted?: number; result?: number; resultKind?: string }

/**
 * Runs in the page before its own scripts: notes when the first dashboard row and each scan
 * result appear. A string, not a function: tsx would wrap named functions in a helper the page lacks.
 */
const INSTALL_MARKS = `
  const marks = (window.__bench = {})
  const frame = (set) => requestAnimationFrame(() => set(performance.now()))
  document.addEventListener('submit', () => { marks.submitted = performance.now(); marks.result = undefined }, true)
  new MutationObserver((mutations) => {
    if (marks.firstRow === undefined && document.querySelector('tbody tr[data-student-id]')) {
      marks.firstRow = -1
      frame((t) => (marks.firstRow = t))
    }
    if (marks.submitted === undefined || marks.result !== undefined) return
    for (const m of mutations) for (const node of m.addedNodes) {
      const el = node instanceof Element ? (node.matches('[data-result]') ? node : node.querySelector('[data-result]')) : null
      if (!el) continue
      marks.result = -1
      marks.resultKind = el.getAttribute('data-result')
      frame((t) => (marks.result = t))
      return
    }
  }).observe(document, { childList: true, subtree: true })
`

/** When the requests on the way to the first row finished (ms from navigation start): where the time went. */
const WATERFALL = `(() => {
  const end = (re) => Math.max(0, ...performance.getEntriesByType('resource').filter((e) => re.test(e.name)).map((e) => e.responseEnd))
  return [['entry script', end(/\\/assets\\/index-[^/]*\\.js$/)], ['/api/auth/me', end(/\\/api\\/auth\\/me/)], ['dashboard chunk', end(/dashboard-page-[^/]*\\.js$/)], ['/api/attendance/day', end(/\\/api\\/attendance\\/day/)]]
    .map(([name, t]) => name + ' ' + t.toFixed(0)).join(', ')
})()`

const readMarks = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Marks }).__bench)

const dashboard: number[] = []
const returning: number[] = []
const scan: number[] = []
const cleanup = new Cleanup()
try {
  const build = webBuild()
  cleanup.add(() => build.remove())
  const db = await throwawayDatabase('browser')
  cleanup.add(() => db.drop())
  const seeded = await seedAndAnalyze(db.target, { students: STUDENTS, days: DAYS })
  console.log(`seeded ${thousands(STUDENTS)} students × ${DAYS} days (${thousands(seeded.records)} records) in ${seeded.seconds.toFixed(0)} s`)
  const handle = createDb(db.target)
  cleanup.add(() => handle.db.destroy())
  const ctx = await bootstrap(handle, benchConfig(db.target))
  cleanup.add(() => ctx.events.close())
  await openEveryDay(handle.db, ctx.schoolId) // scans record "today", which may be a weekend
  // With `npm start`'s logging (ADR 018), to a file as under a service manager.
  const logFile = path.join(os.tmpdir(), `rollcall-browser-bench-${process.pid}.log`)
  cleanup.add(async () => fs.rmSync(logFile, { force: true }))
  const server = await startServerProcess({ DATABASE_URL: db.url, DEMO: '0', LOG_LEVEL: DEFAULT_LOG_LEVEL, WEB_DIST: build.dir }, { logFile })
  cleanup.add(() => server.stop())
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
  cleanup.add(() => browser.close())

  const signedInContext = async (): Promise<BrowserContext> => {
    const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1280, height: 800 } })
    const login = await context.request.post('/api/auth/login', { data: { kind: 'staff', identifier: LARGE.headEmail, password: LARGE.password } })
    if (login.status() !== 200) throw new Error(`sign-in failed: ${login.status()}`)
    await context.addInitScript({ content: INSTALL_MARKS })
    return context
  }

  for (let run = 0; run <= RUNS; run++) {
    const context = await signedInContext()
    const page = await context.newPage()
    await page.goto(`/dashboard?date=${LARGE.lastDay}`)
    await page.locator('tbody tr[data-student-id]').first().waitFor()
    await page.waitForFunction(() => ((window as unknown as { __bench: Marks }).__bench.firstRow ?? -1) > 0)
    const marks = await readMarks(page)
    if (run > 0) dashboard.push(marks.firstRow!) // run 0 warms the server and the browser up
    console.log(`dashboard run ${run}: first row at ${marks.firstRow!.toFixed(0)} ms (done by then: ${await page.evaluate(WATERFALL)})`)
    // The same teacher tomorrow: the same browser, its files cached (immutable) and their code cache kept.
    const again = await context.newPage()
    await again.goto(`/dashboard?date=${LARGE.lastDay}`)
    await again.waitForFunction(() => ((window as unknown as { __bench: Marks }).__bench.firstRow ?? -1) > 0)
    if (run > 0) returning.push((await readMarks(again)).firstRow!)
    await context.close()
  }

  const context = await signedInContext()
  const page = await context.newPage()
  await page.goto('/scan')
  const field = page.getByLabel('Code', { exact: true })
  await field.waitFor()
  for (let run = 0; run <= RUNS; run++) {
    const [code] = await issueCodes(ctx, [studentId(run)])
    await field.fill(code!)
    await field.press('Enter')
    await page.waitForFunction(() => ((window as unknown as { __bench: Marks }).__bench.result ?? -1) > 0)
    const marks = await readMarks(page)
    if (marks.resultKind !== 'recorded') throw new Error(`scan ${run} was refused: ${await page.locator('[data-result]').textContent()}`)
    if (run > 0) scan.push(marks.result! - marks.submitted!)
  }
  console.log(`scan page, submit → result: ${scan.map((t) => t.toFixed(0)).join(', ')} ms`)
  await context.close()
} finally {
  await cleanup.run()
}

const median = (xs: number[]) => percentile(xs, 50)
const rows: BenchRow[] = [
  { benchmark: 'browser', measure: `dashboard: navigation → first row, ${thousands(STUDENTS)} students (median of ${RUNS})`, db: 'sqlite',
    value: `${ms(median(dashboard), 0)} (max ${ms(Math.max(...dashboard), 0)})`, budget: `≤ ${BUDGET.dashboardMs} ms`, met: median(dashboard) <= BUDGET.dashboardMs },
  { benchmark: 'browser', measure: `dashboard again in the same browser (files cached), first row (median of ${RUNS})`, db: 'sqlite',
    value: `${ms(median(returning), 0)} (max ${ms(Math.max(...returning), 0)})`, budget: 'reported', met: null },
  { benchmark: 'browser', measure: `scan page: submitted code → result (median of ${RUNS})`, db: 'sqlite',
    value: `${ms(median(scan), 0)} (max ${ms(Math.max(...scan), 0)})`, budget: `≤ ${BUDGET.scanMs} ms`, met: median(scan) <= BUDGET.scanMs },
]
report(rows)
