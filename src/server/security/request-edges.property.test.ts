import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiPath } from '../openapi/document'
import type { RouteEntry } from '../plugins/route-table'
import { MONDAY_MORNING } from '../test/attendance-helpers'
import { OVERSIZED_HEADERS, RAW_REQUESTS } from '../test/edge-cases'
import { type EdgeRequest, edgeRequests, isDateParameter, type QueryParameter } from '../test/edge-requests'
import { errorShapeProblem } from '../test/error-shape'
import { admits, type Caller, everyCaller, type SchoolIds } from '../test/principals'
import { rawRequest, requestBytes } from '../test/raw-http'
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/test-app'

/**
 * Whatever arrives at the edges of a request, the answer is a 2xx/3xx or a 4xx in the API's shape
 * (`{error, code}` in words), never a 5xx. Every route the app registers (its route table) ×
 * every caller (signed out, each role, a district user, a school's and a district's API token) gets malformed
 * path parameters, every date parameter its OpenAPI description names with far and impossible values, odd and
 * random query strings, and odd headers (test/edge-requests.ts); then headers and addresses past Node's 16 KB
 * and requests Node's parser refuses. All over a real socket: `inject` skips Node's parser and cleans URLs.
 * The app trusts a proxy and serves schools by host name, so forwarded headers and Host are read too.
 * Prints `fuzz: <engine> N requests …, K ≥ 500`, the line docs/security.md quotes.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)
/** Requests in flight at once: the server answers one at a time, but the client's work and the database's overlap. */
const IN_FLIGHT = 4

type Kind = EdgeRequest['kind'] | 'oversized' | 'raw'
interface Sent {
  kind: Kind
  label: string
  request: EdgeRequest['request'] | Buffer
  /** A page of the web app (not /api/): a 4xx may be its HTML page. */
  page: boolean
}

