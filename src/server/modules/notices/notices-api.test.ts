import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NoticesResponse } from '#shared/contracts/notices'
import { cookieFor } from '../../test/demo-logins'
import { hashPassword } from '../../lib/password'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { linkParent, queueMessages } from '../../test/notices.fixtures'
import { listNoticesAbout } from './notices.queries'
import { queueAttendanceNotices } from './queue-attendance-notices'
import { unsubscribeToken } from './unsubscribe-token'

const MORNING = new Date('2030-03-04T10:00:00.000Z')

/** The headmaster's Notices API, the unsubscribe link, and what a parent's home reads (ADR 021). */
describe.each(TEST_DATABASES)('the Notices API and the unsubscribe link, on %s', (kind) => {
  let t: TestApp
  let head: string
  let queued: Awaited<ReturnType<typeof queueMessages>>
  const school = () => t.ctx.schoolId
  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/notices${query}`, headers: { cookie: head } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<NoticesResponse>()
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MORNING })
    head = await cookieFor(t.app, 'headmaster')
    queued = await queueMessages(t.ctx.db, school(), 3, MORNING.toISOString(), { prefix: 'api' })
    await t.ctx.db.updateTable('outbox_messages').set({ state: 'failed', tries: 8, last_error: 'connect ECONNREFUSED' })
      .where('id', '=', queued.ids[0]!).execute()
    await t.ctx.db.updateTable('outbox_messages').set({ state: 'sent', sent_at: MORNING.toISOString() }).where('id', '=', queued.ids[1]!).execute()
  })
  afterAll(() => t.close())

  it('lists every message with recipient, channel, state, tries and last error, by day and state, and says nothing is sent without a transport', async () => {
    const all = await list(`?date=2030-03-04`)
    expect(all.transport).toBe('none')
    expect(all.total).toBe(3)
    expect(all.notices.find((n) => n.id === queued.ids[0])).toMatchObject({
      recipientId: queued.parent.id, recipientName: queued.parent.name, channel: 'email', state: 'failed', tries: 8, lastError: 'connect ECONNREFUSED',
    })
    expect((await list('?state=failed')).notices.map((n) => n.id)).toEqual([queued.ids[0]])
    expect((await list('?date=2030-03-05')).total).toBe(0)
    const bad = await t.app.inject({ method: 'GET', url: '/api/notices?state=lost', headers: { cookie: head } })
    expect(bad.statusCode).toBe(400)
  })

  it('retries a failed message from its first try; refuses one that has not failed', async () => {
    const retry = (id: string) => t.app.inject({ method: 'POST', url: `/api/notices/${id}/retry`, headers: { cookie: head } })
    expect((await retry(queued.ids[0]!)).statusCode).toBe(204)
    const [row] = (await list('?date=2030-03-04')).notices.filter((n) => n.id === queued.ids[0])
    expect(row).toMatchObject({ state: 'queued', tries: 0, nextAttemptAt: MORNING.toISOString() })
    const refused = await retry(queued.ids[1]!)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'notice_not_failed' })
    expect((await retry('no-such-notice')).statusCode).toBe(404)
  })

  it('is the headmaster’s only', async () => {
    const teacher = await cookieFor(t.app, 'homeroom_teacher')
    expect((await t.app.inject({ method: 'GET', url: '/api/notices', headers: { cookie: teacher } })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/notices' })).statusCode).toBe(401)
  })

  const emailsOn = async (userId: string) =>
    (await t.ctx.db.selectFrom('users').select('email_notifications').where('id', '=', userId).executeTakeFirstOrThrow()).email_notifications === 1

  it('the unsubscribe link works signed out: opening it only asks, the button turns the adult’s email notices off, and no notice is queued for them after', async () => {
    const student = queued.studentId
    const other = await linkParent(t.ctx.db, school(), student, { name: 'Other Parent' })
    const token = unsubscribeToken(t.ctx.secrets.notices, school(), queued.parent.id, MORNING.toISOString())
    const url = `/unsubscribe?token=${encodeURIComponent(token)}`
    // Opened (by the adult, a mail scanner or a prefetcher): a question and a button, and nothing changes.
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({ method: 'GET', url })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toContain('text/html')
      expect(page.body).toContain(`Stop attendance notices by email for ${queued.parent.name}? Nothing changes until you press the button.`)
      expect(page.body).toContain(`<form method="post" action="${url.replace(/&/g, '&#38;')}"><button type="submit">Stop email notices</button></form>`)
    }
    expect(await emailsOn(queued.parent.id)).toBe(true)
    // The button posts the same address back, from the page itself.
    const pressed = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, payload: '' })
    expect(pressed.statusCode).toBe(200)
    expect(pressed.body).toContain(`Attendance notices by email are now off for ${queued.parent.name}`)
    expect(await emailsOn(queued.parent.id)).toBe(false)
    expect((await t.app.inject({ method: 'GET', url })).body).toContain(`Attendance notices by email are already off for ${queued.parent.name}.`)

    // One character of the signature changed (not its last two, whose spare bits base64url ignores: 'xx' there was
    // sometimes the same signature, about one run in 256).
    const at = token.length - 5
    const forgedToken = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`
    const forged = await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${encodeURIComponent(forgedToken)}` })
    expect(forged.statusCode).toBe(400)
    expect(forged.body).toContain('This link is not valid')

    await t.ctx.db.transaction().execute((trx) => queueAttendanceNotices(trx, school(), '2030-03-06', MORNING.toISOString(), [
      { studentId: student, recordId: 'record-x', before: null, after: 'absent' },
    ]))
    expect((await listNoticesAbout(t.ctx.db, school(), student, queued.parent.id)).filter((n) => n.about_date === '2030-03-06')).toEqual([])
    expect((await listNoticesAbout(t.ctx.db, school(), student, other.id)).map((n) => [n.kind, n.about_date, n.state])).toEqual([['absent', '2030-03-06', 'queued']])
  })

  it('a mail client’s one-click (RFC 8058) turns notices off; a link sent before they were turned on again no longer does', async () => {
    const student = queued.studentId
    const adult = await linkParent(t.ctx.db, school(), student, { name: 'One Click Parent' })
    const link = (at: Date) => `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(t.ctx.secrets.notices, school(), adult.id, at.toISOString()))}`
    const oneClick = (url: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })
    const sentFirst = link(MORNING)
    expect((await oneClick(sentFirst)).statusCode).toBe(200)
    expect(await emailsOn(adult.id)).toBe(false)

    // The adult turns them on again, later, in their settings.
    t.setNow(new Date(MORNING.getTime() + 3_600_000))
    await t.ctx.db.updateTable('users').set({ password_hash: await hashPassword('a long password') }).where('id', '=', adult.id).execute()
    const cookie = sessionCookieOf(await signIn(t.app, 'parent', adult.email, 'a long password'))
    expect((await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie }, payload: { emailNotifications: true } })).statusCode).toBe(200)
    expect(await emailsOn(adult.id)).toBe(true)
    // The old email's link: opened or posted, it says it no longer works, and changes nothing.
    for (const response of [await t.app.inject({ method: 'GET', url: sentFirst }), await oneClick(sentFirst)]) {
      expect(response.statusCode).toBe(400)
      expect(response.body).toContain('This link no longer works: attendance notices were turned on again after this email was sent.')
    }
    expect(await emailsOn(adult.id)).toBe(true)
    // A link in an email sent after that works.
    expect((await oneClick(link(new Date(MORNING.getTime() + 7_200_000)))).statusCode).toBe(200)
    expect(await emailsOn(adult.id)).toBe(false)
    t.setNow(MORNING)
  })
})
