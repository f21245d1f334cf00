import fs from 'node:fs'

/**
 * What every benchmark reports: one row per figure, with its budget and whether it was met.
 * `npm run bench -- --quick` runs small versions and checks only exact budgets (met stays null for timings).
 */
export interface BenchRow {
  benchmark: string
  measure: string
  /** sqlite, postgres, or empty when no database is involved. */
  db: string
  value: string
  budget: string
  met: boolean | null
  /**
   * A figure the same code gives on any machine (a size, where a chunk is loaded), not a timing: its
   * budget is checked in quick runs too, so CI catches it.
   */
  exact?: boolean
}

/** --quick on the command line (the runner passes it through) or BENCH_QUICK=1. */
export const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1'

/** A plain-text table: columns padded to their widest cell. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

export const verdict = (met: boolean | null) => (met === null ? 'not checked' : met ? 'met' : 'MISSED')

/**
 * Prints the rows as a table, hands them to the runner (BENCH_RESULTS_FILE, one JSON row a
 * line), and sets a failing exit code when a checked budget was missed.
 */
export function report(rows: BenchRow[]): void {
  const checked = rows.map((r) => ({ ...r, met: QUICK && !r.exact ? null : r.met }))
  console.log()
  console.log(formatTable(['measure', 'db', 'value', 'budget', ''], checked.map((r) => [r.measure, r.db, r.value, r.budget, verdict(r.met)])))
  const file = process.env.BENCH_RESULTS_FILE
  if (file) fs.appendFileSync(file, checked.map((r) => JSON.stringify(r)).join('\n') + '\n')
  if (checked.some((r) => r.met === false)) process.exitCode = 1
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

export const ms = (v: number, digits = 1) => `${v.toFixed(digits)} ms`
