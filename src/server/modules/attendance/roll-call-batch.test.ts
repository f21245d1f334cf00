import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AttendanceStatus } from '#shared/school'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { dayCountBucket, dayOfYear } from './read-model/encoding'
import { type AttendanceEntry, writeAttendance, writeAttendanceBatch } from './record-attendance'

/**
 * A roll call is written as one batch (a few statements for the whole class); one student at a time
 * (a QR scan, a record by hand) goes through writeAttendance. Both must leave exactly the same records,
 * audit rows, calendars and day counts, and publish the same events.
 */
describe.each(TEST_DATABASES)('a roll written in one batch, and one by one, on %s', (kind) => {
  let t: TestApp
  let students: string[]
  let head: string
  const BATCH_DAY = '2029-05-07'
  const ONE_BY_ONE_DAY = '2029-05-08'
  const at = (day: string, round: number) => `${day}T0${round}:00:00.000Z`

  beforeAll(async () => {
    t = await createTestApp(kind)
    const { class_id } = await t.ctx.db
      .selectFrom('students').select((eb) => ['class_id', eb.fn.countAll().as('n')]).groupBy('class_id').orderBy('n', 'desc').executeTakeFirstOrThrow()
    students = (await t.ctx.db.selectFrom('students').select('user_id').where('class_id', '=', class_id).orderBy('user_id', 'desc').execute())
      .map((s) => s.user_id)
    head = (await t.ctx.db.selectFrom('users').select('id').where('role', '=', 'headmaster').executeTakeFirstOrThrow()).id
  })
  afterAll(() => t.close())

  const STATUSES: AttendanceStatus[] = ['present', 'late', 'absent', 'sick', 'permission']
  /**
   * Round 0: every student new, some with a note. Later rounds, student by student: unchanged (no note
   * given: the saved one stays), only the note changed, or a new status (note given, cleared, or kept).
   */
  const current = new Map<string, AttendanceStatus>()
  const entriesFor = (round: number): AttendanceEntry[] =>
    students.map((studentId, i) => {
      const kept = current.get(studentId) ?? STATUSES[i % 5]!
      const moved = STATUSES[(STATUSES.indexOf(kept) + 1 + (i % 4)) % 5]!
      const shape = (i + round) % 3
      const entry: AttendanceEntry =
        round === 0 ? { studentId, status: kept, note: i % 2 ? `first ${i}` : undefined }
        : shape === 0 ? { studentId, status: kept, note: undefined }
        : shape === 1 ? { studentId, status: kept, note: `round ${round}` }
        : { studentId, status: moved, note: [null, undefined, `moved ${round}`][i % 3] }
      current.set(studentId, entry.status)
      return entry
    })

  async function state(date: string) {
    const db = t.ctx.db
    const records = await db.selectFrom('attendance_records').select(['student_id', 'status', 'note', 'method', 'recorded_by', 'recorded_at', 'updated_at'])
      .where('date', '=', date).orderBy('student_id').execute()
    const audit = await db.selectFrom('attendance_audit as h').innerJoin('attendance_records as r', (j) => j.onRef('r.school_id', '=', 'h.school_id').onRef('r.id', '=', 'h.record_id'))
      .select(['h.student_id', 'h.old_status', 'h.new_status', 'h.old_note', 'h.new_note', 'h.method', 'h.changed_by', 'h.changed_at'])
      .where('h.date', '=', date).orderBy('h.student_id').orderBy('h.changed_at').execute()
    const calendars = await db.selectFrom('attendance_calendars').select(['student_id', 'days']).where('year', '=', 2029).orderBy('student_id').execute()
    const counts = await db.selectFrom('attendance_day_counts').select(['status', 'bucket', 'n']).where('date', '=', date).execute()
    return {
      records: records.map((r) => ({ ...r, recorded_at: r.recorded_at.slice(10), updated_at: r.updated_at.slice(10) })),
      audit: audit.map((a) => ({ ...a, changed_at: a.changed_at.slice(10) })),
      days: Object.fromEntries(calendars.map((c) => [c.student_id, c.days[dayOfYear(date) - 1]])),
      counts: Object.fromEntries(counts.filter((c) => Number(c.n) !== 0).map((c) => [`${c.status}/${c.bucket}`, Number(c.n)])),
      counted: records.reduce<Record<string, number>>((n, r) => {
        const key = `${r.status}/${dayCountBucket(r.student_id)}`
        n[key] = (n[key] ?? 0) + 1
        return n
      }, {}),
    }
  }

  it('leaves the same records, audit rows, calendars and day counts, and the same events', async () => {
    expect(students.length).toBeGreaterThan(5)
    for (let round = 0; round < 3; round++) {
      const entries = entriesFor(round)
      const base = { schoolId: t.ctx.schoolId, method: 'manual' as const, recordedBy: head }
      const batched = await t.ctx.db.transaction().execute((trx) =>
        writeAttendanceBatch(trx, t.ctx.dbKind, { ...base, date: BATCH_DAY, at: at(BATCH_DAY, round) }, entries),
      )
      const single = []
      for (const entry of entries) {
        const event = await t.ctx.db.transaction().execute((trx) =>
          writeAttendance(trx, t.ctx.dbKind, { ...base, ...entry, date: ONE_BY_ONE_DAY, at: at(ONE_BY_ONE_DAY, round) }),
        )
        if (event) single.push(event)
      }
      if (round > 0) expect(batched.length).toBeLessThan(entries.length) // some rows did not change
      const withoutDay = (e: { date: string; recordedAt: string }) => ({ ...e, date: undefined, recordedAt: undefined })
      expect(batched.map(withoutDay)).toEqual(single.map(withoutDay))
      const [a, b] = [await state(BATCH_DAY), await state(ONE_BY_ONE_DAY)]
      expect(a.records).toEqual(b.records)
      expect(a.audit).toEqual(b.audit)
      expect(a.days).toEqual(b.days)
      expect(a.counts).toEqual(b.counts)
      expect(a.counts).toEqual(a.counted)
    }
  })

  it('writes nothing when one student is refused: every row or none', async () => {
    const before = await state(BATCH_DAY)
    const entries: AttendanceEntry[] = students.map((studentId, i) => ({
      studentId, status: 'absent', note: 'x',
      refuseExisting: i === students.length - 1 ? () => { throw new Error('refused') } : undefined,
    }))
    await expect(t.ctx.db.transaction().execute((trx) =>
      writeAttendanceBatch(trx, t.ctx.dbKind, { schoolId: t.ctx.schoolId, date: BATCH_DAY, method: 'qr', recordedBy: head, at: at(BATCH_DAY, 9) }, entries),
    )).rejects.toThrow('refused')
    expect(await state(BATCH_DAY)).toEqual(before)
  })
})