describe.each(TEST_DATABASES)('requests at the edges on %s', (kind) => {
  let t: TestApp
  let port: number
  let callers: Caller[]
  let ids: SchoolIds
  let queryOf: (route: RouteEntry) => QueryParameter[]

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING, baseDomain: 'rollcall.test', trustProxy: true })
    ;({ callers, ids } = await everyCaller(t, MONDAY_MORNING))
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: (QueryParameter & { in: string })[] }>>
    }>()
    queryOf = (route) => (document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.parameters ?? []).filter((p) => p.in === 'query')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(() => t.close())

  it('finds the routes and their date parameters from what the app registers and describes', () => {
    const routes = t.app.routeTable
    expect(routes.length).toBeGreaterThan(100)
    const withDates = routes.filter((r) => queryOf(r).some(isDateParameter)).map((r) => `${r.method} ${r.url}`)
    expect(withDates).toEqual(expect.arrayContaining(['GET /api/reports/day', 'GET /api/reports/range', 'GET /api/district/schools', 'GET /api/district/schools/:code/days', 'GET /api/notices']))
    expect(withDates.length).toBeGreaterThanOrEqual(15)
  })

  it('answers every path, date, query and header case with 2xx–4xx, each 4xx in the API’s shape', async () => {
    const started = Date.now()
    const cpu = process.cpuUsage()
    const routes = t.app.routeTable
    const sent: Sent[] = edgeRequests({ routes, callers, ids, queryOf, seed: SEED }).map((e) => ({ ...e, page: !e.request.target.startsWith('/api/') }))
    // Past Node's limits, and what its parser refuses: per route, a different one each time, as a caller the route admits.
    routes.forEach((route, i) => {
      const caller = callers.find((c) => admits(route.access, c) && !/\/logout$/.test(route.url)) ?? callers[0]!
      // A write's made-up id: a request the parser lets through must still change nothing.
      const path = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => (route.method !== 'GET' ? 'no-such-id' : name === 'code' ? ids.schoolCode : caller.studentId))
      const label = `${route.method} ${route.url} as ${caller.name}`
      const page = !path.startsWith('/api/')
      sent.push({ kind: 'oversized', label, page, request: { method: route.method, target: `${path}?q=${'a'.repeat(20_000)}`, headers: caller.auth } })
      sent.push({ kind: 'oversized', label, page, request: { method: route.method, target: path, headers: [...caller.auth, ...OVERSIZED_HEADERS[i % OVERSIZED_HEADERS.length]!] } })
      sent.push({ kind: 'raw', label, page, request: Buffer.from(RAW_REQUESTS[i % RAW_REQUESTS.length]!.replaceAll('{path}', path), 'latin1') })
    })

    const answers = await inTurn(sent, (s) => rawRequest(port, s.request))
    const serverErrors: string[] = []
    const wrongShape: string[] = []
    const unanswered: string[] = []
    /** What a 2xx came back for: the cases reached past validation, as every caller (no session was lost on the way). */
    const reached = new Set<string>()
    sent.forEach((s, i) => {
      const answer = answers[i]!
      const what = `${s.kind}: ${s.label}: ${shown(s.request)}`
      if (!answer) return unanswered.push(what)
      if (answer.status < 300) reached.add(`${s.kind}: ${s.label}`).add(s.label.replace(/^.* as /, 'as '))
      if (answer.status >= 500) return serverErrors.push(`${what} → ${answer.status} ${answer.body.slice(0, 200)}`)
      if (answer.status < 400 || (s.page && answer.headers['content-type']?.startsWith('text/html'))) return
      const problem = errorShapeProblem(answer.headers['content-type'], answer.body)
      if (problem) wrongShape.push(`${what} → ${answer.status} ${problem}: ${answer.body.slice(0, 120)}`)
    })

    const counts = new Map<Kind, number>()
    for (const s of sent) counts.set(s.kind, (counts.get(s.kind) ?? 0) + 1)
    const byKind = [...counts].map(([k, n]) => `${k} ${n.toLocaleString('en')}`)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const { user, system } = process.cpuUsage(cpu)
    const cpuSeconds = ((user + system) / 1e6).toFixed(1)
    console.info(`fuzz: ${kind} ${sent.length.toLocaleString('en')} requests (${byKind.join(', ')}), ${serverErrors.length} ≥ 500, ${seconds} s (${cpuSeconds} s CPU, client and server)`)
    expect.soft(serverErrors.slice(0, 30), `${serverErrors.length} answers ≥ 500`).toEqual([])
    expect.soft(wrongShape.slice(0, 30), `${wrongShape.length} 4xx not in the API's shape`).toEqual([])
    expect.soft(unanswered.slice(0, 30), `${unanswered.length} requests closed without an answer`).toEqual([])
    // Not refusals only: every caller was answered 2xx somewhere, and every read with a date read a good one.
    expect.soft(callers.filter((c) => !reached.has(`as ${c.name}`)).map((c) => c.name)).toEqual([])
    const dateReads = routes.filter((r) => r.method === 'GET' && queryOf(r).some(isDateParameter))
    const lead = (r: RouteEntry) => callers.find((c) => admits(r.access, c))!.name
    expect.soft(dateReads.filter((r) => !reached.has(`date: ${r.method} ${r.url} as ${lead(r)}`)).map((r) => r.url)).toEqual([])
  }, 600_000)
})

/** The request's first line and last headers, shortened: enough to send it again by hand. */
function shown(request: Sent['request']): string {
  const text = (Buffer.isBuffer(request) ? request : requestBytes(request)).toString('latin1')
  const short = (line: string) => (line.length > 160 ? `${line.slice(0, 160)}…` : line)
  const [line = '', ...headers] = text.slice(0, text.indexOf('\r\n\r\n') >>> 0).split('\r\n')
  return JSON.stringify([short(line), ...headers.filter((h) => !/^(host|connection|content-length): /i.test(h)).slice(-2).map(short)])
}

/** Runs `send` over the list, IN_FLIGHT at a time, answers in the list's order. */
async function inTurn<T>(list: Sent[], send: (s: Sent) => Promise<T>): Promise<T[]> {
  const answers: T[] = new Array(list.length)
  let next = 0
  const worker = async () => {
    while (next < list.length) {
      const i = next++
      answers[i] = await send(list[i]!)
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  return answers
}

