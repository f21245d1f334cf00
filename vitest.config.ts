import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
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
    // Each API test file builds its own database; two cores run two at a time.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
