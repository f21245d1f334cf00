/**
 * ADR 037: how many statements a manual record (`PUT /api/attendance/records`) and a roll call of 30
 * (`PUT /api/attendance/roll`) send to PostgreSQL, and how many times the request waits for it. The app
 * runs in this process on a throwaway schema of TEST_DATABASE_URL's database (the tests' way); every query
 * a pg client sends is logged (test/pg-statements.ts); statements sent together (Promise.all over the pool)
 * count as one wait.
 *
 *   TEST_DATABASE_URL=postgres://… npx tsx bench/write-round-trips.ts
 */
import type { AttendanceStatus } from '#shared/school'
import { cookieFor } from '../src/server/test/demo-logins'
import { statementsOf, waits } from '../src/server/test/pg-statements'
import { createTestApp } from '../src/server/test/test-app'
import { demoClass, linkParent } from '../src/server/test/notices.fixtures'

if (!process.env.TEST_DATABASE_URL) throw new Error('set TEST_DATABASE_URL to a PostgreSQL database')

// The demo's history ends the day the app is made; the writes go to the next week's Monday to Thursday.
const t = await createTestApp('postgres', { now: new Date('2030-03-29T07:00:00Z') })
t.setNow(new Date('2030-04-05T09:00:00Z'))
try {
  const head = await cookieFor(t.app, 'headmaster')
  const { classId } = await demoClass(t.ctx.db)
  // The demo's classes are small: 30 of its students are moved into one for the roll call.
  const students = await t.ctx.db.selectFrom('students').select('user_id as id').orderBy('user_id').execute()
  const roll = students.slice(0, 30)
  if (roll.length < 30) throw new Error(`the demo school has ${roll.length} students`)
  await t.ctx.db.updateTable('students').set({ class_id: classId }).where('user_id', 'in', roll.map((s) => s.id)).execute()
  for (const s of roll.slice(0, 5)) await linkParent(t.ctx.db, t.ctx.schoolId, s.id)
  const measure = async (label: string, send: () => Promise<{ statusCode: number; body: string }>) => {
    let response: { statusCode: number; body: string } | undefined
    const sent = await statementsOf(async () => {
      response = await send()
      await new Promise((resolve) => setTimeout(resolve, 100)) // a NOTIFY sent after the answer
    })
    if (response?.statusCode !== 200) throw new Error(`${label} failed: ${response?.statusCode} ${response?.body}`)
    console.log(`${label}: ${sent.length} statements, ${waits(sent)} waits`)
    for (const s of sent) console.log(`  ${String(s.wait).padStart(2)} ${s.text.replace(/\s+/g, ' ').slice(0, 130)}`)
  }
  // A first request opens the pool's connections; the measured ones find them open.
  await t.app.inject({ method: 'GET', url: '/api/attendance/day', headers: { cookie: head } })
  const status = (i: number): AttendanceStatus => (i < 3 ? 'absent' : i < 5 ? 'late' : 'present')
  await measure('a manual record (present)', () => t.app.inject({
    method: 'PUT', url: '/api/attendance/records', headers: { cookie: head }, payload: { studentId: students[40 % students.length]!.id, date: '2030-04-01', status: 'present' },
  }))
  await measure('a manual record (absent, one parent to tell)', () => t.app.inject({
    method: 'PUT', url: '/api/attendance/records', headers: { cookie: head }, payload: { studentId: roll[0]!.id, date: '2030-04-02', status: 'absent' },
  }))
  await measure('a roll call of 30, all present', () => t.app.inject({
    method: 'PUT', url: '/api/attendance/roll', headers: { cookie: head }, payload: { classId, date: '2030-04-03', entries: roll.map((s) => ({ studentId: s.id, status: 'present' })) },
  }))
  await measure('a roll call of 30, 3 absent and 2 late (5 parents linked)', () => t.app.inject({
    method: 'PUT', url: '/api/attendance/roll', headers: { cookie: head }, payload: { classId, date: '2030-04-04', entries: roll.map((s, i) => ({ studentId: s.id, status: status(i) })) },
  }))
} finally {
  await t.close()
}
