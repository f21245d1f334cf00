import type { LoginKind } from '#shared/contracts/auth'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, InjectOptions } from 'fastify'
import pg from 'pg'
import { buildApp } from '../app'
import { bootstrap } from '../bootstrap'
import type { AppConfig } from '../config'
import type { AppContext } from '../context'
import { createDb, type DatabaseKind } from '../db/create-db'
import { MONDAY_MORNING } from './attendance-helpers'
import { workerDatabaseUrl } from './worker-database'

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. TEST_ENGINES=postgres leaves SQLite
 * out: the run on a Citus cluster (scripts/citus-cluster.sh test) tests the cluster, not SQLite a second time.
 */
export const TEST_DATABASES: DatabaseKind[] = !process.env.TEST_DATABASE_URL
  ? ['sqlite']
  : process.env.TEST_ENGINES === 'postgres'
    ? ['postgres']
    : ['sqlite', 'postgres']

/**
 * True when TEST_DATABASE_URL is a Citus cluster's coordinator (`npm run test:citus`). The few checks that cannot
 * run there skip on it, saying why: docs/scaling.md ("On a real cluster") lists them.
 */
export const ON_CITUS = Boolean(process.env.CITUS_URL) && process.env.CITUS_URL === process.env.TEST_DATABASE_URL

export interface TestApp {
  app: FastifyInstance
  ctx: AppContext
  /** Moves the app's clock; the real clock is used until the first call. */
  setNow(date: Date): void
  close(): Promise<void>
}

/**
 * A fresh app on a fresh database: in-memory SQLite, or a throwaway schema of
 * the test PostgreSQL database, so test files never see each other's rows.
 * `now` sets the app's clock, stopped there, before the demo school is made (its term's history ends the day
 * before). Without it the clock starts at 08:00 on a Monday that is a school day (MONDAY_MORNING) and runs
 * on from there at the machine's pace: no test depends on today's date or weekday, and two writes are still
 * apart in time. `now: 'machine'` is the machine's own clock, for the tests of the clock itself.
 */
export async function createTestApp(
  kind: DatabaseKind,
  options: { demo?: boolean; webDist?: string; now?: Date | 'machine'; baseDomain?: string; trustProxy?: boolean } = {},
): Promise<TestApp> {
  const url = kind === 'postgres' ? await workerDatabaseUrl() : undefined
  let dropSchema = async () => {}
  let handle
  if (kind === 'postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL is not set')
    const schema = `test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    await admin.end()
    handle = createDb({ kind: 'postgres', url }, { pgSchema: schema, poolSize: 4 })
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop schema ${schema} cascade`)
      await client.end()
    }
  } else {
    handle = createDb({ kind: 'sqlite', file: ':memory:' })
  }

  // The clock from the start: the demo school's history runs up to the day before it.
  let fixedNow: Date | null = options.now instanceof Date ? options.now : null
  const startedAt = Date.now()
  const runningClock = options.now === 'machine' ? () => new Date() : () => new Date(MONDAY_MORNING.getTime() + Date.now() - startedAt)
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    database: kind === 'postgres' ? { kind, url: url! } : { kind, file: ':memory:' },
    demo: options.demo ?? true,
    secrets: {},
    trustProxy: options.trustProxy ?? false,
    baseDomain: options.baseDomain ?? null,
    logLevel: 'silent',
    webDist: options.webDist ?? null,
    declaredAnswersOnly: true,
  }
  const ctx = await bootstrap(handle, config, () => fixedNow ?? runningClock())
  const app = await buildApp(ctx)
  return {
    app,
    ctx,
    setNow: (date) => {
      fixedNow = date
    },
    close: async () => {
      await app.close()
      await ctx.events.close()
      await handle.db.destroy()
      await dropSchema()
    },
  }
}

/** The session cookie of a response, ready to send back as a Cookie header. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'rollcall_session')
  if (!cookie) throw new Error('the response set no session cookie')
  return `rollcall_session=${cookie.value}`
}

export async function signIn(
  app: FastifyInstance,
  kind: LoginKind,
  identifier: string,
  password: string,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { kind, identifier, password }, ...extra })
}
