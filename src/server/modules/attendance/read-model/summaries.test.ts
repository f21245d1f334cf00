import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '#shared/dates'
import { ATTENDANCE_STATUSES } from '#shared/school'
import { down, up } from '../../../db/migrations/2026-11-22T1800_reports'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../../test/test-app'
import { writeAttendance } from '../record-attendance'
import { dayOfYear, oneDayCalendar } from './encoding'
import { rebuildEverySchool } from './rebuild'
import { summaryRowsOf } from './summaries'

/**
 * The read model's summaries must say what the records say however the records got there: kept by
 * the write path, filled by the migration for records saved before it, or rebuilt after a bulk load;
 * always what the one encoder (summaryRowsOf) makes of the records. Over 20,000 records, so the
 * rebuild reads them in more than one batch.
 */
describe.each(TEST_DATABASES)('attendance calendars built from records on %s', (kind) => {
  let t: TestApp
  const calendars = async () =>
    (await t.ctx.db.selectFrom('attendance_calendars').select(['school_id', 'student_id', 'year', 'days']).execute())
      .sort((a, b) => (`${a.student_id}/${a.year}` < `${b.student_id}/${b.year}` ? -1 : 1))
  /** The day counts, bucket by bucket, and what counting the records gives. */
  const dayCounts = async () => {
    const rows = await t.ctx.db.selectFrom('attendance_day_counts').select(['school_id', 'date', 'status', 'bucket', 'n']).execute()
    const records = await t.ctx.db.selectFrom('attendance_records').select(['school_id', 'student_id', 'date', 'status']).execute()
    const key = (r: { date: string; status: string; bucket: string }) => `${r.date}/${r.status}/${r.bucket}`
    return {
      kept: Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [key(r), Number(r.n)])),
      counted: Object.fromEntries(summaryRowsOf(records).attendance_day_counts.map((r) => [key(r), r.n])),
    }
  }
  const fromRecords = async () => {
    const records = await t.ctx.db.selectFrom('attendance_records').select(['school_id', 'student_id', 'date', 'status']).execute()
    return summaryRowsOf(records).attendance_calendars.sort((a, b) => (`${a.student_id}/${a.year}` < `${b.student_id}/${b.year}` ? -1 : 1))
  }

  beforeAll(async () => {
    // The demo school, made in December 2026: its sample week and its term's history are all in 2026.
    t = await createTestApp(kind, { now: new Date('2026-12-01T08:00:00Z') })
    // 430 days (2027 and part of 2028, a leap year) for each of the 50 demo students, written around the write path.
    const students = await t.ctx.db.selectFrom('students').select('user_id').execute()
    const rows = students.flatMap((s, i) =>
      Array.from({ length: 430 }, (_, d) => ({
        school_id: t.ctx.schoolId, id: `bulk-${i}-${d}`, student_id: s.user_id, date: addDays('2027-01-01', d),
        status: ATTENDANCE_STATUSES[(i + d) % ATTENDANCE_STATUSES.length]!, method: 'manual' as const, note: null,
        recorded_at: '2027-01-01T07:30:00.000Z', recorded_by: null, updated_at: '2027-01-01T07:30:00.000Z',
      })),
    )
    await t.ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500) await trx.insertInto('attendance_records').values(rows.slice(i, i + 500)).execute()
    })
  }, 120_000)
  afterAll(() => t.close())

  it('places a day of the year at its character, leap years included', () => {
    expect(dayOfYear('2027-01-01')).toBe(1)
    expect(dayOfYear('2027-12-31')).toBe(365)
    expect(dayOfYear('2028-12-31')).toBe(366)
    const [row] = summaryRowsOf([{ school_id: 's', student_id: 'a', date: '2028-03-01', status: 'late' }]).attendance_calendars
    expect(row!.days).toHaveLength(366)
    expect(row!.days.indexOf('L')).toBe(dayOfYear('2028-03-01') - 1)
    expect(row!.days).toBe(oneDayCalendar('2028-03-01', 'late')) // what the write path upserts for that day
  })

  it('rebuilds a school’s calendars and day counts from its records, saying how many were wrong', async () => {
    const [result] = await rebuildEverySchool(t.ctx.db, t.ctx.dbKind)
    // 2027 and 2028 for each of the 50 students were missing; 430 days × 5 statuses spread over the buckets.
    expect(result).toMatchObject({ calendars: 100, names: 0 })
    expect(result!.dayCounts).toBeGreaterThan(430)
    const rebuilt = await calendars()
    expect(rebuilt.length).toBe(150) // 2026 (the demo's sample week and term), 2027 and 2028 for 50 students
    expect(rebuilt).toEqual(await fromRecords())
    const { kept, counted } = await dayCounts()
    expect(kept).toEqual(counted)
    expect(await rebuildEverySchool(t.ctx.db, t.ctx.dbKind)).toMatchObject([{ calendars: 0, dayCounts: 0, names: 0 }])
  })

  it('keeps them through the write path: a new record, and a correction', async () => {
    const [student] = await t.ctx.db.selectFrom('students').select('user_id').limit(1).execute()
    const head = await t.ctx.db.selectFrom('users').select('id').where('role', '=', 'headmaster').executeTakeFirstOrThrow()
    const write = (status: 'late' | 'sick') =>
      t.ctx.db.transaction().execute((trx) =>
        writeAttendance(trx, t.ctx.dbKind, {
          schoolId: t.ctx.schoolId, studentId: student!.user_id, date: '2029-02-01', status, note: undefined, method: 'manual',
          recordedBy: head.id, at: '2029-02-01T08:00:00.000Z',
        }),
      )
    await write('late')
    await write('sick')
    expect(await calendars()).toEqual(await fromRecords())
    expect(await rebuildEverySchool(t.ctx.db, t.ctx.dbKind)).toMatchObject([{ calendars: 0, dayCounts: 0, names: 0 }])
    const { kept, counted } = await dayCounts()
    expect(kept).toEqual(counted)
  })

  it('fills the calendars from the records already saved when the migration runs', async () => {
    await down(t.ctx.db)
    await up(t.ctx.db)
    expect(await calendars()).toEqual(await fromRecords())
    const { kept, counted } = await dayCounts()
    expect(kept).toEqual(counted)
    // Existing schools get the default threshold and no term.
    expect(await t.ctx.db.selectFrom('schools').select(['term_start', 'term_end', 'warning_threshold']).executeTakeFirst()).toEqual({
      term_start: null, term_end: null, warning_threshold: 0.9,
    })
  })
})
