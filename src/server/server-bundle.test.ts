import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { bundleServer } from '../../scripts/server-bundle'
import { startServerProcess } from './test/server-process'

// What `npm start` runs (ADR 010): the bundle must start on plain Node, migrate and serve.
fs.mkdirSync('.tmp', { recursive: true })
const dir = fs.mkdtempSync(path.join('.tmp', 'server-bundle-test-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

it('bundles the server into one file that plain Node runs: it migrates a new database and signs people in', async () => {
  const entry = path.resolve(dir, 'main.js')
  await bundleServer(entry)
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-bundle-'))
  const server = await startServerProcess({ DATABASE_URL: path.join(data, 'school.db'), DEMO: '1' }, { entry })
  try {
    const health = await fetch(`${server.base}/api/health`)
    expect(await health.json()).toEqual({ ok: true, database: 'sqlite' })
    const { accounts, password } = (await (await fetch(`${server.base}/api/auth/demo-accounts`)).json()) as {
      accounts: { role: string; kind: string; identifier: string }[]
      password: string
    }
    const head = accounts.find((a) => a.role === 'headmaster')!
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: head.kind, identifier: head.identifier, password }),
    })
    expect(login.status).toBe(200)
  } finally {
    await server.stop()
    fs.rmSync(data, { recursive: true, force: true })
  }
})
