import pg from 'pg'
import { citusWorkersOf, joinCitusDatabase } from './citus-database'
import { onServer } from './throwaway-database'

/** The suffix of the databases Vitest's second and later workers use beside TEST_DATABASE_URL's. */
const WORKER_SUFFIX = '_vitest_worker'
/** PostgreSQL's "database already exists". */
const DUPLICATE_DATABASE = '42P04'

let made: Promise<string> | undefined

/**
 * The PostgreSQL database this test process makes its schemas in. Vitest runs two files at once on two cores
 * (vitest.config.ts), and Kysely's migrator, listing the tables of every schema of its database, trips on a
 * schema the other file is dropping; so each worker has a database of its own: Vitest's first worker
 * TEST_DATABASE_URL's, each other one `<name>_vitest_worker<N>` on the same server, made on first use
 * (and joined to the cluster on a Citus coordinator) and dropped when the run ends (vitest.global-setup.ts).
 */
export function workerDatabaseUrl(): Promise<string> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) throw new Error('TEST_DATABASE_URL is not set')
  const worker = Number(process.env.VITEST_POOL_ID ?? 1)
  if (!(worker > 1)) return Promise.resolve(server)
  made ??= (async () => {
    const url = new URL(server)
    const name = `${databaseName(server)}${WORKER_SUFFIX}${worker}`
    // One worker runs one file at a time, so only an earlier file of the same worker can have made it.
    const created = await onServer(server, `create database ${name}`).then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === DUPLICATE_DATABASE) return false
        throw error
      },
    )
    const workers = created ? await citusWorkersOf(server) : null
    if (workers) await joinCitusDatabase(server, name, workers)
    url.pathname = `/${name}`
    return url.toString()
  })()
  return made
}

/** Drops the databases workerDatabaseUrl made beside TEST_DATABASE_URL's (at the end of a run). */
export async function dropWorkerDatabases(server: string): Promise<void> {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [`${databaseName(server)}${WORKER_SUFFIX}`])
    for (const { datname } of rows) await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`)
  } finally {
    await client.end()
  }
}

function databaseName(server: string): string {
  return decodeURIComponent(new URL(server).pathname.slice(1)) || 'postgres'
}
