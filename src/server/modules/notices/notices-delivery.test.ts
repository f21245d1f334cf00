import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../test/server-process'
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { deliverDue } from './delivery-worker'
import { outbox, queueMessages } from '../../test/notices.fixtures'
import { signBody, SIGNATURE_HEADER, smtpTransport, type Transport, webhookTransport } from './transports'
import { readUnsubscribeToken } from './unsubscribe-token'

const MORNING = new Date('2030-03-04T10:00:00.000Z')
const PUBLIC_URL = 'http://rollcall.test'
const options = { publicUrl: PUBLIC_URL, backoffMs: 1_000, maxBackoffMs: 60_000 }

/** The worker delivers the outbox (ADR 021) through a real SMTP server and a real webhook receiver. */
describe.each(TEST_DATABASES)('delivering the outbox, on %s', (kind) => {
  let t: TestApp
  let sink: SmtpSink | null = null
  let transport: Transport | null = null
  let prefix = 0
  const school = () => t.ctx.schoolId
  const later = (ms: number) => t.setNow(new Date(t.ctx.now().getTime() + ms))
  const mine = async (ids: string[]) => (await outbox(t.ctx.db, school())).filter((m) => ids.includes(m.id))
  const deliverAll = async (via: Transport) => {
    while ((await deliverDue(t.ctx, via, { ...options, batchSize: 20 })) > 0) { /* until none is due */ }
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MORNING })
  })
  afterEach(async () => {
    transport?.close()
    transport = null
    await sink?.close()
    sink = null
    t.setNow(MORNING)
  })
  afterAll(() => t.close())

  it('sends each queued message once over SMTP, with its Message-ID and an unsubscribe link, and marks it sent', async () => {
    sink = await startSmtpSink()
    transport = smtpTransport({ url: sink.url, from: 'Rollcall <notices@school.test>' })
    const { ids, parent } = await queueMessages(t.ctx.db, school(), 5, MORNING.toISOString(), { prefix: `p${prefix++}` })
    await deliverAll(transport)
    await deliverAll(transport)
    expect(sink.mails).toHaveLength(5)
    const rows = await mine(ids)
    expect(rows.map((r) => [r.state, r.tries, r.channel, r.sent_at])).toEqual(ids.map(() => ['sent', 1, 'email', MORNING.toISOString()]))
    expect(sink.mails.map((m) => m.headers.get('message-id')).sort()).toEqual(rows.map((r) => r.message_id).sort())
    const mail = sink.mails[0]!
    expect(mail.to).toEqual([parent.email])
    expect(mail.from).toBe('notices@school.test')
    const unsubscribe = mail.headers.get('list-unsubscribe')!
    const link = /<(http:\/\/rollcall\.test\/unsubscribe\?token=[^>]+)>/.exec(unsubscribe)![1]!
    expect(mail.body).toContain(link)
    expect(readUnsubscribeToken(t.ctx.secrets.notices, new URL(link).searchParams.get('token')!)).toEqual({ schoolId: school(), userId: parent.id, issuedAt: MORNING.toISOString() })
    // RFC 8058: a mail client may unsubscribe with one click, by a POST to that link.
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
  })

  it('keeps messages queued while the SMTP server is down, and delivers each once when it is back', async () => {
    const port = await freePort()
    transport = smtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'notices@school.test' })
    const { ids } = await queueMessages(t.ctx.db, school(), 4, MORNING.toISOString(), { prefix: `p${prefix++}` })
    await deliverAll(transport)
    let rows = await mine(ids)
    expect(rows.map((r) => [r.state, r.tries])).toEqual(ids.map(() => ['queued', 1]))
    expect(rows[0]!.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(rows[0]!.next_attempt_at).toBe(new Date(MORNING.getTime() + 1_000).toISOString())

    sink = await startSmtpSink({ port })
    await deliverAll(transport) // not due yet: the back-off holds
    expect(sink.mails).toHaveLength(0)
    later(1_000)
    await deliverAll(transport)
    await deliverAll(transport)
    rows = await mine(ids)
    expect(rows.map((r) => [r.state, r.tries])).toEqual(ids.map(() => ['sent', 2]))
    expect(sink.mails.map((m) => m.headers.get('message-id')).sort()).toEqual(rows.map((r) => r.message_id).sort())
  })

  it('fails a message after its last try, with the last error, waiting twice as long before each try', async () => {
    transport = smtpTransport({ url: `smtp://127.0.0.1:${await freePort()}`, from: 'notices@school.test' })
    const { ids } = await queueMessages(t.ctx.db, school(), 1, MORNING.toISOString(), { prefix: `p${prefix++}` })
    const waits: number[] = []
    for (let i = 0; i < 4; i++) {
      await deliverDue(t.ctx, transport, { ...options, maxTries: 4 })
      const [row] = await mine(ids)
      waits.push(Date.parse(row!.next_attempt_at) - t.ctx.now().getTime())
      t.setNow(new Date(row!.next_attempt_at))
    }
    const [row] = await mine(ids)
    expect(row).toMatchObject({ state: 'failed', tries: 4 })
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(waits.slice(0, 3)).toEqual([1_000, 2_000, 4_000])
    expect(await deliverDue(t.ctx, transport, options)).toBe(0)
  })

  it('holds a message in its adult’s quiet hours (21:00–06:00 by default, in the school’s zone) and sends it when they end', async () => {
    sink = await startSmtpSink()
    transport = smtpTransport({ url: sink.url, from: 'notices@school.test' })
    t.setNow(new Date('2030-03-04T22:30:00.000Z'))
    const quiet = await queueMessages(t.ctx.db, school(), 2, t.ctx.now().toISOString(), { prefix: `p${prefix++}` })
    const never = await queueMessages(t.ctx.db, school(), 1, t.ctx.now().toISOString(), { prefix: `p${prefix++}`, quietStart: '00:00' })
    await deliverAll(transport)
    expect(sink.mails.map((m) => m.to[0])).toEqual([never.parent.email])
    expect((await mine(quiet.ids)).map((r) => [r.state, r.tries, r.next_attempt_at])).toEqual(quiet.ids.map(() => ['held', 0, '2030-03-05T06:00:00.000Z']))
    t.setNow(new Date('2030-03-05T05:59:59.000Z'))
    await deliverAll(transport)
    expect(sink.mails).toHaveLength(1)
    t.setNow(new Date('2030-03-05T06:00:00.000Z'))
    await deliverAll(transport)
    expect((await mine(quiet.ids)).map((r) => [r.state, r.tries])).toEqual(quiet.ids.map(() => ['sent', 1]))
    expect(sink.mails).toHaveLength(3)
  })

  it('posts a signed JSON body to the webhook, and tries again when the receiver fails', async () => {
    const received: { body: string; valid: boolean }[] = []
    let failNext = true
    const receiver: Server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        received.push({ body, valid: request.headers[SIGNATURE_HEADER] === signBody(t.ctx.secrets.notices, body) })
        response.statusCode = failNext ? 503 : 204
        failNext = false
        response.end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    try {
      transport = webhookTransport({ url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify`, secret: t.ctx.secrets.notices })
      const { ids, parent } = await queueMessages(t.ctx.db, school(), 1, MORNING.toISOString(), { prefix: `p${prefix++}` })
      await deliverAll(transport)
      expect((await mine(ids))[0]).toMatchObject({ state: 'queued', tries: 1, last_error: 'webhook answered 503' })
      later(1_000)
      await deliverAll(transport)
      const [row] = await mine(ids)
      expect(row).toMatchObject({ state: 'sent', tries: 2, channel: 'webhook' })
      expect(received.map((r) => r.valid)).toEqual([true, true])
      expect(JSON.parse(received[1]!.body)).toMatchObject({
        id: ids[0], messageId: row!.message_id, kind: 'absent', to: { userId: parent.id, email: parent.email }, subject: row!.subject,
      })
    } finally {
      await new Promise((resolve) => receiver.close(resolve))
    }
  })
})
