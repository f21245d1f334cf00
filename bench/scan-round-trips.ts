/**
 * ADR 033: how many times one QR scan (`POST /api/qr/scan`, an on-time arrival) waits for PostgreSQL.
 * The app runs in this process on a throwaway schema of TEST_DATABASE_URL's database (the tests' way),
 * every query a pg client sends is logged, and one scan's are printed: the session and school reads of
 * the request's hook (sent together, one wait), then the scan's own, then the live event's NOTIFY.
 *
 *   TEST_DATABASE_URL=postgres://… npx tsx bench/scan-round-trips.ts
 */
import pg from 'pg'
import type { QrCodeResponse } from '#shared/contracts/qr'
import { cookieFor } from '../src/server/test/demo-logins'
import { createTestApp } from '../src/server/test/test-app'

if (!process.env.TEST_DATABASE_URL) throw new Error('set TEST_DATABASE_URL to a PostgreSQL database')

const sent: string[] = []
const query = pg.Client.prototype.query
// eslint-disable-next-line @typescript-eslint/no-explicit-any
pg.Client.prototype.query = function (this: pg.Client, config: any, ...rest: any[]) {
  const text = typeof config === 'string' ? config : config?.text
  if (typeof text === 'string') sent.push(config?.name ? `[${config.name}] ${text}` : text)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (query as any).call(this, config, ...rest)
} as typeof query

const day = '2030-04-01' // a Monday; the demo school (UTC) counts arrivals after 07:45 as late
const t = await createTestApp('postgres', { now: new Date('2030-03-29T07:00:00Z') })
try {
  const student = await cookieFor(t.app, 'student')
  const staff = await cookieFor(t.app, 'subject_teacher')
  t.setNow(new Date(`${day}T07:31:00Z`))
  const issued = (await t.app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie: student } })).json<QrCodeResponse>()
  sent.length = 0
  const response = await t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: staff }, payload: { code: issued.code } })
  if (response.statusCode !== 200) throw new Error(`the scan failed: ${response.statusCode} ${response.body}`)
  // The live event's NOTIFY is sent after the answer is built; give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 100))
  console.log(`one scan sent ${sent.length} statements to PostgreSQL:`)
  for (const text of sent) console.log(`  ${text.replace(/\s+/g, ' ').slice(0, 140)}`)
} finally {
  pg.Client.prototype.query = query
  await t.close()
}
