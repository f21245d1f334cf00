import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createServer } from 'node:net'

/** The Node flags `npm start` runs the bundle with (package.json's start script), so a started bundle runs as in production. */
export function startFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'))
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

export interface ServerProcess {
  base: string
  pid: number
  stop(): Promise<void>
  /** Kills the process with SIGKILL: no shutdown hook runs, as in a power cut or an OOM kill. */
  crash(): Promise<void>
  /** Everything the process wrote to stdout and stderr so far (its log). */
  output(): string
}

/**
 * Runs the server as its own process and waits until it is healthy: `src/server/main.ts` through
 * tsx, or with `entry` a bundle built as `npm start` runs it (`scripts/server-bundle.ts`, plain Node).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { entry?: string; healthTimeoutMs?: number; logFile?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const args = options.entry ? [...startFlags(), options.entry] : ['--import', 'tsx', 'src/server/main.ts']
  // With logFile, stdout goes straight to a file, as under a service manager: a benchmark's busy
  // process reading a pipe would otherwise be what the server waits on.
  const logFd = options.logFile ? fs.openSync(options.logFile, 'a') : null
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '', ...env },
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
  })
  if (logFd !== null) fs.closeSync(logFd)
  let stderr = ''
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => ((stderr += chunk), (output += chunk)))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.healthTimeoutMs ?? 30_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`)
    if (Date.now() > deadline) throw new Error(`server did not become healthy: ${stderr}`)
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false)
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }
  return { base, pid: child.pid!, stop: () => end('SIGTERM'), crash: () => end('SIGKILL'),
    output: () => (options.logFile ? fs.readFileSync(options.logFile, 'utf8') : '') + output,
  }
}
