import { dropWorkerDatabases } from './src/server/test/worker-database'

/** After the run: the databases Vitest's other workers made beside TEST_DATABASE_URL's (worker-database.ts). */
export default function setup() {
  return async () => {
    const server = process.env.TEST_DATABASE_URL
    if (server) await dropWorkerDatabases(server)
  }
}
