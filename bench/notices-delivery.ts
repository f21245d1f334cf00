/**
 * Delivering the outbox (ADR 021): 10,000 queued notices sent by the delivery worker's rounds
 * (delivery-worker.ts, deliverDue: claim 50, send them over the pooled SMTP connections, mark each) to a
 * real SMTP server on 127.0.0.1 (smtp-server, as the tests use). All are queued at once, as a burst
 * would be; queue-to-sent is each message's sent_at less its created_at.
 *
 *   npx tsx bench/notices-delivery.ts [--quick]   # embedded SQLite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/notices-delivery.ts
 *
 * Reported, no budget (figures for sizing a deployment): messages per second, p50/p99 queue-to-sent.
 */
import { performance } from 'node:perf_hooks'
import { deliverDue } from '../src/server/modules/notices/delivery-worker'
import { queueMessages } from '../src/server/test/notices.fixtures'
import { smtpTransport } from '../src/server/modules/notices/transports'
import { startSmtpSink } from '../src/server/test/smtp-sink'
import { bigSchool, percentile } from './support/big-school'
import { type BenchRow, ms, QUICK, report } from './support/report'

const COUNT = Number(process.env.BENCH_NOTICES ?? (QUICK ? 500 : 10_000))

const school = await bigSchool({ students: 40, classSize: 40, date: '2030-01-07' })
const { ctx } = school
const sink = await startSmtpSink()
const transport = smtpTransport({ url: sink.url, from: 'notices@bench.school' })
const queuedAt = new Date().toISOString()
// No quiet hours for the benchmark's adult, whatever the hour it runs at.
const { ids } = await queueMessages(ctx.db, ctx.schoolId, COUNT, queuedAt, { prefix: 'bench', quietStart: '00:00' })

const started = performance.now()
while ((await deliverDue(ctx, transport, { publicUrl: 'http://bench.school' })) > 0) { /* until none is due */ }
const seconds = (performance.now() - started) / 1000
transport.close()

const rows = await ctx.db.selectFrom('outbox_messages').select(['state', 'created_at', 'sent_at']).where('school_id', '=', ctx.schoolId).execute()
const sent = rows.filter((r) => r.state === 'sent')
if (sent.length !== ids.length || sink.mails.length !== ids.length) {
  throw new Error(`expected ${ids.length} sent and arrived once each: ${sent.length} sent, ${sink.mails.length} arrived`)
}
const latencies = sent.map((r) => Date.parse(r.sent_at!) - Date.parse(r.created_at))
const rate = COUNT / seconds
console.log(`notices delivered (${ctx.dbKind}): ${COUNT} in ${seconds.toFixed(1)} s = ${rate.toFixed(0)}/s; queue-to-sent p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms`)
await sink.close()
await school.close()
const result: BenchRow[] = [
  { benchmark: 'notices', measure: `${COUNT} notices to a local SMTP server: throughput`, db: ctx.dbKind, value: `${rate.toFixed(0)} /s`, budget: 'reported', met: null },
  { benchmark: 'notices', measure: 'queue-to-sent, all queued at once: p50', db: ctx.dbKind, value: ms(percentile(latencies, 50), 0), budget: 'reported', met: null },
  { benchmark: 'notices', measure: 'queue-to-sent, all queued at once: p99', db: ctx.dbKind, value: ms(percentile(latencies, 99), 0), budget: 'reported', met: null },
]
report(result)
