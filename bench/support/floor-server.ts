/**
 * The floors for the scan benchmark: the least a scan endpoint can do, on the same stack. A bare Fastify app (no
 * plugins, no logger) with two POST routes:
 *
 *   /bare  reads the JSON body and answers: the HTTP stack alone;
 *   /scan  also checks one Ed25519 signature (ADR 024) and does one INSERT: on SQLite, a one-table database with
 *          the app's pragmas; with FLOOR_PG_URL, one table in that PostgreSQL database through a pool of the app's
 *          size (each INSERT its own commit, as `synchronous_commit` and `fsync` are set there).
 *
 * Anything our /api/qr/scan does beyond /scan (session, CSRF, validation, the code's row, the record, the audit
 * row, the event) is what the ratio to this floor measures.
 *
 *   node --import tsx bench/support/floor-server.ts <sqlite-file>
 *
 * Reads the QR secret (its key pair derived as the app derives it) from FLOOR_SECRET; prints {"port": n} once it listens.
 */
import { verify } from 'node:crypto'
import SqliteDatabase from 'better-sqlite3'
import Fastify from 'fastify'
import pg from 'pg'
import { qrKeysFrom } from '../../src/server/modules/qr/qr-token'

const file = process.argv[2]
const secret = process.env.FLOOR_SECRET
const pgUrl = process.env.FLOOR_PG_URL
if ((!file && !pgUrl) || !secret) throw new Error('usage: FLOOR_SECRET=… [FLOOR_PG_URL=…] floor-server.ts <sqlite-file>')
const { publicKey } = qrKeysFrom(secret)

const TABLE = 'create table if not exists floor_scans (nonce text primary key, student_id text not null, scanned_at text not null)'
let insert: (nonce: string, student: string, at: string) => Promise<unknown> | unknown
let close: () => Promise<unknown> | unknown
if (pgUrl) {
  const pool = new pg.Pool({ connectionString: pgUrl, max: Number(process.env.FLOOR_PG_POOL ?? 10) })
  await pool.query(TABLE)
  insert = (nonce, student, at) => pool.query({ name: 'floor_insert', text: 'insert into floor_scans (nonce, student_id, scanned_at) values ($1, $2, $3)', values: [nonce, student, at] })
  close = () => pool.end()
} else {
  const db = new SqliteDatabase(file!)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  db.exec(TABLE)
  const statement = db.prepare('insert into floor_scans (nonce, student_id, scanned_at) values (?, ?, ?)')
  insert = (nonce, student, at) => statement.run(nonce, student, at)
  close = () => db.close()
}

const app = Fastify({ logger: false })
app.post('/bare', async (request) => ({ received: typeof (request.body as { code?: unknown } | null)?.code === 'string' }))
app.post('/scan', async (request, reply) => {
  const code = (request.body as { code?: unknown } | null)?.code
  const [body, signature] = typeof code === 'string' ? code.split('.') : []
  if (!body || !signature) return reply.code(400).send({ error: 'invalid' })
  if (!verify(null, Buffer.from(body), publicKey, Buffer.from(signature, 'base64url'))) return reply.code(400).send({ error: 'invalid' })
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { sub: string; n: string }
  await insert(payload.n, payload.sub, new Date().toISOString())
  return { student: payload.sub }
})

const address = await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ port: Number(new URL(address).port) }))
process.once('SIGTERM', () => void app.close().then(async () => (await close(), process.exit(0))))
