import type { RollResponse } from '#shared/contracts/attendance'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MONDAY, MONDAY_MORNING } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { outbox } from '../../test/notices.fixtures'
import { queueStaffDigests } from './staff-digest'

/** After the cut-off, staff who keep email notices on get the day's digest, once (ADR 021). */
describe.each(TEST_DATABASES)('the staff’s daily digest, on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
  })
  afterAll(() => t.close())

  const digests = async () => (await outbox(t.ctx.db, t.ctx.schoolId)).filter((m) => m.kind.endsWith('_digest'))
  const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{ user: { id: string; name: string } }>().user

  it('tells the homeroom teacher who in their class is absent or not recorded, and the headmaster the school’s counts, once a day after the cut-off', async () => {
    const teacherCookie = await cookieFor(t.app, 'homeroom_teacher')
    const headCookie = await cookieFor(t.app, 'headmaster')
    const teacher = await me(teacherCookie)
    const head = await me(headCookie)
    const { homeroom_class_id: classId } = await t.ctx.db.selectFrom('teachers').select('homeroom_class_id')
      .where('school_id', '=', t.ctx.schoolId).where('user_id', '=', teacher.id).executeTakeFirstOrThrow()
    const roll = await t.app.inject({ method: 'GET', url: `/api/attendance/roll?classId=${classId}&date=${MONDAY}`, headers: { cookie: teacherCookie } })
    expect(roll.statusCode, roll.body).toBe(200)
    const students = roll.json<RollResponse>().rows.map((r) => r.student)
    const [present, absent, sick, ...unrecorded] = students
    const saved = await t.app.inject({ method: 'PUT', url: '/api/attendance/roll', headers: { cookie: teacherCookie },
      payload: { classId, date: MONDAY, entries: [
        { studentId: present!.id, status: 'present' }, { studentId: absent!.id, status: 'absent' }, { studentId: sick!.id, status: 'sick' },
      ] } })
    expect(saved.statusCode, saved.body).toBe(200)

    // The demo school's late time is 07:45 and its cut-off 30 minutes later.
    t.setNow(new Date(`${MONDAY}T08:14:00Z`))
    expect(await queueStaffDigests(t.ctx)).toBe(0)
    expect(await digests()).toEqual([])

    t.setNow(new Date(`${MONDAY}T08:15:00Z`))
    await queueStaffDigests(t.ctx)
    t.setNow(new Date(`${MONDAY}T08:20:00Z`))
    await queueStaffDigests(t.ctx)
    const sent = await digests()
    const mine = sent.filter((m) => m.recipient_id === teacher.id)
    expect(mine.map((m) => m.kind)).toEqual(['class_digest'])
    const body = mine[0]!.body
    expect(mine[0]!.subject).toContain(`${unrecorded.length + 2} students absent or not recorded`)
    expect(body).toContain(`Hello ${teacher.name},`)
    expect(body).toContain('at the cut-off (08:15)')
    expect(body).toContain(`- ${absent!.name}: Absent`)
    expect(body).toContain(`- ${sick!.name}: Sick`)
    for (const s of unrecorded) expect(body).toContain(`- ${s.name}: Not recorded`)
    expect(body).not.toContain(`- ${present!.name}:`)

    const school = sent.filter((m) => m.recipient_id === head.id)
    expect(school.map((m) => m.kind)).toEqual(['school_digest'])
    const facts = JSON.parse(school[0]!.payload) as { total: number; counts: Record<string, number>; notRecorded: number }
    expect(facts.counts).toMatchObject({ present: 1, absent: 1, sick: 1 })
    expect(facts.total).toBeGreaterThanOrEqual(students.length)
    expect(facts.notRecorded).toBe(facts.total - 3)
    expect(school[0]!.body).toContain(`of ${facts.total} students:`)
    expect(school[0]!.body).toContain(`- Not recorded: ${facts.notRecorded}`)
  })

  it('is not sent to a teacher who turned email notices off, nor on a day without school', async () => {
    const cookie = await cookieFor(t.app, 'homeroom_teacher')
    const teacher = await me(cookie)
    const off = await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie }, payload: { emailNotifications: false } })
    expect(off.statusCode, off.body).toBe(200)
    // Tuesday, after its cut-off: the teacher who turned notices off hears nothing; the headmaster does.
    t.setNow(new Date('2030-03-05T09:00:00Z'))
    await queueStaffDigests(t.ctx)
    const tuesday = (await digests()).filter((m) => m.about_date === '2030-03-05')
    expect(tuesday.some((m) => m.recipient_id === teacher.id)).toBe(false)
    expect(tuesday.some((m) => m.kind === 'school_digest')).toBe(true)

    // Saturday is not a school day of the demo school.
    t.setNow(new Date('2030-03-09T10:00:00Z'))
    expect(await queueStaffDigests(t.ctx)).toBe(0)
    expect((await digests()).filter((m) => m.about_date === '2030-03-09')).toEqual([])
  })
})
