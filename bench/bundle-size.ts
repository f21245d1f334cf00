/**
 * What the browser downloads. A production build (support/web-build.ts)
 * read through Vite's manifest: the JavaScript the sign-in page loads (index.html's scripts and
 * preloads, and everything they import statically; every page after sign-in is a lazy chunk),
 * gzipped with node:zlib at its default level; the total of all chunks; and where the QR
 * scanner (jsqr) and any chart library end up.
 *
 *   npx tsx bench/bundle-size.ts [--quick]
 *
 * Budgets: sign-in page JavaScript ≤ 120 kB gzipped (kB = 1,000 bytes, as Vite prints); jsqr only
 * in chunks the scan page loads on demand; a chart library in no chunk the sign-in page loads; the
 * service worker's registration (workbox-window) in none either, since it registers after the first
 * paint, and its precache holding everything the sign-in page loads (ADR 026).
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { HOME_CODE, renderedPageCode } from '../src/shared/pages'
import { ChunkGraph } from './support/chunk-graph'
import { type BenchRow, formatTable, report } from './support/report'
import { webBuild } from './support/web-build'

const BUDGET_SIGN_IN_KB = 120
// Their source paths, as the build's manifest names their chunks: from the page manifest (ADR 049).
const SCAN_PAGE = renderedPageCode('/scan')![0]!.module
const DASHBOARD_PAGE = HOME_CODE.staff.module
const CHART_PACKAGE = /^(recharts|chart\.js|react-chartjs-2|echarts|echarts-for-react|apexcharts|react-apexcharts|highcharts|uplot|victory.*|d3-.*|@nivo\/.*|@visx\/.*)$/
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

const build = webBuild()
try {
  const graph = new ChunkGraph(build.dir)
  const entry = graph.entryFiles()
  const pageName = (key: string) => key.split('/').pop()!.replace(/\.tsx?$/, '')
  const loadedBy = new Map<string, string[]>()
  const mark = (files: string[], by: string) => files.forEach((f) => loadedBy.set(f, [...(loadedBy.get(f) ?? []), by]))
  mark(entry, 'sign-in')
  for (const page of graph.pages()) {
    mark(graph.pageFiles(page).filter((f) => !entry.includes(f)), pageName(page))
    mark(graph.lazyFilesOf(page).filter((f) => !entry.includes(f)), `${pageName(page)} (on demand)`)
  }

  // Every chunk, biggest first, with what loads it and what it is made of.
  const chunks = [...graph.chunks.values()].sort((a, b) => b.gzip - a.gzip)
  const top = (packages: Map<string, number>) =>
    [...packages].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, bytes]) => `${name} ${kB(bytes)}`).join(', ')
  console.log(formatTable(['chunk', 'raw', 'gzip', 'loaded by', 'largest parts (minified)'],
    chunks.map((c) => [c.file.replace('assets/', ''), kB(c.bytes), kB(c.gzip), [...new Set(loadedBy.get(c.file) ?? ['-'])].join(', ').slice(0, 60), top(c.packages)])))

  const signInJs = graph.gzipOf(entry)
  const signInPackages = new Map<string, number>()
  for (const file of entry) for (const [name, bytes] of graph.chunks.get(file)?.packages ?? []) signInPackages.set(name, (signInPackages.get(name) ?? 0) + bytes)
  console.log(`\nsign-in page: ${entry.filter((f) => f.endsWith('.js')).length} scripts, ${kB(signInJs)} gzipped; largest parts: ${top(signInPackages)}`)
  const allJs = graph.gzipOf(graph.chunks.keys())
  const allCss = graph.gzipOf(graph.chunks.keys(), '.css')
  const dashboardJs = graph.gzipOf(graph.pageFiles(DASHBOARD_PAGE).filter((f) => !entry.includes(f)))

  // The scanner: in chunks the scan page fetches on demand, and nowhere else.
  const jsqr = graph.filesWithPackage('jsqr')
  const scanOnDemand = new Set(graph.lazyFilesOf(SCAN_PAGE))
  const elsewhere = jsqr.filter((f) => !scanOnDemand.has(f) || entry.includes(f) || graph.pages().some((p) => graph.pageFiles(p).includes(f)))
  const jsqrOk = jsqr.length > 0 && elsewhere.length === 0

  // Chart libraries: wherever they are, not in what the sign-in page loads.
  const charts = new Map<string, string[]>()
  for (const chunk of graph.chunks.values()) {
    for (const name of chunk.packages.keys()) if (CHART_PACKAGE.test(name)) charts.set(chunk.file, [...(charts.get(chunk.file) ?? []), name])
  }
  const chartFiles = [...charts.keys()]
  const chartOnSignIn = chartFiles.filter((f) => entry.includes(f))
  const chartWhere = chartFiles.length === 0
    ? 'no chart library in any chunk'
    : `${[...new Set([...charts.values()].flat().map((n) => n.replace(/^d3-.*/, 'd3')))].join(', ')} in ${chartFiles.length} chunk(s), loaded by ${[...new Set(chartFiles.flatMap((f) => loadedBy.get(f) ?? ['-']))].join(', ')}`

  // The service worker (ADR 026): workbox-window loads after the first paint; the precache is the whole shell.
  const workbox = graph.filesWithPackage('workbox-window')
  const workboxOnSignIn = workbox.filter((f) => entry.includes(f))
  const worker = path.join(build.dir, 'sw.js')
  const precached = fs.existsSync(worker) ? [...fs.readFileSync(worker, 'utf8').matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1]!) : []
  const precachedGzip = precached.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(build.dir, file))).length, 0)
  const shellPrecached = precached.includes('index.html') && entry.every((f) => precached.includes(f))
  const serviceWorkerOk = workbox.length > 0 && workboxOnSignIn.length === 0 && shellPrecached

  const rows: BenchRow[] = [
    { benchmark: 'front end', exact: true, measure: 'JavaScript loaded by the sign-in page (gzip)', db: '', value: `${kB(signInJs)} in ${entry.filter((f) => f.endsWith('.js')).length} files`, budget: `≤ ${BUDGET_SIGN_IN_KB} kB`, met: signInJs <= BUDGET_SIGN_IN_KB * 1000 },
    { benchmark: 'front end', exact: true, measure: 'all chunks (gzip)', db: '', value: `JS ${kB(allJs)} in ${chunks.filter((c) => c.file.endsWith('.js')).length} chunks, CSS ${kB(allCss)}`, budget: 'reported', met: null },
    { benchmark: 'front end', exact: true, measure: 'dashboard page, beyond the sign-in page (gzip)', db: '', value: kB(dashboardJs), budget: 'reported', met: null },
    { benchmark: 'front end', exact: true, measure: 'scanner (jsqr) loaded only by the scan page', db: '', value: jsqr.length ? `${jsqr.map((f) => f.replace('assets/', '')).join(', ')}${elsewhere.length ? `; also loaded by ${elsewhere.flatMap((f) => loadedBy.get(f) ?? []).join(', ')}` : ', on demand'}` : 'jsqr not found in any chunk', budget: 'scan page only', met: jsqrOk },
    {
      benchmark: 'front end',
      exact: true,
      measure: 'service worker: registered after the first paint; its precache',
      db: '',
      value: workbox.length === 0
        ? 'workbox-window not found in any chunk'
        : `workbox-window ${workboxOnSignIn.length ? 'on the sign-in page' : 'after the first paint'}; precache ${precached.length} files, ${kB(precachedGzip)} gzipped${shellPrecached ? '' : ', without the sign-in page'}`,
      budget: 'not on sign-in',
      met: serviceWorkerOk,
    },
    { benchmark: 'front end', exact: true, measure: 'chart library loaded only where used', db: '', value: chartWhere, budget: 'not on sign-in', met: chartOnSignIn.length === 0 },
  ]
  report(rows)
} finally {
  build.remove()
}
