import { type ChildProcess, execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * A real school's day one, for journeys the demo cannot show: a server of its own with DEMO=0 on a
 * new SQLite file (beside the demo server the config starts, serving the same web build), and its
 * first headmaster made by `admin:create`, as the README tells a school to.
 */
export interface EmptySchool {
  url: string
  headmaster: { name: string; email: string; password: string }
  stop(): Promise<void>
}

const HEADMASTER = { name: 'Ada Lovelace', email: 'ada@example.org', password: 'first-day-2026' }

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

export async function startEmptySchool(): Promise<EmptySchool> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-empty-'))
  const port = await freePort()
  const env = { ...process.env, DEMO: '0', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: path.join(dir, 'school.db'), LOG_LEVEL: 'warn' }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      // A browser still holding a live-updates stream keeps a graceful shutdown waiting: then it is killed.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (const deadline = Date.now() + 60_000; ; ) {
      if (child.exitCode !== null) throw new Error(`the empty school's server exited with ${child.exitCode}: ${stderr}`)
      if (Date.now() > deadline) throw new Error(`the empty school's server did not become healthy: ${stderr}`)
      if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    await promisify(execFile)('npx', ['tsx', 'src/server/modules/users/create-admin-cli.ts', '--name', HEADMASTER.name, '--email', HEADMASTER.email], {
      env: { ...env, ROLLCALL_ADMIN_PASSWORD: HEADMASTER.password },
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, headmaster: HEADMASTER, stop }
}
