import fc from 'fast-check'
import { isoDateSchema } from '#shared/contracts/attendance'
import { ID_PATTERN } from '#shared/text'
import type { RouteEntry } from '../plugins/route-table'
import { anyPathSegment, anyText, BROKEN_URL_BYTES, encodeAny } from './any-text'
import { DATE_PAIRS, DATE_VALUES, GOOD_DATE, HEADER_CASES, type Header, PATH_SEGMENTS, QUERY_STRINGS } from './edge-cases'
import { admits, type Caller, type SchoolIds } from './principals'
import type { RawRequest } from './raw-http'

/**
 * The requests of the edge fuzz (security/request-edges.property.test.ts), made from the routes the app
 * registered and the query parameters its OpenAPI description gives each one: for every route and caller,
 * malformed path parameters, every date parameter's bad and far values, random and odd query strings, and
 * odd headers. The first caller a route admits gets every case; the other callers it admits get what passes
 * validation (each reaches its own handler and policy) and a few more; one it refuses gets a few, turning,
 * since the access hook answers before either.
 */
export type EdgeKind = 'path' | 'date' | 'query' | 'header'

export interface EdgeRequest {
  kind: EdgeKind
  /** `GET /api/students/:id as parent`: where a failure is reported. */
  label: string
  request: RawRequest
}

export interface QueryParameter {
  name: string
  required: boolean
  schema: { enum?: unknown[]; description?: string }
}

/** A date the API reads: described as one (isoDateSchema's words), or named like one. */
export const isDateParameter = (p: QueryParameter) =>
  /calendar day/i.test(p.schema.description ?? '') || /^(date|day|from|to|since|until|start|end|month|week)$|Date$/i.test(p.name)

const CHANGES = new Set(['POST', 'PUT', 'PATCH'])
/** Routes that end the session they are called with: called signed out only, or they would sign the other cases out. */
const ENDS_SESSION = /\/logout$/

export interface EdgeOptions {
  routes: readonly RouteEntry[]
  callers: readonly Caller[]
  ids: SchoolIds
  queryOf: (route: RouteEntry) => QueryParameter[]
  seed: number
}

