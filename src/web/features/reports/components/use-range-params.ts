import { REPORT_RANGE_MAX_DAYS, REPORT_SCOPES } from '#shared/contracts/reports'
import { daysBetween, isValidIsoDate } from '#shared/dates'
import { pageFrom, useUrlParams } from '#web/lib/use-url-params'
import type { ReportScope, ReportSort } from '../api/get-range-report'
import { defaultPreset, presetRange, RANGE_PRESETS, type DateRange, type RangePreset, type Term } from './date-ranges'

export type RangeParamName = 'preset' | 'from' | 'to' | 'scope' | 'classId' | 'departmentId' | 'sort' | 'page'

/** A report's choices as the URL holds them; absent ones take their defaults. */
export interface RangeUrlParams {
  preset?: RangePreset
  from?: string
  to?: string
  scope: ReportScope
  classId?: string
  departmentId?: string
  sort: ReportSort
  page: number
}

function dateFrom(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name) ?? ''
  return isValidIsoDate(value) ? value : undefined
}

function parse(search: URLSearchParams): RangeUrlParams {
  const preset = search.get('preset')
  const scope = search.get('scope')
  return {
    preset: (RANGE_PRESETS as readonly string[]).includes(preset ?? '') ? (preset as RangePreset) : undefined,
    from: dateFrom(search, 'from'),
    to: dateFrom(search, 'to'),
    scope: (REPORT_SCOPES as readonly string[]).includes(scope ?? '') ? (scope as ReportScope) : 'school',
    classId: search.get('classId') || undefined,
    departmentId: search.get('departmentId') || undefined,
    sort: search.get('sort') === 'rate' ? 'rate' : 'name',
    page: pageFrom(search),
  }
}

/** The range report's and the student calendar's choices, in the URL (shareable, back/forward). */
export function useRangeParams() {
  return useUrlParams<RangeParamName, RangeUrlParams>(parse)
}

export type ResolvedRange =
  | { kind: 'ok'; preset: RangePreset | 'custom'; range: DateRange }
  /** "This term" chosen while the school has no term dates. */
  | { kind: 'noTerm'; preset: 'term' }
  /** Typed dates the wrong way round, or further apart than a report covers. */
  | { kind: 'order' | 'tooLong'; preset: 'custom'; from: string; to: string }

/** Typed From and To win; otherwise the chosen preset, or the default one. */
export function resolveRange(params: Pick<RangeUrlParams, 'preset' | 'from' | 'to'>, today: string, term: Term): ResolvedRange {
  const { from, to } = params
  if (from && to) {
    if (from > to) return { kind: 'order', preset: 'custom', from, to }
    if (daysBetween(from, to) >= REPORT_RANGE_MAX_DAYS) return { kind: 'tooLong', preset: 'custom', from, to }
    return { kind: 'ok', preset: 'custom', range: { from, to } }
  }
  const preset = params.preset ?? defaultPreset(term)
  const range = presetRange(preset, today, term)
  return range ? { kind: 'ok', preset, range } : { kind: 'noTerm', preset: 'term' }
}
