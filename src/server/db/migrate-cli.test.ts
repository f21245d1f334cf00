import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MIGRATE_CLI, runCli } from '../test/cli-process'
import { TEST_DATABASES } from '../test/test-app'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../test/throwaway-database'

// Each test starts node processes; a busy machine takes seconds for each (runCli's own deadline catches a hang).
vi.setConfig({ testTimeout: 90_000 })

/** `npm run migrate` as its own process: it names the database it brought up to date. */
describe.each(TEST_DATABASES)('npm run migrate on %s', (kind) => {
  let database: ThrowawayDatabase
  beforeEach(async () => {
    database = await createThrowawayDatabase(kind)
  })
  afterEach(async () => {
    await database.drop()
  })

  it('names the database it migrated, then says that same database is up to date', async () => {
    const named =
      kind === 'sqlite'
        ? `SQLite database ${database.name}`
        : `PostgreSQL database ${database.name} on ${new URL(process.env.TEST_DATABASE_URL!).hostname}:`
    const first = await runCli(MIGRATE_CLI, [], { DATABASE_URL: database.url })
    expect(first).toMatchObject({ code: 0, stderr: '', timedOut: false })
    expect(first.stdout).toContain(`Applied on the ${named}`)
    expect(first.stdout).toContain('2026-11-22T1000_initial, ')

    const second = await runCli(MIGRATE_CLI, [], { DATABASE_URL: database.url })
    expect(second).toMatchObject({ code: 0, stderr: '', timedOut: false })
    expect(second.stdout).toMatch(new RegExp(`^The ${named.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* is up to date\\.\\n$`))
  })
})

describe('npm run migrate, its command line', () => {
  it('--help prints the usage and exits 0, touching no database', async () => {
    const result = await runCli(MIGRATE_CLI, ['--help'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toMatch(/^Usage: npm run migrate/)
  })

  it('an unknown option prints the usage, not a stack trace, and exits 2', async () => {
    const result = await runCli(MIGRATE_CLI, ['--dry-run'], { DATABASE_URL: ':memory:' })
    expect(result).toMatchObject({ code: 2, stdout: '' })
    expect(result.stderr).toContain("Unknown option '--dry-run'")
    expect(result.stderr).toContain('Usage: npm run migrate')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })
})
