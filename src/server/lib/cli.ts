import { parseArgs, type ParseArgsConfig } from 'node:util'
import { ConfigError } from '../config'

type Options = NonNullable<ParseArgsConfig['options']>

/** Exit status for a command line that is wrong (an unknown option, a stray word), as most tools use. */
export const USAGE_EXIT = 2

export type CliArgs<T extends Options> =
  | { kind: 'run'; values: ReturnType<typeof parseArgs<{ options: T; strict: true; allowPositionals: false }>>['values'] }
  | { kind: 'exit'; code: number }

/**
 * The options of a command-line tool, or its usage: printed on `--help`/`-h` (exit 0), and after a
 * one-line reason on a command line it does not understand (exit 2), instead of parseArgs' stack trace.
 */
export function parseCliArgs<T extends Options>(argv: string[], options: T, usage: string): CliArgs<T> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage)
    return { kind: 'exit', code: 0 }
  }
  try {
    return { kind: 'run', values: parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values }
  } catch (error) {
    if (!isParseArgsError(error)) throw error
    console.error(`${error.message}\n\n${usage}`)
    return { kind: 'exit', code: USAGE_EXIT }
  }
}

function isParseArgsError(error: unknown): error is Error {
  return error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS_')
}

/** The usage lines every tool that works on the database shares. */
export const DATABASE_ENVIRONMENT = `Environment:
  DATABASE_URL  the database, as for npm start: a SQLite file (default data/rollcall.db)
                or postgres://user@host:5432/name`

/**
 * Runs a command-line tool: `main`'s result is the exit status; a failure prints its message (a
 * configuration error's sentence alone, anything else in full) and exits 1.
 */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error)
      process.exitCode = 1
    },
  )
}
