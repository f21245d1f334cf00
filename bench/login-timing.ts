/**
 * Sign-in timing: a wrong password for a real account and any password for an
 * unknown account must take about the same time, or response times would tell
 * an attacker which parent numbers and emails exist.
 *
 *   npx tsx bench/login-timing.ts [rounds] [--quick]
 *
 * Budget: the medians differ by less than 20%.
 */
import { performance } from 'node:perf_hooks'
import { buildApp } from '../src/server/app'
import { bootstrap } from '../src/server/bootstrap'
import { loadConfig } from '../src/server/config'
import { createDb } from '../src/server/db/create-db'
import { deleteFailuresBefore } from '../src/server/modules/auth/login-failures.queries'
import { QUICK, report } from './support/report'

const rounds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? (QUICK ? 4 : 40))
const BUDGET = 0.2

const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), database: { kind: 'sqlite' as const, file: ':memory:' }, demo: true, webDist: null }
const handle = createDb(config.database)
const app = await buildApp(await bootstrap(handle, config))
const demo = (await app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json() as {
  accounts: { kind: string; identifier: string }[]
}
const real = demo.accounts[0]!

async function time(identifier: string, i: number): Promise<number> {
  const started = performance.now()
  // A new client address each try keeps the per-address limit out of the measurement.
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.0.${Math.floor(i / 250)}.${i % 250}`,
    payload: { kind: 'staff', identifier, password: `wrong-${i}` },
  })
  if (response.statusCode !== 401) throw new Error(`expected 401, got ${response.statusCode}`)
  return performance.now() - started
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const wrongPassword: number[] = []
const unknownAccount: number[] = []
for (let i = 0; i < rounds; i++) {
  wrongPassword.push(await time(real.identifier, i * 2))
  unknownAccount.push(await time(`nobody-${i}@example.org`, i * 2 + 1))
  // Stay under the identifier limit (5 failures per 15 minutes), which would answer 429 early.
  if (i % 4 === 3) await deleteFailuresBefore(handle.db, '9999-12-31')
}

const a = median(wrongPassword)
const b = median(unknownAccount)
const gap = Math.abs(a - b) / Math.max(a, b)
console.log(`sign-in, wrong password (known account): median ${a.toFixed(1)} ms over ${rounds}`)
console.log(`sign-in, unknown account:                median ${b.toFixed(1)} ms over ${rounds}`)
console.log(`difference: ${(gap * 100).toFixed(1)}% (budget < ${BUDGET * 100}%)`)
await app.close()
await handle.db.destroy()
report([
  { benchmark: 'sign-in', measure: 'median sign-in: wrong password vs unknown account', db: 'sqlite',
    value: `${a.toFixed(1)} vs ${b.toFixed(1)} ms: ${(gap * 100).toFixed(1)}% apart`, budget: `< ${BUDGET * 100}% apart`, met: gap < BUDGET },
])
