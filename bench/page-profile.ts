/**
 * Where a screen's first seconds of JavaScript go, by source module and function: a CPU profile of a
 * cold visit in Debian's Chromium at Lighthouse's 4× slower CPU, mapped back through the build's source
 * maps. It is the tool to find what `bench/lighthouse-perf.ts`'s total blocking time is made of.
 *
 *   npx tsx bench/page-profile.ts [--only dashboard,profile] [--top 25] [--seconds 4] [--rate 4]
 *
 * Prints, per screen: the self time of each source module (node_modules by package), the functions with
 * the most self time, and the self time of code run while modules were evaluated (their top level).
 * Figures are milliseconds of the throttled main thread; they move with the host's load like Lighthouse's.
 * The visit is made as Lighthouse's phone (its screen, user agent and client hints, Lighthouse's own emulation).
 * --rate 1 traces the visit unthrottled, as Lighthouse does before it multiplies each task by 4 (its simulated
 * throttling): a task then counts as long over 12.5 ms.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { defaultSettings } from 'lighthouse/core/config/constants.js'
import { emulate } from 'lighthouse/core/lib/emulation.js'
import { Cleanup } from './support/cleanup'
import { type AuditedPage, ROLL_CALL_PATH, startLighthouseDemo } from './support/lighthouse-demo'
import { webBuild } from './support/web-build'

const SCREENS: (AuditedPage & { key: string })[] = [
  { key: 'profile', name: 'student profile', role: 'student', path: '/' },
  { key: 'dashboard', name: 'dashboard', role: 'headmaster', path: '/dashboard' },
  { key: 'roll-call', name: 'roll call', role: 'homeroom_teacher', path: ROLL_CALL_PATH },
  { key: 'scan', name: 'scan', role: 'homeroom_teacher', path: '/scan' },
  { key: 'students', name: 'students', role: 'headmaster', path: '/students' },
  { key: 'reports', name: 'reports', role: 'headmaster', path: '/reports' },
  { key: 'sign-in', name: 'sign-in', role: null, path: '/' },
]

const { values } = parseArgs({ strict: false, options: { only: { type: 'string' }, top: { type: 'string' }, seconds: { type: 'string' }, rate: { type: 'string' } } })
const only = typeof values.only === 'string' ? values.only.split(',') : ['profile', 'dashboard']
const TOP = Number(values.top ?? 25)
const SECONDS = Number(values.seconds ?? 4)
/** Chromium's CPU throttling; a task is long over 50 ms at Lighthouse's 4×, so over 50 × RATE / 4 ms here. */
const RATE = Number(values.rate ?? 4)
const LONG_MS = (50 * RATE) / 4

/** Chromium's main-thread tasks and the JavaScript sampler's ticks, in one trace. */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading']

interface CallFrame { functionName: string; url: string; lineNumber: number; columnNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; parent?: number }
interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; id?: string; args: { data?: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[]; startTime?: number; frame?: string } } }
type SourceOf = (frame: CallFrame) => { module: string; fn: string }

/**
 * The long tasks after the first contentful paint (as Lighthouse counts them: over 50 ms at 4× CPU), each with
 * the modules its JavaScript ran in; then the whole visit's JavaScript by module and function.
 */
