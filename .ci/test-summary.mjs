// One closing line for the whole suite, from the JSON reports Vitest and Playwright write when
// TEST_REPORTS_DIR is set (see vitest.config.ts and playwright.config.ts):
//
//   756 passed, 0 failed, 0 skipped
//
// Exits non-zero when a runner left no report or the suite ran no test at all, so a run that
// silently tested nothing can never pass CI.
//
//   node .ci/test-summary.mjs DIR
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: node .ci/test-summary.mjs DIR')
  process.exit(2)
}

function read(name) {
  try {
    return JSON.parse(readFileSync(join(dir, name), 'utf8'))
  } catch (error) {
    return { missing: error.code === 'ENOENT' ? `no report (${name})` : `unreadable report (${name}): ${error.message}` }
  }
}

/**
 * Vitest's JSON reporter (Jest's shape): skipped counts pending and todo tests. A file that failed with no
 * failed test (its beforeAll threw, so its tests are reported skipped) counts as one failure.
 */
function vitest(report) {
  if (report.missing) return report
  const files = report.testResults ?? []
  const failedFiles = files.filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'))
  const failedTests = files.flatMap((file) =>
    (file.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => `${relative(file.name)} › ${test.fullName}`),
  )
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + failedFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    seconds: Math.max(0, ...files.map((file) => file.endTime ?? 0)) / 1000 - (report.startTime ?? 0) / 1000,
    names: { failed: [...failedTests, ...failedFiles.map((file) => `${relative(file.name)} (the file failed: ${firstLine(file.message)})`)] },
  }
}

function relative(path = '') {
  const at = path.lastIndexOf('/src/')
  return at >= 0 ? path.slice(at + 1) : path
}

function firstLine(text = '') {
  return text.split('\n')[0].slice(0, 160)
}

/** Every test of a Playwright report, with its file, line and titles. */
function playwrightTests(suites = [], titles = []) {
  return suites.flatMap((suite) => {
    const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        (spec.tests ?? []).map((test) => ({ name: `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`, status: test.status })),
      ),
      ...playwrightTests(suite.suites, path),
    ]
  })
}

/** Playwright's JSON reporter: a test that passed on its retry (flaky) passed, and is named. */
function playwright(report) {
  if (report.missing) return report
  const { expected, unexpected, flaky, skipped } = report.stats
  const tests = playwrightTests(report.suites)
  const named = (status) => tests.filter((test) => test.status === status).map((test) => test.name)
  return { passed: expected + flaky, failed: unexpected, skipped, flaky, seconds: report.stats.duration / 1000, names: { failed: named('unexpected'), 'passed only on a retry': named('flaky') } }
}

// playwright.json is the journeys' run; playwright-<name>.json another run of some of them (npm test's
// any-day run, scripts/e2e-any-day.sh), counted too; vitest-<name>.json another Vitest run (the API tests on a
// Citus cluster, scripts/citus-cluster.sh test), counted too.
function reportsIn(folder) {
  try {
    return readdirSync(folder)
  } catch {
    return []
  }
}
const extraRuns = (runner) => reportsIn(dir).filter((name) => new RegExp(`^${runner}-[\\w-]+\\.json$`).test(name)).sort()
const runners = [
  ['vitest', vitest(read('vitest.json'))],
  ...extraRuns('vitest').map((name) => [name.replace(/\.json$/, ''), vitest(read(name))]),
  ['playwright', playwright(read('playwright.json'))],
  ...extraRuns('playwright').map((name) => [name.replace(/\.json$/, ''), playwright(read(name))]),
]
const total = { passed: 0, failed: 0, skipped: 0 }
let incomplete = false
for (const [name, counts] of runners) {
  if (counts.missing) {
    console.log(`${name}: ${counts.missing}`)
    incomplete = true
    continue
  }
  const flaky = counts.flaky ? ` (${counts.flaky} only on a retry)` : ''
  const took = counts.seconds > 0 ? ` (${Math.round(counts.seconds)} s)` : ''
  console.log(`${name}: ${counts.passed} passed${flaky}, ${counts.failed} failed, ${counts.skipped} skipped${took}`)
  for (const key of Object.keys(total)) total[key] += counts[key]
  // Which tests: CI's log may keep only its end, so the names are printed here, beside the counts.
  for (const [what, names] of Object.entries(counts.names ?? {})) for (const name of names) console.log(`  ${what}: ${name}`)
}
// The very last line CI prints: the plain count, no word before it.
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
if (incomplete || total.failed > 0 || total.passed === 0) process.exit(1)
