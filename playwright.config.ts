import { defineConfig, devices } from '@playwright/test'
import { clockOffsetFor, DEFAULT_E2E_TODAY } from './e2e/support/clock'

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser), against
 * the real server on a fresh demo database for every run.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${PORT}`
// The suite's own mail server (e2e/support/mailbox-server.ts): the app sends to it, journeys read what arrived.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 25)
const MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? PORT + 26)
process.env.E2E_MAILBOX_URL ??= `http://127.0.0.1:${MAILBOX_PORT}`
// Computed once in the runner; workers inherit it, so every process agrees.
process.env.E2E_DATABASE_FILE ??= `.tmp/e2e-${Date.now()}.db`
// The suite's clock (e2e/support/clock.ts): every server of the run, and every journey, reads the same
// school day, E2E_TODAY (a Wednesday unless set), whatever the machine's date. Computed once, like the file.
process.env.CLOCK_OFFSET_MS ??= String(clockOffsetFor(process.env.E2E_TODAY ?? DEFAULT_E2E_TODAY))
// CI (.ci/run) asks for a machine-readable report as well, to print one closing line for the whole suite.
const reports = process.env.TEST_REPORTS_DIR

// A run's own folders: two lanes at once (scripts/e2e-lanes.sh) must not empty each other's test-results.
const runName = process.env.E2E_REPORT ?? 'playwright'

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${runName}`,
  fullyParallel: false,
  // Journeys share one demo database (theme, password and profile changes), so one at a time.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: `playwright-report/${runName}` }] as const] : []),
    ...(reports ? [['json', { outputFile: `${reports}/${runName}.json` }] as const] : []),
  ],
  // A journey on a busy 2-core CI machine (axe scans, first visits) can take twice its usual time.
  timeout: 90_000,
  // Waits are generous: a busy shared CI host can be three times slower than a quiet one, and a wait met early costs nothing.
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    // A journey is a first visit in a fresh browser: the service worker would install and precache all ~2 MB of
    // the app in every one of them, a quarter of the suite's CPU. The journeys about the installed app and the
    // gate offline allow it (test.use({ serviceWorkers: 'allow' })); the rest are the online app, as before its worker.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [{
    command: 'node --import tsx e2e/support/mailbox-server.ts',
    url: `${process.env.E2E_MAILBOX_URL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAILBOX_PORT: String(MAILBOX_PORT) },
  }, {
    // E2E_BUILT: the web build is already fresh (npm test's second run, scripts/e2e-any-day.sh).
    command: `${process.env.E2E_BUILT ? '' : 'npm run build && '}node --import tsx src/server/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // npm run build alone can take minutes on a busy 2-core CI machine.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.E2E_DATABASE_FILE,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Rollcall Demo School <attendance@rollcall.test>',
      PUBLIC_URL: baseURL,
      CLOCK_OFFSET_MS: process.env.CLOCK_OFFSET_MS,
      // A route answering what its declaration does not list answers 500, naming it (src/server/openapi/status-contract.ts).
      DECLARED_ANSWERS_ONLY: '1',
    },
  }],
})
