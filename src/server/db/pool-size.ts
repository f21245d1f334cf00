import os from 'node:os'

/**
 * How many PostgreSQL connections one app instance keeps (ADR 033), by one rule:
 *
 *   per instance = max(2, min(PER_CORE × cores, floor((max_connections − RESERVED) / instances) − 1))
 *
 * - PER_CORE × cores: a scan waits for the database once (ADR 033), so a connection is busy only for that
 *   round trip; five per core of the app's host keep the event loop fed without queueing work in the
 *   database that its own cores cannot run (PostgreSQL's own advice: about twice its cores, all instances together).
 * - the share: the server's `max_connections` less RESERVED for administrators and tools (psql, backups,
 *   migrations from another host), split between the instances; less the one each instance holds apart
 *   for LISTEN (db/notifier.ts).
 *
 * DB_POOL_SIZE overrides the rule; DB_MAX_CONNECTIONS (default 100, PostgreSQL's) and APP_INSTANCES
 * (default 1) feed it (config.ts).
 */
export const CONNECTIONS_PER_CORE = 5
export const RESERVED_CONNECTIONS = 5

export function poolSizeFor(options: { cores?: number; maxConnections: number; instances: number }): number {
  const cores = options.cores ?? os.availableParallelism()
  const share = Math.floor((options.maxConnections - RESERVED_CONNECTIONS) / options.instances) - 1
  return Math.max(2, Math.min(CONNECTIONS_PER_CORE * cores, share))
}
