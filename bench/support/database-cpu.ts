import pg from 'pg'
import { thousands } from './bench-db'
import { backendPidsOn, citusWorkerNodes, ownBackendPid } from './database-cpu.queries'
import { parentPid, processCpuSeconds, processTreeCpuSeconds } from './process-cpu'

/**
 * The CPU one database costs on its server, node by node: on plain PostgreSQL its backends; on a Citus
 * cluster the coordinator's backends for it and, separately, each worker's backends for its copy of it
 * (the coordinator's connections to the workers, which run the shards' queries). Read from /proc, so
 * every node must run on this host (scripts/citus-cluster.sh's do).
 *
 * Backends come and go during a load (Citus opens more connections to a worker when a query needs
 * them), so the pids are listed again every SAMPLE_MS and each one's CPU read each time: a backend
 * first seen during the load counts from zero, one that ended counts up to its last reading (what it
 * used after that, under SAMPLE_MS, is lost). As a bound, each node's whole server is measured too
 * (its postmaster and every process it started, ended ones included: processTreeCpuSeconds): that
 * counts every database on it and its own housekeeping, and no backend that came and went unseen.
 */
export type Engine = 'postgres' | 'citus'
export type NodeRole = 'postgres' | 'coordinator' | 'worker'

export interface NodeCpu {
  role: NodeRole
  /** host:port */
  node: string
  /** This database's backends on the node. */
  seconds: number
  /** The whole server on the node (every database, its background processes), for comparison. */
  wholeServer: number
}

const SAMPLE_MS = 200

interface Node {
  role: NodeRole
  node: string
  client: pg.Client
  postmaster: number | null
  /** Its whole server's CPU seconds at the start. */
  serverAtStart: number
  /** pid → [CPU seconds at first sight (0 when it appeared after the start), at the latest reading]. */
  seen: Map<number, [number, number]>
}

/** The database of `url`: plain PostgreSQL, or a Citus coordinator's database (its workers found from it). */
export async function databaseEngine(url: string): Promise<Engine> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await citusWorkerNodes(client)) ? 'citus' : 'postgres'
  } finally {
    await client.end()
  }
}

/**
 * A connection of the meter. Should the server end it (the benchmark failing half-way drops its database), that is
 * said, not thrown as an unhandled 'error' that would end the process before the benchmark's own error is printed.
 */
function meterClient(connectionString: string): pg.Client {
  const client = new pg.Client({ connectionString })
  client.on('error', (error) => console.error(`database CPU meter: ${error.message}`))
  return client
}

/**
 * Starts measuring: connects to every node's copy of the database, reads its backends now and every
 * SAMPLE_MS until stop(), which gives each node's CPU seconds since the start.
 */
export async function databaseCpuMeter(url: string): Promise<{ engine: Engine; stop(): Promise<NodeCpu[]> }> {
  const first = meterClient(url)
  await first.connect()
  const workers = await citusWorkerNodes(first)
  const at = new URL(url)
  const nodes: Node[] = [{ role: workers ? 'coordinator' : 'postgres', node: `${at.hostname}:${at.port || 5432}`, client: first, postmaster: null, serverAtStart: 0, seen: new Map() }]
  for (const worker of workers ?? []) {
    const address = new URL(url)
    address.hostname = worker.host
    address.port = String(worker.port)
    const client = meterClient(address.toString())
    await client.connect()
    nodes.push({ role: 'worker', node: `${worker.host}:${worker.port}`, client, postmaster: null, serverAtStart: 0, seen: new Map() })
  }
  for (const node of nodes) {
    node.postmaster = parentPid(await ownBackendPid(node.client))
    node.serverAtStart = node.postmaster ? processTreeCpuSeconds(node.postmaster) : 0
  }
  const sample = async (initial: boolean) => {
    for (const node of nodes) {
      for (const pid of await backendPidsOn(node.client)) {
        if (!node.seen.has(pid)) node.seen.set(pid, [initial ? processCpuSeconds(pid) : 0, 0])
      }
      for (const [pid, known] of node.seen) {
        const now = processCpuSeconds(pid)
        if (now > 0) known[1] = now // 0: it has ended; its last reading stands
      }
    }
  }
  await sample(true)
  let sampling: Promise<void> = Promise.resolve()
  const timer = setInterval(() => {
    sampling = sampling.then(() => sample(false)).catch(() => {})
  }, SAMPLE_MS)
  return {
    engine: workers ? 'citus' : 'postgres',
    async stop() {
      clearInterval(timer)
      await sampling
      await sample(false)
      const wholeServer = nodes.map((n) => (n.postmaster ? processTreeCpuSeconds(n.postmaster) - n.serverAtStart : 0))
      await Promise.all(nodes.map((n) => n.client.end()))
      return nodes.map((n, i) => ({ role: n.role, node: n.node, seconds: [...n.seen.values()].reduce((sum, [from, to]) => sum + Math.max(0, to - from), 0),
        wholeServer: wholeServer[i]! }))
    },
  }
}

const perRequest = (seconds: number, requests: number) => `${thousands((1e6 * seconds) / Math.max(1, requests))} µs`

/** "PostgreSQL 12.3 s = 4,012 µs a request", or the coordinator's and the workers' (each, then together). */
export function describeNodeCpu(nodes: NodeCpu[], requests: number): string {
  const coordinator = nodes.find((n) => n.role !== 'worker')!
  const workers = nodes.filter((n) => n.role === 'worker')
  const name = coordinator.role === 'postgres' ? 'PostgreSQL' : 'coordinator'
  const first = `${name} ${coordinator.seconds.toFixed(1)} s = ${perRequest(coordinator.seconds, requests)} a request`
  const servers = nodes.reduce((sum, n) => sum + n.wholeServer, 0)
  const whole = `; the whole server${workers.length ? 's (all nodes)' : ''}, every database: ${servers.toFixed(1)} s = ${perRequest(servers, requests)} a request`
  if (!workers.length) return first + whole
  const total = workers.reduce((sum, w) => sum + w.seconds, 0)
  return `${first}; workers ${total.toFixed(1)} s = ${perRequest(total, requests)} a request (${workers.map((w) => `${w.node} ${perRequest(w.seconds, requests)}`).join(', ')})${whole}`
}
