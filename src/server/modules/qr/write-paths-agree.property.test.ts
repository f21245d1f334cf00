import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AttendanceStatus } from '#shared/school'
import type { DatabaseKind } from '../../db/create-db'
import { cookieFor } from '../../test/demo-logins'
import { statementsOf } from '../../test/pg-statements'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { linkParent, outbox } from '../../test/notices.fixtures'
import type * as ScanOneTrip from './scan-in-one-trip'
import { dayOfYear, rebuildEverySchool } from '../attendance'
// vi.mock below swaps this file of attendance for one that can take the general path: the type of what it swaps.
// eslint-disable-next-line rollcall/module-walls
import type * as RecordOneTrip from '../attendance/record-in-one-trip'

/**
 * Every way attendance is written is one command (ADR 041), and on PostgreSQL its one-round-trip implementation
 * (rollcall_record_batch, ADR 037; rollcall_scan_arrival, ADR 033) is the same command. fast-check generates
 * school days of roll calls, manual records and corrections (by the headmaster or a subject teacher, with and
 * without `overwrite`, with notes) and QR arrivals at generated minutes; each day is played on every writer —
 * the general path on SQLite, the general path on PostgreSQL, the one-round-trip path on PostgreSQL — and what a
 * client and the school would notice must be identical: every answer, the records, the audit trail, the
 * summaries (each student's calendar day, the school's day counts) and the notices queued.
 */
const paths = vi.hoisted(() => ({ oneCall: true }))
vi.mock('../attendance/record-in-one-trip', async (original) => {
  const real = await original<typeof RecordOneTrip>()
  return { ...real, recordsInOneTrip: (ctx: Parameters<typeof real.recordsInOneTrip>[0]) => paths.oneCall && real.recordsInOneTrip(ctx) }
})
vi.mock('./scan-in-one-trip', async (original) => {
  const real = await original<typeof ScanOneTrip>()
  return { ...real, arrivesInOneTrip: (...args: Parameters<typeof real.arrivesInOneTrip>) => paths.oneCall && real.arrivesInOneTrip(...args) }
})

const STATUSES: AttendanceStatus[] = ['present', 'late', 'sick', 'permission', 'absent']
const FIRST_DAY = '2032-03-01'
/** How many of the class's students the days are about (the demo student, who can show a code, among them). */
const STUDENTS = 6

type Op =
  | { kind: 'roll'; by: 'head' | 'teacher'; overwrite: boolean; entries: { i: number; status: AttendanceStatus; note: string | undefined }[] }
  | { kind: 'record'; by: 'head' | 'teacher'; overwrite: boolean; i: number; status: AttendanceStatus; note: string | undefined }
  | { kind: 'scan'; by: 'head' | 'teacher' }

const by = fc.constantFrom<'head' | 'teacher'>('head', 'teacher')
const status = fc.constantFrom(...STATUSES)
const note = fc.constantFrom(undefined, '', 'bus', 'flu')
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('roll' as const), by, overwrite: fc.boolean(),
    entries: fc.uniqueArray(fc.record({ i: fc.integer({ min: 0, max: STUDENTS - 1 }), status, note }), { selector: (e) => e.i, minLength: 1, maxLength: STUDENTS }),
  }),
  fc.record({ kind: fc.constant('record' as const), by, overwrite: fc.boolean(), i: fc.integer({ min: 0, max: STUDENTS - 1 }), status, note }),
  fc.record({ kind: fc.constant('scan' as const), by }),
)
/** A school day: the ops in order, from a generated minute after 07:00 (the demo's late time is 07:45), 4 minutes apart. */
const day = fc.record({ startMinute: fc.integer({ min: 0, max: 90 }), ops: fc.array(op, { minLength: 1, maxLength: 6 }) })

/** One writer: an app on one engine, the path it may take, and the demo people by their part in the days. */
interface Writer {
  name: string
  oneCall: boolean
  t: TestApp
  cookies: Record<'head' | 'teacher' | 'student', string>
  classId: string
  students: string[]
  /** Ids to the names the comparison uses (students by index, staff by role, parents by their child's index). */
  names: Map<string, string>
}

