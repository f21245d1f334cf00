import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { pageCode } from './vite.pages'

// CI (.ci/run) asks for a machine-readable report as well, to print one closing line for the whole suite;
// a second run (the Citus cluster's, scripts/citus-cluster.sh test) names its own (TEST_REPORT_NAME=vitest-citus).
const reports = process.env.TEST_REPORTS_DIR
const reportName = process.env.TEST_REPORT_NAME ?? 'vitest'

export default defineConfig({
  // The page manifest's code, as the build makes it (vite.pages.ts).
  plugins: [pageCode()],
  resolve: {
    alias: {
      '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '#server': fileURLToPath(new URL('./src/server', import.meta.url)),
      '#web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Each API test file builds its own database and waits on it (and on the servers it starts) much of the time:
    // two files at once even on a 2-core machine, where Vitest's default (cores − 1) runs one. On PostgreSQL each
    // worker makes its schemas in a database of its own (src/server/test/worker-database.ts), dropped afterwards
    // by the global setup: Kysely's migrator, listing every schema of its database, trips on one another file drops.
    pool: 'forks',
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, availableParallelism() - 1)),
    globalSetup: ['./vitest.global-setup.ts'],
    // A timeout finds a test that hangs; it is no speed budget (those are benchmarks in bench/). On a shared 2-core
    // host busy with other work, a 40-case property test on PostgreSQL once took more than 20 s.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    reporters: reports ? ['default', 'json'] : ['default'],
    outputFile: reports ? { json: `${reports}/${reportName}.json` } : undefined,
  },
})
