import { addDays, isoWeekday } from '#shared/dates'

/** The ranges a report offers in one click; anything else is typed as From and To. */
export const RANGE_PRESETS = ['week', 'month', 'term'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

export interface DateRange {
  from: string
  to: string
}

export interface Term {
  termStart: string | null
  termEnd: string | null
}

/**
 * A preset's dates, counted from the school's today. The server leaves out holidays, days the
 * school is closed and days still to come, so "this week" on a Wednesday means Monday–Wednesday.
 * Null for "this term" while the school has no term dates.
 */
export function presetRange(preset: RangePreset, today: string, term: Term): DateRange | null {
  if (preset === 'week') return { from: addDays(today, 1 - isoWeekday(today)), to: today }
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today }
  if (!term.termStart || !term.termEnd) return null
  // Before the term starts there is nothing to count yet: show the whole term (empty) rather than refuse.
  const to = term.termEnd < today || today < term.termStart ? term.termEnd : today
  return { from: term.termStart, to }
}

/** The preset a school would expect first: the term once it has dates, else this month. */
export function defaultPreset(term: Term): RangePreset {
  return term.termStart && term.termEnd ? 'term' : 'month'
}
