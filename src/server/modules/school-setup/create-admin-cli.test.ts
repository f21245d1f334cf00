import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app'
import { bootstrap } from '../../bootstrap'
import { loadConfig } from '../../config'
import { createDb } from '../../db/create-db'
import { ADMIN_CREATE_CLI, runCli } from '../../test/cli-process'
import { sessionCookieOf, signIn, TEST_DATABASES } from '../../test/test-app'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../test/throwaway-database'

/*
 * `npm run admin:create` as a school runs it: its own process, on a database of its own,
 * with no terminal. A tool that hangs is killed at the deadline and fails the test.
 */
// Each test starts node processes; a busy machine takes seconds for each (runCli's own deadline catches a hang).
vi.setConfig({ testTimeout: 90_000 })

const PASSWORD = 'a long password'
const ADA = ['--name', 'Ada Lovelace', '--email', 'ada@school.org']

/** Starts the app on the same database, as `npm start` would, and tries each sign-in through its API. */
async function signInOn(database: ThrowawayDatabase, email: string, ...passwords: string[]) {
  const config = { ...loadConfig({ DATABASE_URL: database.url, DEMO: '0' }), logLevel: 'silent', webDist: null }
  const handle = createDb(config.database, { poolSize: 2 })
  const ctx = await bootstrap(handle, config)
  const app = await buildApp(ctx)
  try {
    const attempts = []
    for (const password of passwords) {
      const login = await signIn(app, 'staff', email, password)
      if (login.statusCode !== 200) {
        attempts.push({ status: login.statusCode, role: null, departments: [] })
        continue
      }
      const cookie = sessionCookieOf(login)
      const departments = await app.inject({ method: 'GET', url: '/api/departments', headers: { cookie } })
      attempts.push({
        status: login.statusCode,
        role: login.json().user.role as string,
        departments: (departments.json().departments as { name: string }[]).map((d) => d.name),
      })
    }
    return attempts
  } finally {
    await app.close()
    await ctx.events.close()
    await handle.db.destroy()
  }
}

describe.each(TEST_DATABASES)('npm run admin:create on %s', (kind) => {
  let database: ThrowawayDatabase
  beforeEach(async () => {
    database = await createThrowawayDatabase(kind)
  })
  afterEach(async () => {
    await database.drop()
  })

  it('creates a headmaster of a new school (with its eight departments) who can sign in, and exits', async () => {
    const result = await runCli(ADMIN_CREATE_CLI, ADA, { DATABASE_URL: database.url, ROLLCALL_ADMIN_PASSWORD: PASSWORD })
    expect(result.stderr).toBe('')
    expect(result).toMatchObject({ code: 0, timedOut: false })
    expect(result.stdout).toContain('Headmaster Ada Lovelace <ada@school.org> can now sign in to Rollcall School')
    expect(result.stdout).toContain(`database ${database.name}`)

    const [signedIn] = await signInOn(database, 'ada@school.org', PASSWORD)
    expect(signedIn).toMatchObject({ status: 200, role: 'headmaster' })
    expect(signedIn!.departments).toHaveLength(8)
    expect(signedIn!.departments).toEqual(expect.arrayContaining(['Science', 'Mathematics', 'Social Studies']))
  })

  it('refuses a second account with the same email, naming it, and keeps the first', async () => {
    const env = { DATABASE_URL: database.url, ROLLCALL_ADMIN_PASSWORD: PASSWORD }
    expect((await runCli(ADMIN_CREATE_CLI, ADA, env)).code).toBe(0)
    const again = await runCli(ADMIN_CREATE_CLI, ADA, { ...env, ROLLCALL_ADMIN_PASSWORD: 'another long password' })
    expect(again).toMatchObject({ code: 1, timedOut: false })
    expect(again.stderr).toContain('ada@school.org already has an account')
    expect(again.stderr).not.toMatch(/\n\s+at /)
    const [first, second] = await signInOn(database, 'ada@school.org', PASSWORD, 'another long password')
    expect([first!.status, second!.status]).toEqual([200, 401])
  })

  it('with no terminal and no ROLLCALL_ADMIN_PASSWORD, stops at once and says to set it', async () => {
    const result = await runCli(ADMIN_CREATE_CLI, ADA, { DATABASE_URL: database.url })
    expect(result).toMatchObject({ code: 1, timedOut: false, stdout: '' })
    expect(result.stderr).toContain('set ROLLCALL_ADMIN_PASSWORD')
    // Nobody was created, so nobody can sign in.
    expect((await signInOn(database, 'ada@school.org', PASSWORD))[0]!.status).toBe(401)
  })
})

describe('npm run admin:create, its command line', () => {
  const env = { DATABASE_URL: ':memory:', ROLLCALL_ADMIN_PASSWORD: PASSWORD }

  it.each([['--help'], ['-h']])('%s prints the usage and exits 0', async (flag) => {
    const result = await runCli(ADMIN_CREATE_CLI, [flag], env)
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toMatch(/^Usage: npm run admin:create -- --name NAME --email EMAIL/)
    expect(result.stdout).toContain('ROLLCALL_ADMIN_PASSWORD')
    expect(result.stdout).toContain('DATABASE_URL')
  })

  it('an unknown option prints what was wrong and the usage, not a stack trace, and exits 2', async () => {
    const result = await runCli(ADMIN_CREATE_CLI, [...ADA, '--pasword', 'x'], env)
    expect(result).toMatchObject({ code: 2, stdout: '' })
    expect(result.stderr).toContain("Unknown option '--pasword'")
    expect(result.stderr).toContain('Usage: npm run admin:create')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  it('a missing or bad option names it', async () => {
    const result = await runCli(ADMIN_CREATE_CLI, ['--name', 'Ada Lovelace', '--email', 'not-an-email'], env)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^--email: /)
  })
})