async function writerOn(kind: DatabaseKind, oneCall: boolean): Promise<Writer> {
  const t = await createTestApp(kind)
  // The days are in 2032 (below): the sessions are made then, and each day's writes keep them alive.
  t.setNow(new Date(`${FIRST_DAY}T00:00:00Z`))
  const cookies = { head: await cookieFor(t.app, 'headmaster'), teacher: await cookieFor(t.app, 'subject_teacher'), student: await cookieFor(t.app, 'student') }
  const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{ user: { id: string } }>().user.id
  const studentId = await me(cookies.student)
  const db = t.ctx.db
  const { class_id: classId } = await db.selectFrom('students').select('class_id').where('user_id', '=', studentId).executeTakeFirstOrThrow()
  // The demo student and the first others of their class by name: the same people on every engine.
  const classmates = await db.selectFrom('students as s').innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
    .select('u.id').where('s.class_id', '=', classId!).where('u.id', '!=', studentId).orderBy('u.name').orderBy('u.id').limit(STUDENTS - 1).execute()
  const students = [studentId, ...classmates.map((c) => c.id)]
  const names = new Map<string, string>([[await me(cookies.head), 'head'], [await me(cookies.teacher), 'teacher']])
  students.forEach((id, i) => names.set(id, `s${i}`))
  for (const i of [0, 1, 3]) names.set((await linkParent(db, t.ctx.schoolId, students[i]!, { id: `parent-${i}` })).id, `parent of s${i}`)
  await db.updateTable('schools').set({ notify_late: 1 }).where('id', '=', t.ctx.schoolId).execute()
  return { name: `${kind}, ${oneCall ? 'one round trip' : 'general path'}`, oneCall, t, cookies, classId: classId!, students, names }
}

/** Plays one op on one writer; returns what the client was answered, with ids named. */
async function play(w: Writer, date: string, o: Op): Promise<unknown> {
  paths.oneCall = w.oneCall
  const { app } = w.t
  const named = (id: string) => w.names.get(id) ?? id
  if (o.kind === 'scan') {
    const issued = await app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie: w.cookies.student } })
    if (issued.statusCode !== 200) return { issued: issued.statusCode, code: issued.json<{ code?: string }>().code }
    const scanned = await app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: w.cookies[o.by] }, payload: { code: issued.json<{ code: string }>().code } })
    const body = scanned.json<{ code?: string; outcome?: string; status?: string; time?: string }>()
    return { scanned: scanned.statusCode, code: body.code, outcome: body.outcome, status: body.status, time: body.time }
  }
  const entries = o.kind === 'roll' ? o.entries : [o]
  const payload = entries.map((e) => ({ studentId: w.students[e.i]!, status: e.status, ...(e.note === undefined ? {} : { note: e.note }) }))
  const response = o.kind === 'roll'
    ? await app.inject({ method: 'PUT', url: '/api/attendance/roll', headers: { cookie: w.cookies[o.by] }, payload: { classId: w.classId, date, entries: payload, overwrite: o.overwrite } })
    : await app.inject({ method: 'PUT', url: '/api/attendance/records', headers: { cookie: w.cookies[o.by] }, payload: { ...payload[0], date, overwrite: o.overwrite } })
  const body = response.json<{ code?: string; saved?: number; unchanged?: number; row?: { status: string | null; note: string | null }; records?: { studentId: string }[] }>()
  return {
    status: response.statusCode, code: body.code, saved: body.saved, unchanged: body.unchanged, row: body.row && [body.row.status, body.row.note],
    others: body.records?.map((r) => named(r.studentId)),
  }
}

