import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bootstrap } from '../../../bootstrap'
import { loadConfig } from '../../../config'
import type { AppContext } from '../../../context'
import { createDb, type DbHandle } from '../../../db/create-db'
import { REBUILD_SUMMARIES_CLI, runCli } from '../../../test/cli-process'
import { TEST_DATABASES } from '../../../test/test-app'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../../test/throwaway-database'
import { STATUS_CODES } from './encoding'

/*
 * `npm run rebuild-summaries` as a school runs it: its own process, on the demo school's database.
 * It must find nothing wrong with what the write path and the demo school's builder kept, and find, fix and report
 * a summary that went wrong.
 */
vi.setConfig({ testTimeout: 90_000 })

describe.each(TEST_DATABASES)('npm run rebuild-summaries on %s', (kind) => {
  let database: ThrowawayDatabase
  let handle: DbHandle
  let ctx: AppContext
  let school: string
  beforeEach(async () => {
    database = await createThrowawayDatabase(kind)
    const config = { ...loadConfig({ DATABASE_URL: database.url, DEMO: '1' }), logLevel: 'silent', webDist: null }
    handle = createDb(config.database, { poolSize: 2 })
    ctx = await bootstrap(handle, config)
    school = (await handle.db.selectFrom('schools').select('name').executeTakeFirstOrThrow()).name
  })
  afterEach(async () => {
    await ctx.events.close()
    await handle.db.destroy()
    await database.drop()
  })
  const rebuild = () => runCli(REBUILD_SUMMARIES_CLI, [], { DATABASE_URL: database.url })
  const snapshot = async () => ({
    calendars: await handle.db.selectFrom('attendance_calendars').select(['student_id', 'year', 'days']).orderBy('student_id').orderBy('year').execute(),
    counts: (await handle.db.selectFrom('attendance_day_counts').select(['date', 'status', 'bucket', 'n']).where('n', '<>', 0)
      .orderBy('date').orderBy('status').orderBy('bucket').execute()).map((r) => ({ ...r, n: Number(r.n) })),
  })

  it('finds every summary of the demo school right, and says so', async () => {
    const result = await rebuild()
    expect(result).toMatchObject({ code: 0, stderr: '', timedOut: false })
    expect(result.stdout).toContain(`${school}: all summaries were right`)
  })

  it('fixes a corrupted calendar, a missing one and a wrong day count, and reports them', async () => {
    const right = await snapshot()
    const [first, second] = right.calendars
    // A day the records say nothing of now says "absent"; another student's year is gone; a count is off by 5.
    const at = first!.days.indexOf('.')
    const wrong = first!.days.slice(0, at) + STATUS_CODES.absent + first!.days.slice(at + 1)
    await handle.db.updateTable('attendance_calendars').set({ days: wrong })
      .where('student_id', '=', first!.student_id).where('year', '=', first!.year).execute()
    await handle.db.deleteFrom('attendance_calendars').where('student_id', '=', second!.student_id).where('year', '=', second!.year).execute()
    const count = right.counts[0]!
    await handle.db.updateTable('attendance_day_counts').set({ n: count.n + 5 })
      .where('date', '=', count.date).where('status', '=', count.status).where('bucket', '=', count.bucket).execute()
    // SQLite: a listed student drops out of name search behind the triggers' back.
    if (kind === 'sqlite') await sql`delete from student_names where key = (select min(key) from student_names)`.execute(handle.db)

    const result = await rebuild()
    expect(result).toMatchObject({ code: 0, stderr: '', timedOut: false })
    const fixed = kind === 'sqlite' ? '2 calendars, 1 day count and 1 name-search row fixed' : '2 calendars and 1 day count fixed'
    expect(result.stdout).toContain(`${school}: ${fixed}`)
    expect(await snapshot()).toEqual(right)
    expect((await rebuild()).stdout).toContain(`${school}: all summaries were right`)
  })

  it('prints its usage on --help, and refuses an option it does not know', async () => {
    const help = await runCli(REBUILD_SUMMARIES_CLI, ['--help'], { DATABASE_URL: database.url })
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: npm run rebuild-summaries')
    const wrong = await runCli(REBUILD_SUMMARIES_CLI, ['--all'], { DATABASE_URL: database.url })
    expect(wrong.code).toBe(2)
  })
})
