/**
 * Lighthouse's accessibility score on the main screens, signed in, in both themes (docs/accessibility.md).
 * The `lighthouse` package audits Debian's Chromium (never a downloaded browser), started here through
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
import lighthouse from 'lighthouse'
import { Cleanup } from './support/cleanup'
import { type AuditedPage, ROLL_CALL_PATH, startLighthouseDemo } from './support/lighthouse-demo'
import { QUICK, report, type BenchRow } from './support/report'

const THEMES = QUICK ? (['light'] as const) : (['light', 'dark'] as const)

const PAGES: AuditedPage[] = [
  { name: 'sign-in', role: null, path: '/' },
  { name: 'dashboard', role: 'headmaster', path: '/dashboard' },
  { name: 'roll call', role: 'homeroom_teacher', path: ROLL_CALL_PATH },
  { name: 'student profile', role: 'student', path: '/' },
  { name: 'scan', role: 'homeroom_teacher', path: '/scan' },
  { name: 'reports', role: 'headmaster', path: '/reports' },
]
const pages = QUICK ? PAGES.filter((p) => p.name === 'dashboard') : PAGES

const cleanup = new Cleanup()
const rows: BenchRow[] = []
try {
  const demo = await startLighthouseDemo(cleanup)
  for (const theme of THEMES) {
    for (const page of pages) {
      const url = await demo.prepare(page, theme)
      const result = await lighthouse(url, { port: demo.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], formFactor: 'desktop', screenEmulation: { disabled: true } })
      const lhr = result!.lhr
      const score = lhr.categories.accessibility!.score ?? 0
      const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      console.log(`${page.name} (${theme}): ${(score * 100).toFixed(0)}  ${lhr.finalDisplayedUrl.replace(demo.base, '')}`)
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
