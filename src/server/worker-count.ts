import os from 'node:os'

/**
 * How many processes serve on this machine (ADR 055). A number is taken as given. `auto` is one per core on
 * PostgreSQL, whose writes several processes share through its own connections; on SQLite it is one, the one
 * writer whose group commit (ADR 054) sees every write of the machine: processes beside it would wait on the
 * file's lock instead.
 */
export function workerCount(setting: 'auto' | number, kind: 'sqlite' | 'postgres', cores = os.availableParallelism()): number {
  if (setting !== 'auto') return setting
  return kind === 'postgres' ? Math.max(1, cores) : 1
}
