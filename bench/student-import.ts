/**
 * Importing 5,000 students from CSV through the whole server (app.inject(): routing, session,
 * CSV parsing, row checks, SQL, JSON): the preview a person reads, then Apply, for a file of
 * 5,000 new students and then a file changing all 5,000 (name and class). Each round adds
 * 5,000 more students to the demo school, so later rounds run against a bigger school (10 rounds:
 * up to 50,050 students).
 *
 *   npx tsx bench/student-import.ts [--quick]           # embedded SQLite (--quick: one round of 1,000 rows)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/student-import.ts   # and PostgreSQL too
 *
 * PostgreSQL runs in a throwaway schema of that database (TEST_DATABASE_URL or a postgres://
 * DATABASE_URL are used when BENCH_DATABASE_URL is not set).
 * Budget: preview + apply of 5,000 rows under 5 s at p95, on each database.
 */
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { performance } from 'node:perf_hooks'
import type { ClassListResponse } from '../src/shared/contracts/classes'
import type { DepartmentListResponse } from '../src/shared/contracts/students'
import type { DatabaseKind } from '../src/server/db/create-db'
import { cookieFor } from '../src/server/test/demo-logins'
import { createTestApp, type TestApp } from '../src/server/test/test-app'
import { percentile } from './support/big-school'
import { type BenchRow, QUICK, report } from './support/report'

const ROWS = QUICK ? 1_000 : 5_000
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 1 : 10))
const BUDGET_MS = 5_000
const pgUrl = [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) => u?.startsWith('postgres'))

async function timed(t: TestApp, cookie: string, path: string, csv: string, expectStatus = 200) {
  const started = performance.now()
  const response = await t.app.inject({ method: 'POST', url: path, headers: { cookie, 'content-type': 'text/csv' }, payload: csv })
  const ms = performance.now() - started
  if (response.statusCode !== expectStatus) throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 500)}`)
  return { ms, body: response.json() }
}

async function run(kind: DatabaseKind): Promise<{ new: number; changed: number }> {
  if (kind === 'postgres') process.env.TEST_DATABASE_URL = pgUrl
  const t = await createTestApp(kind)
  const cookie = await cookieFor(t.app, 'headmaster')
  const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json<T>()
  const classes = (await get<ClassListResponse>('/api/classes')).classes.map((c) => c.name)
  const departments = (await get<DepartmentListResponse>('/api/departments')).departments.map((d) => d.name)
  const exportOf = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/students/export?format=csv&q=${encodeURIComponent(q)}`, headers: { cookie } })).body
  const taken = new Set((parse(await exportOf(''), { bom: true }) as string[][]).map((r) => r[2]))
  let next = 10_000

  const samples = { 'preview, new': [] as number[], 'apply, new': [] as number[], 'preview, changed': [] as number[], 'apply, changed': [] as number[] }
  const totals = { new: [] as number[], changed: [] as number[] }
  for (let round = 0; round < ROUNDS; round++) {
    const rows: string[][] = [['Name', 'Student ID', 'Parent Number', 'Class', 'Level', 'Department']]
    for (let i = 0; i < ROWS; i++) {
      while (taken.has(String(next))) next++
      rows.push([`Import ${round}-${i} Student`, '', String(next++), classes[i % classes.length]!, i % 2 ? 'Senior' : 'Junior', departments[i % departments.length]!])
    }
    const adds = stringify(rows, { record_delimiter: 'windows' })
    const preview = await timed(t, cookie, '/api/students/import/preview', adds)
    if (preview.body.counts.add !== ROWS) throw new Error(`preview: ${JSON.stringify(preview.body.counts)}`)
    const apply = await timed(t, cookie, '/api/students/import', adds)
    if (apply.body.added !== ROWS) throw new Error(`apply: ${JSON.stringify(apply.body)}`)
    samples['preview, new'].push(preview.ms)
    samples['apply, new'].push(apply.ms)
    totals.new.push(preview.ms + apply.ms)

    // The export of those students, each renamed and moved to the next class.
    const exported = parse(await exportOf(`Import ${round}-`), { bom: true }) as string[][]
    const changed = stringify(
      [exported[0]!, ...exported.slice(1).map((r) => [`${r[0]} Changed`, r[1]!, r[2]!, classes[(classes.indexOf(r[3]!) + 1) % classes.length]!, r[4]!, r[5]!])],
      { record_delimiter: 'windows' },
    )
    const previewChanged = await timed(t, cookie, '/api/students/import/preview', changed)
    if (previewChanged.body.counts.update !== ROWS) throw new Error(`preview: ${JSON.stringify(previewChanged.body.counts)}`)
    const applyChanged = await timed(t, cookie, '/api/students/import', changed)
    if (applyChanged.body.updated !== ROWS) throw new Error(`apply: ${JSON.stringify(applyChanged.body)}`)
    samples['preview, changed'].push(previewChanged.ms)
    samples['apply, changed'].push(applyChanged.ms)
    totals.changed.push(previewChanged.ms + applyChanged.ms)
  }

  const ms = (v: number) => `${Math.round(v)} ms`
  for (const [label, values] of Object.entries(samples)) {
    console.log(`student import, ${label} (${kind}): p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))} over ${ROUNDS}`)
  }
  for (const [label, values] of Object.entries(totals)) {
    console.log(`student import, preview + apply of ${ROWS.toLocaleString('en')} ${label} (${kind}): p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`)
  }
  await t.close()
  return { new: percentile(totals.new, 95), changed: percentile(totals.changed, 95) }
}

const rows: BenchRow[] = []
for (const kind of pgUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
  const p95 = await run(kind)
  rows.push({ benchmark: 'student import', measure: `preview + apply of ${ROWS.toLocaleString('en')} rows (new; changed), p95`, db: kind,
    value: `${Math.round(p95.new)} ms; ${Math.round(p95.changed)} ms`, budget: `< ${BUDGET_MS} ms`, met: Math.max(p95.new, p95.changed) < BUDGET_MS })
}
report(rows)
