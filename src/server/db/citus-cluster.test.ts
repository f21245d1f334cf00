import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distributeOnCitus } from './citus-distribution'
import { createDb, type DbHandle } from './create-db'
import { buildDemoSchool } from './demo/demo-school'
import { insertSchoolRows } from './demo/demo.queries'
import { migrateToLatest } from './migrator'
import { REFERENCE_TABLE_NAMES } from './table-kinds'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import type { QrCodeResponse } from '#shared/contracts/qr'
import { DEMO_SCHOOL_ID } from '../bootstrap'
import { SCHOOL_COOKIE } from '../modules/schools'
import { insertOtherSchool, OTHER_SCHOOL } from '../test/other-school'
import { createTestApp, sessionCookieOf, signIn, type TestApp } from '../test/test-app'

const citusUrl = process.env.CITUS_URL
/** The demo history's last day: a weekday with a record for every student of each school. */
const DAY = '2030-03-01'

/**
 * On a real Citus cluster (scripts/citus-cluster.sh up; then `source .tmp/citus/env`, which sets CITUS_URL):
 * the migrations, run on a fresh schema of a database with the citus extension, leave the reference tables
 * whole on every node and every school's table distributed by school_id, co-located, its shards on every
 * worker, and each school's day of records on that school's own shard.
 */
describe.skipIf(!citusUrl)('the schema on a Citus cluster (skipped unless CITUS_URL is set: scripts/citus-cluster.sh up, then source .tmp/citus/env)', () => {
  const schema = `test_citus_${randomBytes(6).toString('hex')}`
  let handle: DbHandle
  const rows = async <T,>(statement: string) => (await sql.raw<T>(statement).execute(handle.db)).rows

  beforeAll(async () => {
    handle = createDb({ kind: 'postgres', url: citusUrl! }, { pgSchema: schema, poolSize: 1 })
    await sql.raw(`create schema ${schema}`).execute(handle.db)
    await migrateToLatest(handle.db)
  }, 120_000)
  afterAll(async () => {
    if (!handle) return
    await sql.raw(`drop schema ${schema} cascade`).execute(handle.db)
    await handle.db.destroy()
  })

  const shardOf = async (table: string, schoolId: string) => {
    const [shard] = await rows<{ shardid: string; nodeport: number }>(
      `select s.shardid::text, s.nodeport from citus_shards s
       where s.shardid = get_shard_id_for_distribution_column('${schema}.${table}', '${schoolId}')`,
    )
    return shard!
  }

  it('makes the listed tables reference tables and distributes every other one by school_id, all co-located with users', async () => {
    const tables = await rows<{ name: string; type: string; column: string; colocation: number }>(
      `select c.relname::text as name, t.citus_table_type as type, t.distribution_column as column, t.colocation_id as colocation
       from public.citus_tables t join pg_class c on c.oid = t.table_name join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = '${schema}' order by 1`,
    )
    expect(tables.filter((t) => t.type === 'reference').map((t) => t.name)).toEqual(REFERENCE_TABLE_NAMES)
    const distributed = tables.filter((t) => t.type === 'distributed')
    expect(distributed.length).toBeGreaterThan(25)
    expect(distributed.filter((t) => t.column !== 'school_id').map((t) => t.name)).toEqual([])
    const users = distributed.find((t) => t.name === 'users')!
    expect(distributed.filter((t) => t.colocation !== users.colocation).map((t) => t.name)).toEqual([])
    const [local] = await rows<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = '${schema}' and c.relkind = 'r' and not exists (select 1 from public.citus_tables t where t.table_name = c.oid)`,
    )
    expect(local!.n, 'tables left on the coordinator alone').toBe(0)
    expect(await distributeOnCitus(handle.db), 'a second run distributes nothing more').toEqual([])
  })

  it("spreads attendance_records's shards over every worker", async () => {
    const [workers] = await rows<{ n: number }>(`select count(*)::int as n from pg_dist_node where groupid <> 0 and isactive`)
    const [nodes] = await rows<{ n: number }>(
      `select count(distinct nodeport)::int as n from citus_shards where table_name = '${schema}.attendance_records'::regclass`,
    )
    expect(workers!.n).toBeGreaterThanOrEqual(2)
    expect(nodes!.n).toBe(workers!.n)
  })

  it("keeps each school's day of records on its own shard, and a school's query on that shard alone", async () => {
    // Two school ids whose shards are on different workers (which worker a value hashes to is Citus's choice).
    const candidates = Array.from({ length: 20 }, (_, i) => `citus-school-${i}`)
    const first = candidates[0]!
    const firstNode = (await shardOf('attendance_records', first)).nodeport
    let second: string | undefined
    for (const id of candidates.slice(1)) {
      if ((await shardOf('attendance_records', id)).nodeport !== firstNode) {
        second = id
        break
      }
    }
    expect(second, 'two of 20 school ids hash to shards on different workers').toBeDefined()
    for (const id of [first, second!]) await insertSchoolRows(handle.db, buildDemoSchool(id, 'not-a-login', '2030-03-04'))

    for (const [id, other] of [[first, second!], [second!, first]] as const) {
      const own = await shardOf('attendance_records', id)
      const perShard = await rows<{ shardid: string; result: string }>(
        `select shardid::text, result from run_command_on_shards('${schema}.attendance_records',
           $$select count(*) from %s where school_id = '${id}' and date = '${DAY}'$$)`,
      )
      const holding = perShard.filter((s) => Number(s.result) > 0)
      expect(holding.map((s) => s.shardid), `${id}'s records of ${DAY}`).toEqual([own.shardid])
      expect(own.nodeport).not.toBe((await shardOf('attendance_records', other)).nodeport)
      // Every other table of the school sits with its records (co-located): the same node.
      for (const table of ['users', 'students', 'attendance_audit', 'attendance_calendars']) {
        expect((await shardOf(table, id)).nodeport, table).toBe(own.nodeport)
      }
      const plan = await rows<{ 'QUERY PLAN': string }>(
        `explain select count(*) from attendance_records where school_id = '${id}' and date = '${DAY}'`,
      )
      expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toMatch(/Task Count: 1\b/)
    }
  })
})

