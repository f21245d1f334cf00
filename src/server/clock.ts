import type { AppConfig } from './config'

/**
 * The server's clock: the machine's, moved by CLOCK_OFFSET_MS when a test or a rehearsal asks for another
 * day (0 in production). Everything that asks "what time is it" asks this, through `ctx.now`; the
 * command-line tools use it too, so that a school they create agrees with the server that serves it.
 */
export function clockOf(config: Pick<AppConfig, 'clockOffsetMs'>): () => Date {
  const offset = config.clockOffsetMs ?? 0
  return offset === 0 ? () => new Date() : () => new Date(Date.now() + offset)
}
