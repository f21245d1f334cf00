import { sql } from 'kysely'
import type { Db } from './create-db'

/**
 * Group commit (ADR 054): writes that arrive while the database is busy share the next transaction and its one
 * commit, instead of each paying for a commit of its own. Each write still runs in a savepoint of its own, so one
 * that throws is rolled back alone and its neighbours go on; and each caller's promise settles only after the
 * commit that made its write durable (or after that commit failed). Nothing waits on a timer: a batch is what
 * queued up while the one before it ran (one event-loop turn when the database is idle), at most `maxBatch`.
 *
 * When the commit itself fails (the connection dropped, a conflict found at commit), nothing of the batch was
 * written: each write is then run again alone, so a batch never fails a write that would have succeeded alone.
 */
export interface GroupCommit {
  run<T>(work: (trx: Db) => Promise<T>): Promise<T>
}

export interface BatchOptions {
  /** The most items in one batch (PostgreSQL: fewer than 64 keeps every savepoint in the backend's cache). */
  maxBatch?: number
  /** Batches at once: 1 on SQLite (one writer), a few on PostgreSQL (its pool's connections). */
  concurrency?: number
}

/**
 * SQLite has one writer: one transaction at a time. PostgreSQL runs as many as its connections allow; half the
 * pool's, so that reads (sessions, the school) always find one free.
 */
export function groupCommitFor(kind: 'sqlite' | 'postgres', poolSize = 10): BatchOptions {
  return kind === 'sqlite' ? { concurrency: 1 } : { concurrency: Math.max(1, Math.floor(poolSize / 2)) }
}

export function groupCommit(db: Db, options: BatchOptions = {}): GroupCommit {
  type Work = (trx: Db) => Promise<unknown>
  const batcher = batched<Work, unknown>(
    (works) => inOneTransaction(db, works),
    (work) => db.transaction().execute(work),
    options,
  )
  return { run: <T>(work: (trx: Db) => Promise<T>) => batcher.run(work) as Promise<T> }
}

/** One item's outcome in a batch: its value, or what it threw (its neighbours unaffected). */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown }

export interface Batcher<I, O> {
  run(item: I): Promise<O>
}

/**
 * The queue under group commit, for any kind of batch: items that arrive while `concurrency` batches are running
 * wait and go together in the next, through `runBatch` (one outcome per item, in order). A lone item, and every
 * item of a batch that threw as a whole (nothing of it was written), goes through `runOne` instead.
 */
export function batched<I, O>(
  runBatch: (items: I[]) => Promise<Outcome<O>[]>,
  runOne: (item: I) => Promise<O>,
  { maxBatch = 50, concurrency = 1 }: BatchOptions = {},
): Batcher<I, O> {
  interface Job {
    item: I
    resolve: (value: O) => void
    reject: (error: unknown) => void
  }
  const queue: Job[] = []
  let running = 0
  let scheduled = false

  const schedule = () => {
    if (scheduled || running >= concurrency || queue.length === 0) return
    scheduled = true
    // After this turn's I/O callbacks: every item that arrived in it joins the batch.
    setImmediate(() => {
      scheduled = false
      while (running < concurrency && queue.length > 0) void runJobs(queue.splice(0, maxBatch))
    })
  }

  async function runJobs(jobs: Job[]): Promise<void> {
    running++
    try {
      const outcomes = jobs.length === 1 ? null : await runBatch(jobs.map((job) => job.item)).catch(() => null)
      if (outcomes) {
        jobs.forEach((job, i) => {
          const outcome = outcomes[i]!
          if (outcome.ok) job.resolve(outcome.value)
          else job.reject(outcome.error)
        })
      } else for (const job of jobs) await runOne(job.item).then(job.resolve, job.reject)
    } finally {
      running--
      schedule()
    }
  }

  return {
    run: (item) =>
      new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        schedule()
      }),
  }
}

/** The writes in one transaction, each in a savepoint; the outcomes once committed. */
async function inOneTransaction(db: Db, works: ((trx: Db) => Promise<unknown>)[]): Promise<Outcome<unknown>[]> {
  return db.transaction().execute(async (trx) => {
    const outcomes: Outcome<unknown>[] = []
    for (const work of works) {
      await sql`savepoint one_write`.execute(trx)
      try {
        const value = await work(trx)
        await sql`release savepoint one_write`.execute(trx)
        outcomes.push({ ok: true, value })
      } catch (error) {
        // A deadlock or a serialization failure is the batch's, not the write's: the batch is given up and each
        // write is run again alone.
        if (isConflictOfTransactions(error)) throw error
        await sql`rollback to savepoint one_write`.execute(trx)
        await sql`release savepoint one_write`.execute(trx)
        outcomes.push({ ok: false, error })
      }
    }
    return outcomes
  })
}

/** PostgreSQL's deadlock_detected and serialization_failure: errors of two transactions at once, gone when run again. */
export function isConflictOfTransactions(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '40P01' || code === '40001'
}
