import { thousands } from './bench-db'
import type { BenchRow } from './report'
import type { ServerSideTimes } from './request-log'
import { type LoadResult, summary, times } from './scan-load'

/** The report's rows for bench/scan-throughput.ts: the floors', and one target's at one load. */

/** The slowest answer while every connection opened at once (not judged: see loadWithCodes). */
const cold = (t: { coldMax: number }) => `max ${t.coldMax} ms in the first second, every connection opening at once`

export type FloorName = 'bare' | 'sqlite' | 'postgres'

const FLOOR_WORDS: Record<FloorName, string> = {
  bare: 'floor: bare Fastify, a JSON POST answered',
  sqlite: 'floor with one write: bare Fastify, 1 Ed25519 check + 1 INSERT',
  postgres: 'floor with one write: bare Fastify, 1 Ed25519 check + 1 INSERT',
}

/** One row a floor and load, as reference. */
export function floorRow(name: FloorName, connections: number, rounds: LoadResult[]): BenchRow {
  const f = summary(rounds)
  return { benchmark: 'scan', measure: `${FLOOR_WORDS[name]}, ${connections} connections`, db: name === 'bare' ? '' : name, value: `${thousands(f.rate)} req/s, ${times(f)}; ${cold(f)}`, budget: 'reference', met: null }
}

export interface ScanBudget {
  /** The share of the floor with one write the rate must reach. */
  ratio: number
  p99OfFloor: number
  maxMs: number
}

/**
 * A target's three rows at one load: its rate beside the floor with one write on its engine, its times at the
 * client beside that floor's, and its times in its own log. Judged (`budget`) only at the judged load.
 */
export function scanRows(engine: string, students: number, connections: number, rounds: LoadResult[], floorRounds: LoadResult[] | undefined, inServer: ServerSideTimes, budget: ScanBudget | null): BenchRow[] {
  const app = summary(rounds)
  const floor = floorRounds && summary(floorRounds)
  const judged = budget && floor ? { budget, floor } : null
  const clean = rounds.every((r) => r.refused === 0 && r.errors === 0)
  return [
    { benchmark: 'scan', measure: `POST /api/qr/scan, ${connections} connections, ${thousands(students)} students`, db: engine,
      value: `${thousands(app.rate)} req/s${floor ? ` = ${((100 * app.rate) / floor.rate).toFixed(0)}% of the floor with one write` : ''}${clean ? '' : ' (REFUSALS OR ERRORS)'}`,
      budget: judged ? `≥ ${judged.budget.ratio * 100}% of that floor` : 'reported', met: judged ? clean && app.rate >= judged.budget.ratio * judged.floor.rate : clean ? null : false },
    { benchmark: 'scan', measure: `POST /api/qr/scan at the client, ${connections} connections`, db: engine,
      value: `${times(app)}${floor ? `; p99 ${(app.p99 / floor.p99).toFixed(1)}× the floor's` : ''}; ${cold(app)}${floor ? ` (the floor's: ${floor.coldMax} ms)` : ''}`,
      budget: judged ? `p99 ≤ ${judged.budget.p99OfFloor}× floor's, max ≤ ${judged.budget.maxMs} ms` : 'reported',
      met: judged ? app.p99 <= judged.budget.p99OfFloor * judged.floor.p99 && app.max <= judged.budget.maxMs : null },
    { benchmark: 'scan', measure: `POST /api/qr/scan in the server (its log: arrival to answer), ${connections} connections`, db: engine,
      value: `${times(inServer)} over ${thousands(inServer.count)} scans; longest pause between answers ${inServer.longestGapMs} ms`,
      budget: 'reported', met: null },
  ]
}
