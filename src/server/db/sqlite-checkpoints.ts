import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { sql } from 'kysely'
import type { Db } from './create-db'

/** How often the background thread moves committed pages from the WAL into the database file. */
export const CHECKPOINT_EVERY_MS = 200

/**
 * The checkpoint's own thread, with its own connection: `wal_checkpoint(PASSIVE)` copies what the
 * WAL holds into the database file and syncs it, never waiting for (or blocking) a writer.
 * CommonJS source, so that it runs the same from the sources and from the server bundle.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.module)
const db = new Database(workerData.file)
const timer = setInterval(() => {
  const [result] = db.pragma('wal_checkpoint(PASSIVE)')
  if (result && result.busy) parentPort.postMessage({ busy: true })
}, workerData.everyMs)
parentPort.on('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

export interface BackgroundCheckpoints {
  stop(): Promise<void>
}

/**
 * Takes SQLite's checkpoints off the request path (ADR 018). By default the commit that grows
 * the WAL past 1,000 pages copies them back and syncs the database file itself, on the event loop,
 * holding up every request behind it: on a busy disk for seconds. Here the app's connection never
 * checkpoints and a worker thread does it every 200 ms instead. Should the thread fail, the
 * connection checkpoints as before, so the WAL never grows without bound.
 */
export async function checkpointInBackground(db: Db, file: string, onProblem: (error: Error) => void): Promise<BackgroundCheckpoints> {
  const module = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, module, everyMs: CHECKPOINT_EVERY_MS },
    // It keeps a timer and a connection: a small heap, so the thread adds little to the server's memory.
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
  })
  let stopping = false
  const fallBack = (error: Error) => {
    if (stopping) return
    onProblem(error)
    void sql`pragma wal_autocheckpoint = 1000`.execute(db).catch(onProblem)
  }
  worker.on('error', fallBack)
  worker.on('exit', (code) => fallBack(new Error(`the checkpoint thread stopped (exit code ${code}): the app's connection checkpoints again`)))
  worker.unref()
  await sql`pragma wal_autocheckpoint = 0`.execute(db)
  return {
    stop: async () => {
      stopping = true
      const exited = new Promise((resolve) => worker.once('exit', resolve))
      worker.postMessage('stop')
      await exited
    },
  }
}
