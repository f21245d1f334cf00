import path from 'node:path'
import { expect as baseExpect, test as base } from '@playwright/test'
import { ADMIN_CREATE_CLI, runCli } from '../../src/server/test/cli-process'
import { startServerProcess, type ServerProcess } from '../../src/server/test/server-process'
import { createThrowawayDatabase, type DatabaseKind, type ThrowawayDatabase } from '../../src/server/test/throwaway-database'

/*
 * A real school's first day, not the demo: journeys that use `test` from here get a server of their
 * own, started with DEMO=0 on a new, empty database (a SQLite file, or a new PostgreSQL database
 * next to TEST_DATABASE_URL's), and a headmaster made with `npm run admin:create`, as the README
 * tells a school to. `baseURL` points at that server; the config's shared demo server is not used.
 */

export interface Headmaster {
  name: string
  email: string
  password: string
}

export interface EmptySchool {
  baseURL: string
  database: ThrowawayDatabase
  headmaster: Headmaster
  /** What `admin:create` printed, for a journey that wants to show it. */
  adminCreateOutput: string
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (as in CI). */
export const DATABASE_KINDS: DatabaseKind[] = ['sqlite', 'postgres']
export const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)

const HEADMASTER: Headmaster = { name: 'Ada Lovelace', email: 'ada@school.org', password: 'day-one password' }

/** The server as the config's webServer runs it (tsx, the web build from `npm run build`), but DEMO=0. */
async function startServer(database: ThrowawayDatabase): Promise<ServerProcess> {
  return startServerProcess(
    { DATABASE_URL: database.url, DEMO: '0', WEB_DIST: path.resolve('dist', 'web'), LOG_LEVEL: 'warn' },
    { healthTimeoutMs: 120_000 },
  )
}

async function createHeadmaster(database: ThrowawayDatabase, headmaster: Headmaster): Promise<string> {
  const result = await runCli(ADMIN_CREATE_CLI, ['--name', headmaster.name, '--email', headmaster.email], {
    DATABASE_URL: database.url,
    ROLLCALL_ADMIN_PASSWORD: headmaster.password,
  })
  if (result.code !== 0) throw new Error(`admin:create failed (${result.timedOut ? 'timed out' : `exit ${result.code}`}): ${result.stderr}`)
  return result.stdout
}

export const test = base.extend<{ databaseKind: DatabaseKind; emptySchool: EmptySchool }>({
  databaseKind: ['sqlite', { option: true }],
  emptySchool: async ({ databaseKind }, use, testInfo) => {
    const database = await createThrowawayDatabase(databaseKind)
    let server: ServerProcess | null = null
    try {
      // As a school does it: the server on the empty database first, then its first account.
      server = await startServer(database)
      const adminCreateOutput = await createHeadmaster(database, HEADMASTER)
      await use({ baseURL: server.base, database, headmaster: HEADMASTER, adminCreateOutput })
    } finally {
      if (server && testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server log', { body: server.output() })
      await server?.stop()
      await database.drop()
    }
  },
  baseURL: async ({ emptySchool }, use) => use(emptySchool.baseURL),
})

/**
 * Every page of the journey is a first visit to a server that has just started (nothing cached, the
 * server's render module loaded on first use), so waits are longer than the shared demo server's.
 */
export const expect = baseExpect.configure({ timeout: 20_000 })