/**
 * The same through the app, as a school's morning makes it (`npm run test:citus` points TEST_DATABASE_URL at a
 * fresh database of the cluster): two schools in one deployment, a student of each shows their code and a
 * teacher of their school scans it; each school's scans of the day are on that school's shard and no other.
 */
describe.skipIf(!citusUrl || process.env.TEST_DATABASE_URL !== citusUrl)('a day of scans of two schools on a Citus cluster (npm run test:citus)', () => {
  const NOW = new Date('2026-12-01T07:30:00Z') // a Tuesday: a school day of the demo's term
  const TODAY = '2026-12-01'
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp('postgres', { now: NOW })
    await insertOtherSchool(t.ctx.db, NOW)
  }, 120_000)
  afterAll(() => t?.close())

  const rowsOf = async <T,>(statement: string) => (await sql.raw<T>(statement).execute(t.ctx.db)).rows
  const named = (school: string, cookie = '') => [cookie, `${SCHOOL_COOKIE}=${school}`].filter(Boolean).join('; ')

  /** Signs in to `school` as its demo account of `role` (the other school is a copy of the demo with its own password). */
  const cookieOf = async (school: string, role: 'student' | 'headmaster') => {
    const demo = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts', headers: { cookie: named(DEMO_SCHOOL_ID) } })).json<DemoAccountsResponse>()
    const account = demo.accounts.find((a) => a.role === role)!
    const password = school === DEMO_SCHOOL_ID ? demo.password : OTHER_SCHOOL.password
    const response = await signIn(t.app, account.kind, account.identifier, password, { headers: { cookie: named(school) } })
    expect(response.statusCode, `${role} of ${school}`).toBe(200)
    return named(school, sessionCookieOf(response))
  }

  it("stores each school's scans on its own shard", async () => {
    const schools = [DEMO_SCHOOL_ID, OTHER_SCHOOL.id]
    for (const school of schools) {
      const code = (await t.app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie: await cookieOf(school, 'student') } })).json<QrCodeResponse>()
      const scan = await t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: await cookieOf(school, 'headmaster') }, payload: { code: code.code } })
      expect(scan.statusCode, scan.body).toBe(200)
      expect(scan.json()).toMatchObject({ outcome: 'arrived' })
    }
    const shards: string[] = []
    for (const school of schools) {
      const [own] = await rowsOf<{ shardid: string }>(`select get_shard_id_for_distribution_column('attendance_records', '${school}')::text as shardid`)
      const perShard = await rowsOf<{ shardid: string; result: string }>(
        `select shardid::text, result from run_command_on_shards('attendance_records',
           $$select count(*) from %s where school_id = '${school}' and date = '${TODAY}' and method = 'qr'$$)`,
      )
      expect(perShard.filter((p) => Number(p.result) > 0), `${school}'s scans of ${TODAY}`).toEqual([{ shardid: own!.shardid, result: '1' }])
      shards.push(own!.shardid)
    }
    expect(new Set(shards).size, 'the two schools hash to two shards').toBe(2)
  })
})