export function edgeRequests({ routes, callers, ids, queryOf, seed }: EdgeOptions): EdgeRequest[] {
  const out: EdgeRequest[] = []
  let turn = 0
  let refusals = 0
  /** A few of a list for a caller the route refuses, a different few each time. */
  const some = <T>(list: readonly T[], count: number) => Array.from({ length: count }, () => list[turn++ % list.length]!)
  const randomSegments = fc.sample(anyPathSegment, { seed, numRuns: 400 })
  const randomQueries = (names: string[], count: number) => fc.sample(randomQuery(names), { seed: seed + turn++, numRuns: count })

  for (const route of routes) {
    const parameters = queryOf(route)
    const dates = parameters.filter(isDateParameter)
    const hasBody = CHANGES.has(route.method)
    const admittedCallers = callers.filter((c) => admits(route.access, c) && !(ENDS_SESSION.test(route.url) && c.auth.length > 0))
    for (const caller of callers) {
      if (ENDS_SESSION.test(route.url) && caller.auth.length > 0) continue
      const admitted = admittedCallers.includes(caller)
      // The first caller the route admits gets every case; the others, what passes validation (so reaches their handler) and a few more.
      const lead = caller === admittedCallers[0]
      // One it refuses hears 401/403 from the access hook before any of it is read (a path, before that the router): one case, its kind in turn.
      const kinds = (['path', 'date', 'query', 'header'] as const).filter((k) => (k !== 'path' || route.url.includes('/:')) && (k !== 'date' || dates.length > 0))
      const only = admitted ? null : kinds[refusals++ % kinds.length]!
      const wants = (kind: EdgeKind) => only === null || only === kind
      const label = `${route.method} ${route.url} as ${caller.name}`
      const send = (kind: EdgeKind, path: string, query: string, headers: Header[] = caller.auth) =>
        out.push({
          kind, label,
          request: {
            method: route.method, target: query ? `${path}?${query}` : path,
            headers: hasBody && !headers.some(([n]) => n === 'content-type') ? [...headers, ['content-type', 'application/json']] : headers,
            ...(hasBody ? { body: '{}' } : {}),
          },
        })
      // Real ids where a read cannot change anything; a write's made-up one, so `{}` can never save.
      const real = route.method === 'GET' ? realPath(route.url, caller, ids) : route.url.replace(/:[A-Za-z]+/g, 'no-such-id')
      const base = baseQuery(parameters, ids)

      // Path parameters: every malformed one, and ids of every kind where a read cannot change anything.
      if (route.url.includes('/:') && wants('path')) {
        const realIds = route.method === 'GET' ? [ids.studentId, ids.classId, ids.teacherId, ids.departmentId, ids.schoolCode, caller.studentId,
          `${ids.studentId}%00`, ids.studentId.toUpperCase(), `${ids.studentId}/..`, `${ids.studentId}%2F`, `${ids.studentId}.json`] : []
        // The router and the id check answer a malformed one before any route's own code: each one on a few routes, in turn.
        const segments = lead ? [...realIds, ...some(ID_LIKE_SEGMENTS, 10), ...some(NOT_IDS, 8), ...randomSegments.slice(turn % 390, (turn % 390) + 3)]
          : admitted ? [...realIds, ...some(ID_LIKE_SEGMENTS, 3), ...some(NOT_IDS, 1)]
          : some(PATH_SEGMENTS, 1)
        for (const segment of segments) send('path', route.url.replace(/:[A-Za-z]+/g, segment), encodeQuery(base))
      }

      // Dates: each date parameter with every bad and far value, the others good; repeated, as arrays and objects; both ends at once.
      if (dates.length > 0 && wants('date')) {
        const withDates = (values: Record<string, string>) => encodeQuery({ ...base, ...Object.fromEntries(dates.map((d) => [d.name, GOOD_DATE])), ...values })
        const queries: string[] = []
        const passing: string[] = []
        for (const date of dates) {
          for (const value of DATE_VALUES) (isoDateSchema.safeParse(value).success ? passing : queries).push(withDates({ [date.name]: value }))
          const others = encodeQuery({ ...base, ...Object.fromEntries(dates.filter((d) => d !== date).map((d) => [d.name, GOOD_DATE])) })
          passing.push(others)
          queries.push(`${withDates({})}&${date.name}=0001-01-01`, `${others}&${date.name}[]=${GOOD_DATE}`, `${others}&${date.name}[x]=${GOOD_DATE}`)
        }
        const [from, to] = [dates.find((d) => d.name === 'from'), dates.find((d) => d.name === 'to')]
        if (from && to) for (const [a, b] of DATE_PAIRS) passing.push(withDates({ from: a, to: b }))
        for (const query of lead ? [...passing, ...queries] : admitted ? [...passing, ...some(queries, 4)] : some(queries, 1)) send('date', real, query)
      }

      // Query strings: odd shapes, and random pairs of the route's own parameters and others, any text and broken bytes.
      const names = [...parameters.map((p) => p.name), 'q', 'page', 'pageSize', 'date', 'from', 'to', 'id', 'token', 'format', '__proto__']
      const odd = QUERY_STRINGS.map((q) => [encodeQuery(base), q].filter(Boolean).join('&'))
      // Every odd shape where the route reads a query; elsewhere the parser is the same one, so a few in turn.
      const queries = lead ? [...(parameters.length > 0 ? odd : some(odd, 3)), ...randomQueries(names, 3)] : some(odd, 1)
      if (wants('query')) for (const query of queries) send('query', real, query)

      // Headers: each odd header case in turn, with the caller's own.
      if (wants('header')) for (const headers of some(HEADER_CASES, lead ? 3 : 1)) send('header', real, encodeQuery(base), [...caller.auth, ...headers])
    }
  }
  return out
}

/** Path parameters the id check lets through: they reach the queries. */
const ID_LIKE_SEGMENTS = PATH_SEGMENTS.filter((s) => ID_PATTERN.test(s))
const NOT_IDS = PATH_SEGMENTS.filter((s) => !ID_PATTERN.test(s))

/** The route's path with real ids: the caller's own student where the route takes one, the school's code for the district. */
function realPath(url: string, caller: Caller, ids: SchoolIds): string {
  if (url.startsWith('/api/lessons/')) return url.replace(':id', ids.lessonId)
  if (url.startsWith('/api/lesson-reports/classes/')) return url.replace(':id', ids.classId)
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'code' ? ids.schoolCode : name === 'parentId' ? ids.teacherId : caller.studentId))
}

/** The route's required parameters, filled so a case's one odd value is the only one: ids of the school, the first of a choice. */
function baseQuery(parameters: QueryParameter[], ids: SchoolIds): Record<string, string> {
  const base: Record<string, string> = {}
  for (const p of parameters) {
    if (!p.required || isDateParameter(p)) continue
    const id = (ids as unknown as Record<string, string>)[p.name]
    base[p.name] = id ?? String(p.schema.enum?.[0] ?? 'x')
  }
  return base
}

const encodeQuery = (pairs: Record<string, string>) => Object.entries(pairs).map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join('&')

function randomQuery(names: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(fc.constantFrom(...DATE_VALUES), anyText(30), fc.integer().map(String), fc.constantFrom('', '0', '-1', '1e9', 'csv', 'xlsx', 'school'))
  return fc
    .tuple(fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 6 }), fc.option(fc.constantFrom(...BROKEN_URL_BYTES), { freq: 4 }))
    .map(([pairs, broken]) => [...pairs.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`), ...(broken ? [`${names[0]}=${broken}`] : [])].join('&'))
}
