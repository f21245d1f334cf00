import pg from 'pg'

/** A statement a pg client sent, and the wait it was sent in (statements sent while others were in flight share one). */
export interface SentStatement {
  text: string
  wait: number
}

/**
 * Runs `act` and returns every statement the app's pg clients sent meanwhile (PostgreSQL; nothing on SQLite),
 * the session's occasional expiry push left out. A statement sent while another is still unanswered shares
 * its wait: `waits(sent)` says how many times the request waited for the database.
 */
export async function statementsOf(act: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = []
  let inFlight = 0
  let waits = 0
  const query = pg.Client.prototype.query
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  pg.Client.prototype.query = function (this: pg.Client, config: any, ...rest: any[]) {
    const text: unknown = typeof config === 'string' ? config : config?.text
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const result = (query as any).call(this, config, ...rest)
    if (typeof text !== 'string') return result
    if (inFlight === 0) waits++
    sent.push({ text, wait: waits })
    if (result && typeof result.then === 'function') {
      inFlight++
      const done = () => void inFlight--
      result.then(done, done)
    }
    return result
  } as typeof query
  try {
    await act()
  } finally {
    pg.Client.prototype.query = query
  }
  return sent.filter((s) => !/^update "sessions"/.test(s.text))
}

export const waits = (sent: readonly SentStatement[]) => new Set(sent.map((s) => s.wait)).size
