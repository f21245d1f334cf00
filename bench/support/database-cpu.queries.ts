import type pg from 'pg'

/**
 * The nodes' own catalogs, read over plain pg clients (one per node, for database-cpu.ts): a worker's
 * database is not one the app opens through Kysely.
 */

/** Whether the database has the citus extension; with it, the primary workers the coordinator knows. */
export async function citusWorkerNodes(client: pg.ClientBase): Promise<{ host: string; port: number }[] | null> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_extension where extname = 'citus'`)
  if (rows[0]!.n === 0) return null
  const nodes = await client.query<{ host: string; port: number }>(
    `select nodename as host, nodeport as port from pg_dist_node where groupid <> 0 and noderole = 'primary' order by nodeport`)
  return nodes.rows.map((r) => ({ host: r.host, port: Number(r.port) }))
}

/** The server processes of every connection to this node's copy of the database but the asking one. */
export async function backendPidsOn(client: pg.ClientBase): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)
  return rows.map((r) => Number(r.pid))
}

/** This connection's own server process (its parent is the node's postmaster). */
export async function ownBackendPid(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ pid: number }>(`select pg_backend_pid() as pid`)
  return Number(rows[0]!.pid)
}
