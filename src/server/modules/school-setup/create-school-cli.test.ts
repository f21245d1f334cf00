import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app'
import { bootstrap } from '../../bootstrap'
import { loadConfig } from '../../config'
import { createDb } from '../../db/create-db'
import { ADMIN_CREATE_CLI, runCli, SCHOOL_CREATE_CLI } from '../../test/cli-process'
import { sessionCookieOf, signIn, TEST_DATABASES } from '../../test/test-app'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../test/throwaway-database'
import { SCHOOL_COOKIE } from '../schools'

/*
 * `npm run school:create` as a district runs it (ADR 034): its own process, on a database of
 * its own, no terminal; then the app on that database serves each school to the code that names it.
 */
vi.setConfig({ testTimeout: 120_000 })

const PASSWORD = 'a long password'
const school = (name: string, slug: string, email: string) => ['--name', name, '--slug', slug, '--time-zone', 'Asia/Jakarta', '--admin-email', email]

describe.each(TEST_DATABASES)('npm run school:create on %s', (kind) => {
  let database: ThrowawayDatabase
  beforeEach(async () => {
    database = await createThrowawayDatabase(kind)
  })
  afterEach(async () => {
    await database.drop()
  })

  it('adds schools with their headmasters; each signs in at their own school only', async () => {
    const env = { DATABASE_URL: database.url, ROLLCALL_ADMIN_PASSWORD: PASSWORD }
    const first = await runCli(SCHOOL_CREATE_CLI, school('SMA Negeri 3', 'sman3', 'kepala@sman3.sch.id'), env)
    expect(first.stderr).toBe('')
    expect(first).toMatchObject({ code: 0, timedOut: false })
    expect(first.stdout).toContain('School SMA Negeri 3 is ready with the school code sman3; headmaster kepala@sman3.sch.id can sign in')
    expect((await runCli(SCHOOL_CREATE_CLI, [...school('SMP Dua', 'SMP-2', 'kepala@smp2.sch.id'), '--admin-name', 'Budi Santoso', '--language', 'id'], env)).code).toBe(0)
    const language = await runCli(SCHOOL_CREATE_CLI, [...school('Bad', 'bad-language', 'x@example.org'), '--language', 'jv'], env)
    expect(language.stderr).toContain('--language: Choose English or Bahasa Indonesia')

    // The same code again, or a zone that is none: refused in words, nothing added.
    const taken = await runCli(SCHOOL_CREATE_CLI, school('Again', 'sman3', 'x@example.org'), env)
    expect(taken).toMatchObject({ code: 1, timedOut: false })
    expect(taken.stderr).toContain('--slug: Another school already has this code')
    const zone = await runCli(SCHOOL_CREATE_CLI, ['--name', 'Bad', '--slug', 'bad', '--time-zone', 'Mars/Olympus', '--admin-email', 'x@example.org'], env)
    expect(zone.stderr).toContain('--time-zone: Choose a time zone')
    // admin:create needs to be told which school, once there are several.
    const admin = await runCli(ADMIN_CREATE_CLI, ['--name', 'Sri Wahyuni', '--email', 'sri@sman3.sch.id'], env)
    expect(admin.stderr).toContain('--school: this database holds several schools')
    expect((await runCli(ADMIN_CREATE_CLI, ['--name', 'Sri Wahyuni', '--email', 'sri@sman3.sch.id', '--school', 'sman3'], env)).code).toBe(0)

    const config = { ...loadConfig({ DATABASE_URL: database.url, DEMO: '0' }), logLevel: 'silent', webDist: null }
    const handle = createDb(config.database, { poolSize: 2 })
    const ctx = await bootstrap(handle, config)
    const app = await buildApp(ctx)
    try {
      const schools = await ctx.db.selectFrom('schools').select(['slug', 'name', 'time_zone']).orderBy('slug').execute()
      expect(schools).toEqual([
        { slug: 'sman3', name: 'SMA Negeri 3', time_zone: 'Asia/Jakarta' },
        { slug: 'smp-2', name: 'SMP Dua', time_zone: 'Asia/Jakarta' },
      ])
      // A school made with --language id starts in Indonesian, departments too (ADR 045); one made without, in English.
      const departmentsOf = async (slug: string) =>
        (await ctx.db.selectFrom('departments').innerJoin('schools', 'schools.id', 'departments.school_id').select('departments.name').where('schools.slug', '=', slug).execute())
          .map((d) => d.name)
          .sort()
      expect(await departmentsOf('smp-2')).toEqual(['Bahasa', 'Bisnis', 'Informatika', 'IPA', 'IPS', 'Kesehatan', 'Matematika', 'Seni Budaya'].sort())
      expect(await departmentsOf('sman3')).toContain('Social Studies')
      expect((await ctx.db.selectFrom('schools').select('default_language').where('slug', '=', 'smp-2').executeTakeFirstOrThrow()).default_language).toBe('id')
      const at = (code: string) => ({ cookie: `${SCHOOL_COOKIE}=${code}` })
      const budi = await signIn(app, 'staff', 'kepala@smp2.sch.id', PASSWORD, { headers: at('smp-2') })
      expect(budi.statusCode).toBe(200)
      expect(budi.json()).toMatchObject({ user: { name: 'Budi Santoso', role: 'headmaster' }, school: { name: 'SMP Dua' } })
      expect((await signIn(app, 'staff', 'kepala@smp2.sch.id', PASSWORD, { headers: at('sman3') })).statusCode).toBe(401)
      const sri = sessionCookieOf(await signIn(app, 'staff', 'sri@sman3.sch.id', PASSWORD, { headers: at('sman3') }))
      const departments = await app.inject({ method: 'GET', url: '/api/departments', headers: { cookie: `${sri}; ${SCHOOL_COOKIE}=sman3` } })
      expect(departments.json().departments).toHaveLength(8)
    } finally {
      await app.close()
      await ctx.events.close()
      await handle.db.destroy()
    }
  })
})
