import pg from 'pg'

/**
 * A whole new database on a Citus cluster (docs/scaling.md, "On a real cluster"), for the tests that make
 * one (throwaway-database.ts) when TEST_DATABASE_URL points at a Citus coordinator. Citus keeps its nodes
 * per database, so a new one needs what scripts/citus-cluster.sh gives each: the database on every worker
 * with the extension in it, and on the coordinator the extension, its own address and the workers'.
 * Plain imports only: the end-to-end journeys use it too.
 */
export interface CitusWorker {
  host: string
  port: number
}

/** The workers of the server's database, or null when it has no citus extension (a plain PostgreSQL). */
export async function citusWorkersOf(server: string): Promise<CitusWorker[] | null> {
  return withClient(server, async (client) => {
    const { rows } = await client.query(`select count(*)::int as n from pg_extension where extname = 'citus'`)
    if (rows[0].n === 0) return null
    const nodes = await client.query(`select nodename as host, nodeport as port from pg_dist_node where groupid <> 0 and noderole = 'primary' order by nodeport`)
    return nodes.rows as CitusWorker[]
  })
}

/** After `create database name` on the coordinator of `server`: the same database on every worker, joined up. */
export async function joinCitusDatabase(server: string, name: string, workers: CitusWorker[]): Promise<void> {
  const shardCount = await withClient(server, async (client) => (await client.query(`select current_setting('citus.shard_count') as n`)).rows[0].n as string)
  for (const worker of workers) {
    await withClient(on(server, worker), (client) => client.query(`create database ${name}`))
    await withClient(on(server, worker, name), (client) => client.query(`create extension citus`))
  }
  const coordinator = new URL(server)
  await withClient(on(server, null, name), async (client) => {
    await client.query(`create extension citus`)
    await client.query(`alter database ${name} set citus.shard_count = ${Number(shardCount)}`)
    await client.query(`select citus_set_coordinator_host($1, $2)`, [coordinator.hostname, Number(coordinator.port || 5432)])
    for (const worker of workers) await client.query(`select citus_add_node($1, $2)`, [worker.host, worker.port])
  })
}

export async function dropCitusDatabase(server: string, name: string, workers: CitusWorker[]): Promise<void> {
  for (const worker of workers) await withClient(on(server, worker), (client) => client.query(`drop database if exists ${name} with (force)`))
}

/** The server's address with another node (the same user) and database (default: the server's). */
function on(server: string, node: CitusWorker | null, database?: string): string {
  const url = new URL(server)
  if (node) {
    url.hostname = node.host
    url.port = String(node.port)
  }
  if (database) url.pathname = `/${database}`
  return url.toString()
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
