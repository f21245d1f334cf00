import fs from 'node:fs'
import os from 'node:os'
import type { Engine, NodeCpu } from './database-cpu'

/**
 * The figures bench/citus-compare.ts puts side by side, as numbers: a benchmark it starts writes one
 * JSON line to BENCH_FIGURES_FILE (when set) beside its usual table.
 */
export interface CompareFigures {
  benchmark: string
  engine: Engine
  /** The measured load's requests (all kinds) and seconds. */
  requests: number
  seconds: number
  requestsPerSecond: number
  /** Scans answered 2xx per second (many-schools: acknowledged arrivals). */
  scansPerSecond: number
  /** The scans' latency, ms. */
  p50: number
  p99: number
  /** CPU seconds during the measured load: the app's processes, and each database node's backends for the database. */
  appSeconds: number
  nodes: NodeCpu[]
  /** Load average (1, 5, 15 min) before and after the benchmark's measured load. */
  loadBefore: number[]
  loadAfter: number[]
  /** Anything else worth a line under the table (sizes, the other kinds' latency). */
  note: string
}

export function writeFigures(figures: CompareFigures): void {
  const file = process.env.BENCH_FIGURES_FILE
  if (file) fs.appendFileSync(file, `${JSON.stringify(figures)}\n`)
}

export const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)))
