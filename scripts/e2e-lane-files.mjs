// Which journey files lane I of N runs (scripts/e2e-lanes.sh): every file of e2e/ in one lane, the lanes as even
// in time as the last measured durations allow. Each file weighs its seconds in e2e/lane-weights.json (written
// from a run's reports by `node scripts/e2e-lane-files.mjs --weigh <reports dir>`); a file not weighed yet weighs
// the median. Greedy, longest first, into the lane with the least so far: the same split on every machine.
//
//   node scripts/e2e-lane-files.mjs <lane> <lanes>        prints lane's files, one a line
//   node scripts/e2e-lane-files.mjs --weigh <dir>         rewrites e2e/lane-weights.json from <dir>/playwright*.json
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const WEIGHTS = 'e2e/lane-weights.json'
const specs = readdirSync('e2e').filter((name) => name.endsWith('.spec.ts')).sort().map((name) => `e2e/${name}`)

if (process.argv[2] === '--weigh') {
  const dir = process.argv[3]
  const seconds = {}
  const add = (suite, file) => {
    const here = suite.file ? `e2e/${suite.file}` : file
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) seconds[here] = (seconds[here] ?? 0) + result.duration / 1000
      }
    }
    for (const child of suite.suites ?? []) add(child, here)
  }
  // The Saturday run's reports only (the any-day rerun is split on its own, by Playwright's --shard).
  for (const name of readdirSync(dir).filter((n) => /^playwright(-lane\d+)?\.json$/.test(n))) {
    for (const suite of JSON.parse(readFileSync(join(dir, name), 'utf8')).suites ?? []) add(suite, null)
  }
  const rounded = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, s]) => [file, Math.round(s)]))
  writeFileSync(WEIGHTS, `${JSON.stringify(rounded, null, 2)}\n`)
  console.log(`${Object.keys(rounded).length} files weighed, ${Math.round(Object.values(rounded).reduce((a, b) => a + b, 0))} s in all`)
  process.exit(0)
}

const lane = Number(process.argv[2])
const lanes = Number(process.argv[3])
if (!(lane >= 1 && lane <= lanes)) {
  console.error('usage: node scripts/e2e-lane-files.mjs <lane> <lanes>')
  process.exit(2)
}
let weights = {}
try {
  weights = JSON.parse(readFileSync(WEIGHTS, 'utf8'))
} catch {
  // No weights yet: every file weighs the same.
}
const known = Object.values(weights).sort((a, b) => a - b)
const median = known.length ? known[Math.floor(known.length / 2)] : 1
const weighed = specs.map((file) => ({ file, seconds: weights[file] ?? median })).sort((a, b) => b.seconds - a.seconds || (a.file < b.file ? -1 : 1))
const totals = Array.from({ length: lanes }, () => ({ seconds: 0, files: [] }))
for (const spec of weighed) {
  const least = totals.reduce((min, t) => (t.seconds < min.seconds ? t : min), totals[0])
  least.seconds += spec.seconds
  least.files.push(spec.file)
}
console.log(totals[lane - 1].files.sort().join('\n'))
