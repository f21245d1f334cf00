import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MONDAY, MONDAY_MORNING } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { cutoffTime } from './cutoff-day'
import { queueMissingRecordNotices } from './cutoff-notices'
import { demoClass, linkParent, outbox } from '../../test/notices.fixtures'

/** A student still not recorded at the cut-off (the late time + 30 minutes) is notified once (ADR 021). */
describe.each(TEST_DATABASES)('notices for students not recorded by the cut-off, on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
  })
  afterAll(() => t.close())

  it('the cut-off is the late time plus the school’s minutes', () => {
    expect(cutoffTime('07:45', 30)).toBe('08:15')
    expect(cutoffTime('23:50', 30)).toBe('23:59')
  })

  it('queues one notice per adult for each listed student with no record after the cut-off of a school day, once', async () => {
    const { classId, students } = await demoClass(t.ctx.db)
    const [recorded, missing] = students
    const told = await linkParent(t.ctx.db, t.ctx.schoolId, recorded!.id)
    const adult = await linkParent(t.ctx.db, t.ctx.schoolId, missing!.id, { name: 'Missing Mum' })
    // The demo school's own parents are told of their children too: this test watches the two adults it linked.
    const ours = (m: { recipient_id: string }) => m.recipient_id === told.id || m.recipient_id === adult.id
    const head = await cookieFor(t.app, 'headmaster')
    const saved = await t.app.inject({ method: 'PUT', url: '/api/attendance/roll', headers: { cookie: head },
      payload: { classId, date: MONDAY, entries: [{ studentId: recorded!.id, status: 'present' }] } })
    expect(saved.statusCode, saved.body).toBe(200)

    t.setNow(new Date(`${MONDAY}T08:14:00Z`))
    await queueMissingRecordNotices(t.ctx)
    expect((await outbox(t.ctx.db, t.ctx.schoolId)).filter((m) => m.kind === 'missing' && ours(m))).toEqual([])

    t.setNow(new Date(`${MONDAY}T08:15:00Z`))
    await queueMissingRecordNotices(t.ctx)
    await queueMissingRecordNotices(t.ctx)
    const missingNotices = (await outbox(t.ctx.db, t.ctx.schoolId)).filter((m) => m.kind === 'missing' && ours(m))
    expect(missingNotices.map((m) => [m.recipient_id, m.about_student_id, m.about_date])).toEqual([[adult.id, missing!.id, MONDAY]])
    expect(missingNotices[0]!.body).toContain('By 08:15')

    // Saturday is not a school day of the demo school: nothing.
    t.setNow(new Date('2030-03-09T10:00:00Z'))
    await queueMissingRecordNotices(t.ctx)
    expect((await outbox(t.ctx.db, t.ctx.schoolId)).filter((m) => m.kind === 'missing' && ours(m))).toHaveLength(1)
  })
})
