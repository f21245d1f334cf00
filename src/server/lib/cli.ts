import { parseArgs, type ParseArgsConfig } from 'node:util'

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
