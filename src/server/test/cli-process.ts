import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export interface CliResult {
  /** The exit status; null when the process was killed. */
  code: number | null
  stdout: string
  stderr: string
  /** True when it had not ended by the deadline and was killed: a tool that hangs. */
  timedOut: boolean
}

/**
 * Runs one of the command-line tools (`src/server/.../*-cli.ts`) as its own process, as
 * `npm run <script>` does: through tsx, from the project's folder, with no terminal (stdin is
 * /dev/null). Only `env` decides the database and the password: the caller's are not inherited.
 */
export function runCli(file: string, args: string[], env: Record<string, string>, { timeoutMs = 30_000 } = {}): Promise<CliResult> {
  const inherited = { ...process.env }
  for (const name of ['DATABASE_URL', 'DEMO', 'ROLLCALL_ADMIN_PASSWORD']) delete inherited[name]
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    child.kill('SIGKILL')
  }, timeoutMs)
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr, timedOut })
    })
  })
}

export const ADMIN_CREATE_CLI = 'src/server/modules/school-setup/create-admin-cli.ts'
export const SCHOOL_CREATE_CLI = 'src/server/modules/school-setup/create-school-cli.ts'
export const MIGRATE_CLI = 'src/server/db/migrate-cli.ts'
export const REBUILD_SUMMARIES_CLI = 'src/server/modules/attendance/read-model/rebuild-cli.ts'
