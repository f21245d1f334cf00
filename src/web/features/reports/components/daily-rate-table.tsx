import { useTranslation } from '#web/lib/translation'
import type { RangeReportResponse } from '#shared/contracts/reports'
import { COUNT_KEYS } from './counts-summary'
import { formatLongDay, formatRate } from './format'

type Daily = RangeReportResponse['daily']

/** The lowest and highest day and the average of the daily rates (days with nobody counted left out). */
export function dailySummary(daily: Daily) {
  const counted = daily.filter((d): d is Daily[number] & { rate: number } => d.rate !== null)
  if (counted.length === 0) return null
  const lowest = counted.reduce((a, b) => (b.rate < a.rate ? b : a))
  const highest = counted.reduce((a, b) => (b.rate > a.rate ? b : a))
  const average = counted.reduce((sum, d) => sum + d.rate, 0) / counted.length
  return { lowest, highest, average, days: counted.length }
}

/**
 * The chart in words: a sentence everyone sees, and every day's figures as a table for screen
 * readers (the drawing itself is hidden from them).
 */
export function DailyRateTable({ daily }: { daily: Daily }) {
  const { t } = useTranslation()
  const summary = dailySummary(daily)
  return (
    <figcaption className="mt-2 text-sm text-muted">
      {summary
        ? t('reports.chart.summary', {
            average: formatRate(summary.average),
            days: String(summary.days),
            lowest: formatRate(summary.lowest.rate),
            lowestDate: formatLongDay(summary.lowest.date),
            highest: formatRate(summary.highest.rate),
            highestDate: formatLongDay(summary.highest.date),
          })
        : t('reports.chart.noRates')}
      {/* A table ignores sr-only's 1px width, so a wrapper hides it (else the page scrolls sideways). */}
      <div className="sr-only">
        <table>
          <caption>{t('reports.chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.columns.date')}</th>
              <th scope="col">{t('reports.columns.rate')}</th>
              {COUNT_KEYS.map(({ key }) => (
                <th key={key} scope="col">
                  {t(`reports.counts.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatLongDay(day.date)}</th>
                <td>{formatRate(day.rate)}</td>
                {COUNT_KEYS.map(({ key }) => (
                  <td key={key}>{day.counts[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figcaption>
  )
}
