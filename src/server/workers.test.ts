import { execFileSync } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { createThrowawayDatabase, type ThrowawayDatabase } from './test/throwaway-database'
import { startServerProcess } from './test/server-process'
import { TEST_DATABASES } from './test/test-app'
import { workerCount } from './worker-count'

/** The Node processes whose parent is `pid` (not tsx's esbuild, which a process run through tsx starts too). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n')
      .map((line) => line.trim().split(/\s+/)).filter(([, command]) => command === 'node').map(([child]) => Number(child))
  } catch {
    return [] // ps exits 1 when there are none
  }
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('how many processes serve (ADR 055)', () => {
  it('takes a number as given; auto is one per core on PostgreSQL and one on SQLite', () => {
    expect(workerCount(3, 'sqlite', 8)).toBe(3)
    expect(workerCount('auto', 'postgres', 8)).toBe(8)
    expect(workerCount('auto', 'sqlite', 8)).toBe(1)
  })
})

describe.each(TEST_DATABASES)('a server with WORKERS=2 (%s)', (kind) => {
  let database: ThrowawayDatabase | undefined
  afterAll(() => database?.drop())

  it('serves from two processes on one port, starts again one that died, and stops them all on SIGTERM', async () => {
    database = await createThrowawayDatabase(kind)
    const server = await startServerProcess({ DATABASE_URL: database.url, DEMO: '1', WORKERS: '2' }, { healthTimeoutMs: 120_000 })
    let workers: number[] = []
    try {
      await expect.poll(() => (workers = childrenOf(server.pid)).length, { timeout: 60_000 }).toBe(2)
      // Both answer: sign-ins on many connections are spread over the workers, and every one works.
      const demo = (await (await fetch(`${server.base}/api/auth/demo-accounts`)).json()) as { password: string; accounts: { role: string; kind: string; identifier: string }[] }
      const head = demo.accounts.find((a) => a.role === 'headmaster')!
      const statuses = await Promise.all(Array.from({ length: 8 }, () =>
        fetch(`${server.base}/api/auth/login`, {
          method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify({ kind: head.kind, identifier: head.identifier, password: demo.password }),
        }).then((r) => r.status)))
      expect(statuses).toEqual(Array(8).fill(200))

      // A worker killed is replaced; the server keeps answering meanwhile.
      process.kill(workers[0]!, 'SIGKILL')
      await expect.poll(() => childrenOf(server.pid).filter((pid) => pid !== workers[0]).length, { timeout: 60_000 }).toBe(2)
      await expect.poll(() => fetch(`${server.base}/api/health`).then((r) => r.status, () => 0), { timeout: 30_000 }).toBe(200)
      workers = childrenOf(server.pid)
    } finally {
      await server.stop()
    }
    await expect.poll(() => workers.filter(alive).length, { timeout: 30_000 }).toBe(0)
  }, 240_000)
})
