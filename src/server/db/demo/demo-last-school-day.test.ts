import { afterEach, describe, expect, it } from 'vitest'
import { daySheet } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/**
 * The demo is recorded through the last school day before today, whatever weekday the server starts
 * on. Saturday 28 November 2026 (a start that once left the Friday "Not recorded" for all 50), the
 * Sunday after, and the Monday after: each time the Friday 27 November has a record for every
 * demo student, and today (a school day on the Monday) still has none, its roll still to take.
 */
const CASES = [
  { today: '2026-11-28', weekday: 'Saturday' },
  { today: '2026-11-29', weekday: 'Sunday' },
  { today: '2026-11-30', weekday: 'Monday' },
] as const
const FRIDAY = '2026-11-27'

describe.each(TEST_DATABASES)('the demo made on a weekend or a Monday, on %s', (kind) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  it.each(CASES)('made on $weekday $today, has every student recorded on Friday 27 November', async ({ today }) => {
    t = await createTestApp(kind, { now: new Date(`${today}T09:00:00Z`) })
    const headmaster = await cookieFor(t.app, 'headmaster')
    const friday = await daySheet(t.app, headmaster, { date: FRIDAY })
    expect(friday).toMatchObject({ date: FRIDAY, today, isSchoolDay: true, total: 50 })
    expect(friday.counts.notRecorded).toBe(0)
    const { present, late, absent, sick, permission } = friday.counts
    expect(present + late + absent + sick + permission).toBe(50)
    expect((await daySheet(t.app, headmaster, { date: FRIDAY, status: 'not_recorded' })).total).toBe(0)

    const own = await daySheet(t.app, headmaster)
    expect(own.date).toBe(today)
    if (own.isSchoolDay) expect(own.counts.notRecorded).toBe(50)
  })
})
