import cluster from 'node:cluster'

/** The worker's number, 1 to WORKERS (ROLLCALL_WORKER, set by the primary); 1 when the process serves alone. */
export const workerNumber = (): number => (cluster.isWorker ? Number(process.env.ROLLCALL_WORKER ?? 1) : 1)

/** Whether this process serves (a worker, or the only process) rather than forking the workers. */
export const servesItself = (workers: number): boolean => workers <= 1 || cluster.isWorker

/**
 * The primary of several serving processes (ADR 055), all listening on the one port (node:cluster hands each
 * connection to a worker). It prepares the database once (migrations, the first school) before any worker
 * starts, forks `count` workers, starts again a worker that died, and on SIGTERM or SIGINT asks each to stop and
 * exits once all have. It serves nothing itself.
 */
export async function runWorkers(count: number, prepare: () => Promise<void>, log: (message: string) => void): Promise<void> {
  await prepare()
  let stopping = false
  const fork = (n: number) => cluster.fork({ ROLLCALL_WORKER: String(n) }).on('exit', (code, signal) => {
    if (stopping) return
    log(`worker ${n} ended (${signal ?? `exit code ${code}`}); starting it again`)
    fork(n)
  })
  for (let n = 1; n <= count; n++) fork(n)
  const stop = (signal: NodeJS.Signals) => {
    stopping = true
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined)
    if (workers.length === 0) process.exit(0)
    let left = workers.length
    for (const worker of workers) {
      worker.once('exit', () => --left === 0 && process.exit(0))
      worker.process.kill(signal)
    }
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
  log(`serving with ${count} worker processes`)
}

/** A worker ends when its primary is gone (killed, crashed): nobody would start it again or stop it. */
export function endWithPrimary(): void {
  if (cluster.isWorker) process.on('disconnect', () => process.exit(1))
}
