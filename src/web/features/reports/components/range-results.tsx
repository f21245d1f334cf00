import { lazy, Suspense } from 'react'
import { useTranslation } from '#web/lib/translation'
import { attendedDays, countedDays } from '#shared/attendance-rate'
import type { RangeReportResponse } from '#shared/contracts/reports'
import { ExportLinks } from '#web/components/export-links'
import { Pagination } from '#web/components/pagination'
import { Card } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { formatShortDate } from '#web/lib/dates'
import { rangeReportExportUrl } from '../api/export-range-report'
import type { RangeReportFilters } from '../api/get-range-report'
import { CountsSummary } from './counts-summary'
import { DailyRateTable } from './daily-rate-table'
import { formatRate } from './format'
import { StudentRangeTable } from './student-range-table'

// recharts is big: it loads with this chart only, never with the sign-in screen or the dashboard.
const DailyRateChart = lazy(() => import('./daily-rate-chart').then((m) => ({ default: m.DailyRateChart })))

interface RangeResultsProps {
  data: RangeReportResponse
  filters: RangeReportFilters
  /** "Whole school", "Class 10A", "Science department". */
  scopeLabel: string
  busy: boolean
  /** The school's early-warning threshold, drawn on the chart. */
  threshold: number | null
  onPage: (page: number) => void
}

export function RangeResults({ data, filters, scopeLabel, busy, threshold, onPage }: RangeResultsProps) {
  const { t } = useTranslation()
  const period = t('reports.range.periodText', { from: formatShortDate(data.from), to: formatShortDate(data.to) })
  return (
    <div className="space-y-4">
      <Card aria-labelledby="range-totals-title" className="p-4">
        <h2 id="range-totals-title" className="text-base font-semibold">
          {t('reports.range.totals')}
        </h2>
        <p className="mb-3 text-sm text-muted" data-scope-line>
          {scopeLabel} · {period}
        </p>
        <CountsSummary
          counts={data.totals}
          figures={[
            { id: 'rate', label: t('reports.figures.rate'), value: formatRate(data.totals.rate) },
            { id: 'schoolDays', label: t('reports.figures.schoolDays'), value: String(data.schoolDays.length) },
            { id: 'students', label: t('reports.figures.students'), value: String(data.totals.students) },
            { id: 'leftEarly', label: t('reports.figures.leftEarly'), value: String(data.leftEarly.total) },
          ]}
        />
        <p data-rate-words className="mt-2 text-sm text-muted">
          {t('reports.figures.rate')}: {t('reports.rateWordsTotals', { attended: String(attendedDays(data.totals)), count: countedDays(data.totals) })}
        </p>
        <p className="mt-1 text-xs text-muted">{t('reports.range.countsAreDays')}</p>
      </Card>

      <Card aria-labelledby="daily-rate-title" className="p-4 print:break-inside-avoid">
        <h2 id="daily-rate-title" className="text-base font-semibold">
          {t('reports.chart.title')}
        </h2>
        <p className="text-sm text-muted">{t('reports.chart.hint')}</p>
        {data.daily.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('reports.chart.noDays')}</p>
        ) : (
          <figure className="mt-3">
            <Suspense fallback={<Spinner className="size-5 text-muted" />}>
              <DailyRateChart daily={data.daily} threshold={threshold} />
            </Suspense>
            <DailyRateTable daily={data.daily} />
          </figure>
        )}
      </Card>

      {/* Not a named landmark: the table's own region already bears this name. */}
      <section>
        <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
          <h2 className="text-base font-semibold">
            {t('reports.range.students')}
          </h2>
          <div className="print:hidden">
            <ExportLinks href={(format) => rangeReportExportUrl(format, filters)} />
          </div>
        </div>
        <StudentRangeTable rows={data.rows} leftEarly={data.leftEarly.byStudent} range={{ from: data.from, to: data.to }} busy={busy} threshold={threshold} />
        {data.total > data.pageSize ? (
          <div className="print:hidden">
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
          </div>
        ) : null}
        {data.total > data.rows.length ? (
          <p className="mt-2 hidden text-xs text-muted print:block">
            {t('reports.range.printedRows', { shown: String(data.rows.length), total: String(data.total) })}
          </p>
        ) : null}
      </section>
    </div>
  )
}
