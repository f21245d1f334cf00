/**
 * Rows per statement for an import's writes: big enough that 5,000 rows take a handful of round
 * trips, small enough for SQLite's and PostgreSQL's bound-parameter limits (32,766 and 65,535)
 * at a dozen columns a row.
 */
export const WRITE_BATCH = 500
/** Values per `IN (…)` lookup: one round trip reads what a 5,000-row file needs. */
export const LOOKUP_BATCH = 5_000

/** `items` in slices of `size`, in order. */
export function batches<T>(items: readonly T[], size = WRITE_BATCH): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