function report(name: string, events: TraceEvent[], sourceOf: SourceOf): void {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  const chunks = events.filter((e) => e.name === 'ProfileChunk')
  const profileStart = events.find((e) => e.name === 'Profile')
  if (!fcp || !profileStart || chunks.length === 0) throw new Error(`${name}: the trace has no first paint or no samples`)
  const { pid, tid } = profileStart
  // The sampler's ticks with their times (ProfileChunk: nodes once, then samples with time deltas).
  const nodes = new Map<number, ProfileNode>()
  const ticks: { ts: number; node: number }[] = []
  let ts = profileStart.args.data!.startTime!
  for (const chunk of chunks.filter((c) => c.id === profileStart.id)) {
    for (const node of chunk.args.data!.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const samples = chunk.args.data!.cpuProfile?.samples ?? []
    const deltas = chunk.args.data!.timeDeltas ?? []
    samples.forEach((node, i) => ticks.push({ ts: (ts += deltas[i] ?? 0), node }))
  }
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts)
    // The outermost only (a ThreadControllerImpl::RunTask holds a RunTask of the same time).
    .filter((task, i, all) => i === 0 || task.ts >= all[i - 1]!.ts + all[i - 1]!.dur!)
  const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms)
  const list = (m: Map<string, number>, top: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top)
  const modules = new Map<string, number>()
  const functions = new Map<string, number>()
  for (let i = 0; i < ticks.length - 1; i++) {
    const frame = nodes.get(ticks[i]!.node)?.callFrame
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)' || frame.functionName === '(root)') continue
    const ms = (ticks[i + 1]!.ts - ticks[i]!.ts) / 1000
    const { module, fn } = sourceOf(frame)
    add(modules, module, ms)
    add(functions, `${fn} [${module}]`, ms)
  }
  /** What the browser did in a task, by its outermost steps' names (ParseHTML, Layout, v8.compile, FunctionCall…), ms. */
  const stepsOf = (task: TraceEvent) => {
    const inside = events
      .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur! && !e.name.includes('RunTask'))
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
    const steps = new Map<string, number>()
    let end = 0
    for (const e of inside) {
      if (e.ts < end) continue
      end = e.ts + (e.dur ?? 0)
      add(steps, e.name, (e.dur ?? 0) / 1000)
    }
    return steps
  }
  let blocking = 0
  const lines: string[] = []
  let tick = 0
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000
    if (ms <= LONG_MS) continue
    blocking += ms - LONG_MS
    const by = new Map<string, number>()
    const fns = new Map<string, number>()
    while (tick < ticks.length && ticks[tick]!.ts < task.ts) tick++
    for (let i = tick; i < ticks.length - 1 && ticks[i]!.ts < task.ts + task.dur!; i++) {
      const frame = nodes.get(ticks[i]!.node)?.callFrame
      if (!frame || frame.functionName === '(idle)') continue
      const tickMs = (ticks[i + 1]!.ts - ticks[i]!.ts) / 1000
      if (frame.functionName === '(program)') add(by, '(browser)', tickMs)
      else {
        const { module, fn } = sourceOf(frame)
        add(by, module, tickMs)
        add(fns, fn, tickMs)
      }
    }
    lines.push(`  +${((task.ts - fcp.ts) / 1000).toFixed(0).padStart(5)} ms: ${ms.toFixed(0).padStart(4)} ms (CPU ${cpu.toFixed(0)})  ${list(by, 5).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`)
    lines.push(`          in the task: ${list(stepsOf(task), 4).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`)
    if (fns.size > 0) lines.push(`          functions: ${list(fns, 4).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`)
  }
  const long = lines.filter((line) => line.startsWith('  +')).length
  console.log(`\n${name}: after the first paint, ${long} tasks over ${LONG_MS} ms; ${blocking.toFixed(0)} ms over ${LONG_MS} in all (times at ${RATE}× CPU)`)
  console.log(lines.join('\n'))
  console.log(`JavaScript by module:\n${list(modules, TOP).map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n')}`)
  console.log(`by function:\n${list(functions, TOP).map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n')}`)
}

const cleanup = new Cleanup()
try {
  const build = webBuild()
  cleanup.add(() => build.remove())
  process.env.BENCH_WEB_DIST = build.dir
  const demo = await startLighthouseDemo(cleanup)
  const maps = new Map<string, TraceMap | null>()
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = path.join(build.dir, new URL(url).pathname + '.map')
      maps.set(url, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null)
    }
    return maps.get(url)!
  }
  /** A frame's source: the module (a package for node_modules) and the function, as the source map says. */
  const sourceOf: SourceOf = (frame) => {
    if (!frame.url) return { module: `(${frame.functionName || 'native'})`, fn: frame.functionName }
    const map = frame.url.includes('/assets/') ? mapOf(frame.url) : null
    if (!map) return { module: frame.url.replace(demo.base, ''), fn: frame.functionName }
    const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
    const source = (at.source ?? `? ${frame.url.replace(/.*\//, '')}:${frame.lineNumber}:${Math.floor(frame.columnNumber / 1000)}k`).replace(/^(\.\.\/)+/, '')
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]
    return { module: pkg ?? source, fn: `${at.name ?? frame.functionName ?? '?'} (${source.split('/').slice(-2).join('/')}:${at.line})` }
  }

  for (const screen of SCREENS.filter((s) => only.includes(s.key))) {
    const url = await demo.prepare(screen, 'light')
    const page = await demo.browser.newPage()
    const cdp = await demo.browser.newCDPSession(page)
    // The phone Lighthouse emulates (its screen, its user agent and the client hints that say it is a phone), so the
    // server renders what it renders for Lighthouse (ADR 059) and the visit is the one bench/lighthouse-perf.ts measures.
    await (emulate as (session: unknown, settings: unknown) => Promise<void>)({ sendCommand: (method: string, params: object) => cdp.send(method as 'Emulation.setDeviceMetricsOverride', params as never) }, defaultSettings)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE })
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' })
    await page.goto(url)
    await page.waitForTimeout(SECONDS * 1000)
    await cdp.send('Tracing.end')
    await complete
    await page.close()
    report(screen.name, events, sourceOf)
  }
} finally {
  await cleanup.run()
}
