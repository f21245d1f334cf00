import { EventEmitter } from 'node:events'
import pg from 'pg'

/**
 * Messages between app instances. With SQLite there is one process, so an
 * in-memory emitter is the whole story. With PostgreSQL every instance LISTENs
 * on one channel and publishes with pg_notify, so a change made through any
 * instance reaches the live pages served by all of them.
 */
export interface Notifier {
  publish(payload: string): Promise<void>
  subscribe(listener: (payload: string) => void): () => void
  close(): Promise<void>
}

export function createMemoryNotifier(): Notifier {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    publish: async (payload) => void emitter.emit('message', payload),
    subscribe: (listener) => {
      emitter.on('message', listener)
      return () => emitter.off('message', listener)
    },
    close: async () => void emitter.removeAllListeners(),
  }
}

/** PostgreSQL NOTIFY payloads must stay under 8000 bytes. */
export const MAX_NOTIFY_BYTES = 7900
const RECONNECT_MS = 1000

export function createPostgresNotifier(
  pool: pg.Pool,
  connectionString: string,
  channel: string,
  onError: (error: unknown) => void,
): Notifier {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  let client: pg.Client | null = null
  let closed = false

  const connect = async () => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) emitter.emit('message', message.payload)
    })
    next.on('error', (error) => {
      onError(error)
      reconnectLater(next)
    })
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    client = next
  }
  const reconnectLater = (broken: pg.Client) => {
    if (closed || client !== broken) return
    client = null
    void broken.end().catch(() => {})
    setTimeout(() => void connect().catch((error) => (onError(error), reconnectLater(broken))), RECONNECT_MS).unref()
  }
  const ready = connect()

  return {
    publish: async (payload) => {
      if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) throw new Error('notification payload too large')
      await pool.query('select pg_notify($1, $2)', [channel, payload])
    },
    subscribe: (listener) => {
      emitter.on('message', listener)
      return () => emitter.off('message', listener)
    },
    close: async () => {
      closed = true
      emitter.removeAllListeners()
      await ready.catch(() => {})
      await client?.end().catch(() => {})
    },
  }
}
