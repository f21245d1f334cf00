import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type SqliteDatabase from 'better-sqlite3'

/** How often the background thread copies the write-ahead log into the database file. */
export const CHECKPOINT_EVERY_MS = 200

// CommonJS, run by the worker thread: its own connection to the same file, PASSIVE checkpoints only
// (they wait for no reader or writer, and never make the app's connection wait).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file)
const timer = setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), workerData.everyMs)
parentPort.once('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

/**
 * Takes SQLite's WAL checkpoints off the request path. By default the connection that commits a
 * transaction which takes the log past 1,000 pages copies the log into the database file and syncs
 * it, there and then: every few hundred scans one request (and the 50 queued behind it on the event
 * loop) waited for a checkpoint and its fsync. Here the app's connection never checkpoints, and a
 * worker thread does, every CHECKPOINT_EVERY_MS, on its own connection. Should the thread stop, the
 * app's connection checkpoints for itself again. Returns what stops the thread.
 */
export function checkpointInBackground(sqlite: SqliteDatabase.Database, file: string, everyMs = CHECKPOINT_EVERY_MS): () => void {
  sqlite.pragma('wal_autocheckpoint = 0')
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, file, everyMs } })
  worker.unref()
  let stopping = false
  const fallBack = () => {
    if (!stopping && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000')
  }
  worker.once('error', fallBack)
  worker.once('exit', fallBack)
  return () => {
    stopping = true
    worker.postMessage('stop')
  }
}
