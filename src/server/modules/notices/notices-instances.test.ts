import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrap } from '../../bootstrap'
import type { AppConfig } from '../../config'
import type { AppContext } from '../../context'
import { createDb, type DbHandle } from '../../db/create-db'
import { startServerProcess, type ServerProcess } from '../../test/server-process'
import { startSmtpSink } from '../../test/smtp-sink'
import { TEST_DATABASES } from '../../test/test-app'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../test/throwaway-database'
import { DELIVERY_DEFAULTS, deliverDue } from './delivery-worker'
import { outbox, queueMessages } from '../../test/notices.fixtures'
import { smtpTransport, type Transport } from './transports'

/** Long ago: every message queued then is due for any clock, the server process's real one included. */
const QUEUED_AT = '2000-01-03T10:00:00.000Z'

/** One app instance on a shared database: its own connection (pool) and context, as a second server would have. */
async function openInstance(database: ThrowawayDatabase, now: () => Date): Promise<{ ctx: AppContext; handle: DbHandle }> {
  const target = database.kind === 'postgres' ? { kind: 'postgres' as const, url: database.url } : { kind: 'sqlite' as const, file: database.url }
  const handle = createDb(target, { poolSize: 4 })
  const config: AppConfig = { port: 0, host: '127.0.0.1', database: target, demo: true, secrets: {}, trustProxy: false, baseDomain: null, logLevel: 'silent', webDist: null }
  return { ctx: await bootstrap(handle, config, now), handle }
}

const messageIds = (mails: { headers: Map<string, string> }[]) => mails.map((m) => m.headers.get('message-id')!)

/** Several app instances on one database deliver each message once; a crash costs at most one duplicate (ADR 021). */
describe.each(TEST_DATABASES)('the outbox with several app instances, on %s', (kind) => {
  let database: ThrowawayDatabase
  let instances: { ctx: AppContext; handle: DbHandle }[]
  const now = () => new Date('2030-03-04T10:00:00.000Z')

  beforeAll(async () => {
    database = await createThrowawayDatabase(kind)
    instances = [await openInstance(database, now)]
    instances.push(await openInstance(database, now))
  })
  afterAll(async () => {
    for (const { ctx, handle } of instances) {
      await ctx.events.close()
      await handle.db.destroy()
    }
    await database.drop()
  })

  it('two instances delivering one outbox at once send each message exactly once', async () => {
    const [one, two] = instances
    const sink = await startSmtpSink()
    const { ids } = await queueMessages(one!.ctx.db, one!.ctx.schoolId, 300, QUEUED_AT, { prefix: 'two', quietStart: '00:00' })
    const drain = async (ctx: AppContext, transport: Transport) => {
      while ((await deliverDue(ctx, transport, { publicUrl: 'http://rollcall.test', batchSize: 10 })) > 0) { /* until none is due */ }
    }
    const transports = [smtpTransport({ url: sink.url, from: 'notices@school.test' }), smtpTransport({ url: sink.url, from: 'notices@school.test' })]
    try {
      await Promise.all([drain(one!.ctx, transports[0]!), drain(two!.ctx, transports[1]!), drain(one!.ctx, transports[0]!)])
      const rows = (await outbox(one!.ctx.db, one!.ctx.schoolId)).filter((m) => ids.includes(m.id))
      expect(rows.every((r) => r.state === 'sent' && r.tries === 1)).toBe(true)
      expect(messageIds(sink.mails).sort()).toEqual(rows.map((r) => r.message_id).sort())
    } finally {
      for (const transport of transports) transport.close()
      await sink.close()
    }
  })

  it('a server killed (SIGKILL) while delivering: after its lease, the rest is delivered, at most one duplicate a message, with the same Message-ID', async () => {
    const [one] = instances
    const { ids } = await queueMessages(one!.ctx.db, one!.ctx.schoolId, 40, QUEUED_AT, { prefix: 'crash', quietStart: '00:00' })
    let server: ServerProcess | null = null
    let killed: Promise<void> | null = null
    let started!: (s: ServerProcess) => void
    const serverKnown = new Promise<ServerProcess>((resolve) => (started = resolve))
    const sink = await startSmtpSink({
      // From the third message on, none hears "250": the server dies first, with others in flight on its pooled connections.
      // (It may start delivering before it answers its health check, so the kill waits until the test knows it.)
      beforeAccept: async () => {
        if (sink.mails.length < 3) return
        const known = await serverKnown
        await (killed ??= known.crash())
      },
    })
    try {
      server = await startServerProcess({ DATABASE_URL: database.url, SMTP_URL: sink.url, MAIL_FROM: 'notices@school.test' })
      started(server)
      for (let i = 0; i < 200 && !killed; i++) await new Promise((resolve) => setTimeout(resolve, 50))
      expect(killed, `${sink.mails.length} arrived; ${server.output()}`).not.toBeNull()
      await killed
      const arrivedBeforeCrash = sink.mails.length
      const rows = (await outbox(one!.ctx.db, one!.ctx.schoolId)).filter((m) => ids.includes(m.id))
      expect(rows.some((r) => r.state === 'sending')).toBe(true)

      // Another instance, once the dead one's claims have expired, delivers what is left.
      const afterLease = new Date(Date.now() + DELIVERY_DEFAULTS.leaseMs + 60_000)
      const survivor = { ...one!.ctx, now: () => afterLease }
      const transport = smtpTransport({ url: sink.url, from: 'notices@school.test' })
      try {
        while ((await deliverDue(survivor, transport, { publicUrl: 'http://rollcall.test' })) > 0) { /* until none is due */ }
      } finally {
        transport.close()
      }
      const done = (await outbox(one!.ctx.db, one!.ctx.schoolId)).filter((m) => ids.includes(m.id))
      expect(done.every((r) => r.state === 'sent')).toBe(true)
      // The server's own cut-off check may queue notices too (its clock is the real one): only this test's are counted.
      const ours = new Set(done.map((r) => r.message_id))
      const arrivals = new Map<string, number>()
      for (const id of messageIds(sink.mails).filter((m) => ours.has(m))) arrivals.set(id, (arrivals.get(id) ?? 0) + 1)
      expect([...arrivals.keys()].sort()).toEqual([...ours].sort())
      expect(Math.max(...arrivals.values())).toBeLessThanOrEqual(2)
      // Only messages the server had sent without marking can arrive twice.
      expect([...arrivals.values()].reduce((a, b) => a + b, 0) - ids.length).toBeLessThanOrEqual(arrivedBeforeCrash)
    } finally {
      if (server && !killed) await server.stop()
      await sink.close()
    }
  }, 60_000)
})
