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
    // Each API test file builds its own database. Vitest runs cores − 1 files at once: one on a 2-core machine.
    // Two at once (VITEST_MAX_WORKERS=2) is 30% faster there, but the PostgreSQL files share one database and
    // Kysely's migrator lists every schema's tables, so it can trip on another file's schema being dropped
    // ("relation test_….kysely_migration_lock does not exist"): not before each worker has a database of its own.
    pool: 'forks',
    ...(process.env.VITEST_MAX_WORKERS ? { maxWorkers: Number(process.env.VITEST_MAX_WORKERS) } : {}),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: reports ? ['default', 'json'] : ['default'],
    outputFile: reports ? { json: `${reports}/${reportName}.json` } : undefined,
  },
})
