import { describe, expect, it } from 'vitest'
import { ConfigError, describeDatabase, loadConfig } from './config'

describe('configuration', () => {
  it('defaults to the demo school on an embedded SQLite file at 127.0.0.1:3000', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', demo: true })
    expect(config.database).toEqual({ kind: 'sqlite', file: 'data/rollcall.db' })
  })

  it('uses PostgreSQL for postgres:// URLs, without demo data unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/rollcall' })).toMatchObject({
      database: { kind: 'postgres', url: 'postgres://u@db:5432/rollcall' },
      demo: false,
    })
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/x', DEMO: '1' }).demo).toBe(true)
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DEMO: 'maybe' }, 'DEMO: must be one of'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL: unsupported scheme'],
  ])('stops with a message naming the bad variable: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('names the database itself, never the password in its URL', () => {
    expect(describeDatabase({ kind: 'sqlite', file: 'data/rollcall.db' })).toBe('SQLite database data/rollcall.db')
    expect(describeDatabase({ kind: 'postgres', url: 'postgres://ada:s3cret@db.school.org/rollcall_prod' })).toBe(
      'PostgreSQL database rollcall_prod on db.school.org:5432',
    )
    expect(describeDatabase({ kind: 'postgres', url: 'postgresql://postgres@127.0.0.1:5433/rollcall' })).toBe(
      'PostgreSQL database rollcall on 127.0.0.1:5433',
    )
    expect(describeDatabase({ kind: 'postgres', url: 'postgres://ada@db' })).toBe('PostgreSQL database ada on db:5432')
  })
})
