import type { ReactNode } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { StudentHistoryResponse } from '#shared/contracts/reports'
import { type ExportFormat, ExportLinks } from '#web/components/export-links'
import { Card } from '#web/components/ui/card'
import { useSchoolSettings } from '#web/lib/use-school-settings'
import type { DateRange } from './date-ranges'
import { HistoryView } from './history-view'
import { NoTermNotice } from './no-term-notice'
import { QueryState } from './query-state'
import { RangePicker } from './range-picker'
import { resolveRange, useRangeParams } from './use-range-params'

/** The calendar's dates as the URL (or the default preset) says; `range` is null until they are usable. */
export function useHistoryRange() {
  const school = useSchoolSettings()
  const { params, update } = useRangeParams()
  const settings = school.data?.settings
  const term = { termStart: settings?.termStart ?? null, termEnd: settings?.termEnd ?? null }
  const resolved = school.data ? resolveRange(params, school.data.today, term) : null
  const range: DateRange | null = resolved?.kind === 'ok' ? resolved.range : null
  return { school, params, resolved, update, hasTerm: Boolean(term.termStart && term.termEnd), range }
}

interface HistoryQuery {
  data: StudentHistoryResponse | undefined
  isPending: boolean
  isFetching: boolean
  error: unknown
}

interface HistoryRangeProps {
  state: ReturnType<typeof useHistoryRange>
  history: HistoryQuery
  heading: ReactNode
  /** The download address of the days shown, as a file of `format`. */
  exportUrl: (format: ExportFormat, range: DateRange) => string
}

/** The range chooser and a student's calendar for it: the staff screen and the student's own share it. */
export function HistoryRange({ state: { school, resolved, update, hasTerm }, history, heading, exportUrl }: HistoryRangeProps) {
  const { t } = useTranslation()
  return (
    <>
      {heading}
      {!school.data || !resolved ? (
        <QueryState pending={school.isPending} error={school.error} failedText={t('reports.loadFailed')} />
      ) : (
        <>
          <Card role="search" aria-label={t('reports.filters')} className="mb-4 p-4 print:hidden">
            <RangePicker resolved={resolved} today={school.data.today} hasTerm={hasTerm} update={update} />
          </Card>
          {resolved.kind === 'noTerm' ? (
            <NoTermNotice />
          ) : resolved.kind !== 'ok' ? null : history.data ? (
            <>
              <div className="mb-4 print:hidden">
                <ExportLinks href={(format) => exportUrl(format, resolved.range)} />
              </div>
              <HistoryView data={history.data} today={school.data.today} holidays={school.data.settings.holidays} busy={history.isFetching} />
            </>
          ) : (
            <QueryState pending={history.isPending} error={history.error} failedText={t('reports.history.loadFailed')} />
          )}
        </>
      )}
    </>
  )
}