/** What the school would notice of one day, ids named. */
async function stateOf(w: Writer, date: string) {
  const db = w.t.ctx.db
  const named = (id: string | null) => (id === null ? null : w.names.get(id) ?? id)
  const records = await db.selectFrom('attendance_records').select(['id', 'student_id', 'status', 'note', 'method', 'recorded_by', 'recorded_at'])
    .where('date', '=', date).where('student_id', 'in', w.students).execute()
  const recordOf = new Map(records.map((r) => [r.id, named(r.student_id)!]))
  const audit = await db.selectFrom('attendance_audit').select(['student_id', 'old_status', 'new_status', 'old_note', 'new_note', 'method', 'changed_by', 'changed_at'])
    .where('date', '=', date).where('student_id', 'in', w.students).execute()
  const counts = await db.selectFrom('attendance_day_counts').select(['status', 'n']).where('date', '=', date).execute()
  const byStatus: Record<string, number> = {}
  for (const c of counts) byStatus[c.status] = (byStatus[c.status] ?? 0) + Number(c.n)
  const calendars = await db.selectFrom('attendance_calendars').select(['student_id', 'days']).where('year', '=', Number(date.slice(0, 4)))
    .where('student_id', 'in', w.students).execute()
  const calendar = new Map(calendars.map((c) => [c.student_id, c.days[dayOfYear(date) - 1]]))
  const notices = (await outbox(db, w.t.ctx.schoolId)).filter((m) => m.about_date === date)
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return {
    records: records.map((r) => [named(r.student_id), r.status, r.note, r.method, named(r.recorded_by), r.recorded_at].join(' ')).sort(byText),
    audit: audit.map((a) => [named(a.student_id), a.old_status, a.new_status, a.old_note, a.new_note, a.method, named(a.changed_by), a.changed_at].join(' ')).sort(byText),
    counts: Object.fromEntries(Object.entries(byStatus).filter(([, n]) => n !== 0).sort(([a], [b]) => byText(a, b))),
    calendar: w.students.map((id) => calendar.get(id) ?? '.').join(''),
    // The key names the record and the reader by id: each named here, so that the engines' keys compare.
    notices: notices.map((m) => [
      m.kind, named(m.recipient_id), named(m.about_student_id), m.state, m.subject,
      // A change made again (absent, present, absent) is keyed `<key>:<its message id>`: the id is each writer's own.
      m.idempotency_key.split(':').slice(0, 4).map((part) => recordOf.get(part) ?? named(part)).join(':'),
      m.idempotency_key.split(':').length > 4 ? 'again' : 'first',
    ].join(' | ')).sort(byText),
  }
}

const writers: Writer[] = []
/** What the generated days did, so that a run which wrote nothing (every request refused) fails. */
const seenAcross = { written: 0, arrivals: 0, notices: 0, oneCalls: 0 }
/** The next school day no case has used yet: Monday to Friday from Monday 1 March 2032, long after the demo's history. */
let dayIndex = 0
function nextDate(): string {
  const n = dayIndex++
  const monday = Date.parse(`${FIRST_DAY}T00:00:00Z`) + Math.floor(n / 5) * 7 * 86_400_000
  return new Date(monday + (n % 5) * 86_400_000).toISOString().slice(0, 10)
}

describe('every writer of attendance, on every engine', () => {
  beforeAll(async () => {
    for (const kind of TEST_DATABASES) {
      writers.push(await writerOn(kind, false))
      if (kind === 'postgres') writers.push(await writerOn(kind, true))
    }
  }, 120_000)
  afterAll(async () => {
    for (const w of writers) await w.t.close()
  })

  it('gives the same answers and leaves the same records, audit, summaries and notices for any day of writes', async () => {
    await fc.assert(
      fc.asyncProperty(day, async ({ startMinute, ops }) => {
        const date = nextDate()
        const seen: { answers: unknown[]; state: Awaited<ReturnType<typeof stateOf>> }[] = []
        for (const w of writers) {
          const answers: unknown[] = []
          for (const [n, o] of ops.entries()) {
            // 07:00 in the demo school's zone (UTC+7) is 00:00 UTC; every writer plays the day on the same clock.
            w.t.setNow(new Date(Date.parse(`${date}T00:00:00Z`) + (startMinute + 4 * n) * 60_000))
            if (!w.oneCall) answers.push(await play(w, date, o))
            else {
              const sent = await statementsOf(async () => answers.push(await play(w, date, o)))
              seenAcross.oneCalls += sent.filter((x) => /rollcall_record_batch|rollcall_scan_arrival/.test(x.text)).length
            }
          }
          seen.push({ answers, state: await stateOf(w, date) })
        }
        seenAcross.written += seen[0]!.state.audit.length
        seenAcross.arrivals += seen[0]!.answers.filter((a) => (a as { outcome?: string }).outcome === 'arrived').length
        seenAcross.notices += seen[0]!.state.notices.length
        for (const [n, w] of writers.entries()) {
          expect({ writer: w.name, ...seen[n] }).toEqual({ writer: w.name, ...seen[0] })
        }
      }),
      { numRuns: 20 },
    )
    expect(seenAcross.written).toBeGreaterThan(20)
    expect(seenAcross.arrivals).toBeGreaterThan(0)
    expect(seenAcross.notices).toBeGreaterThan(0)
    if (writers.some((w) => w.oneCall)) expect(seenAcross.oneCalls).toBeGreaterThan(0)
    // And the summaries each writer kept are what its records say.
    for (const w of writers) expect((await rebuildEverySchool(w.t.ctx.db, w.t.ctx.dbKind))[0]).toMatchObject({ calendars: 0, dayCounts: 0 })
  }, 600_000)
})
