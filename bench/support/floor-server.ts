/**
 * The floor for the scan benchmark: the least a scan endpoint can do. A bare Fastify app (no
 * plugins, no logger) whose one POST route checks one Ed25519 signature (ADR 024) and does one INSERT
 * into a one-table SQLite database with the app's pragmas. Anything our /api/qr/scan does beyond
 * this (session, CSRF, validation, the code's row, the record, the audit row, the event) is
 * what the ratio to this floor measures.
 *
 *   node --import tsx bench/support/floor-server.ts <sqlite-file>
 *
 * Reads the QR secret (its key pair derived as the app derives it) from FLOOR_SECRET; prints {"port": n} once it listens.
 */
import { verify } from 'node:crypto'
import SqliteDatabase from 'better-sqlite3'
import Fastify from 'fastify'
import { qrKeysFrom } from '../../src/server/modules/qr/qr-token'

const file = process.argv[2]
const secret = process.env.FLOOR_SECRET
if (!file || !secret) throw new Error('usage: FLOOR_SECRET=… floor-server.ts <sqlite-file>')
const { publicKey } = qrKeysFrom(secret)

const db = new SqliteDatabase(file)
db.pragma('journal_mode = WAL')
db.pragma('synchronous = NORMAL')
db.pragma('foreign_keys = ON')
db.pragma('busy_timeout = 5000')
db.exec('create table if not exists scans (nonce text primary key, student_id text not null, scanned_at text not null)')
const insert = db.prepare('insert into scans (nonce, student_id, scanned_at) values (?, ?, ?)')

const app = Fastify({ logger: false })
app.post('/scan', async (request, reply) => {
  const code = (request.body as { code?: unknown } | null)?.code
  const [body, signature] = typeof code === 'string' ? code.split('.') : []
  if (!body || !signature) return reply.code(400).send({ error: 'invalid' })
  if (!verify(null, Buffer.from(body), publicKey, Buffer.from(signature, 'base64url'))) return reply.code(400).send({ error: 'invalid' })
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { sub: string; n: string }
  insert.run(payload.n, payload.sub, new Date().toISOString())
  return { student: payload.sub }
})

const address = await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ port: Number(new URL(address).port) }))
process.once('SIGTERM', () => void app.close().then(() => (db.close(), process.exit(0))))
