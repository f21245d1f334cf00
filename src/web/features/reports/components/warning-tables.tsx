import { useTranslation } from 'react-i18next'
import type { WarningsResponse } from '#shared/contracts/reports'
import { cn } from '#web/lib/cn'
import { formatShortDate } from '#web/lib/dates'
import { formatRate } from './format'
import { HistoryLink } from './history-link'
import { CountCells, CountHeaders, ReportTable, STICKY, TBODY, TD, TD_NUM, TH, TH_NUM, THEAD, WIDE_ONLY } from './report-table'

type Range = { from: string; to: string }

/** Rate over the last 30 school days below the threshold, lowest first (the server's order). */
export function LowRateTable({ rows, range }: { rows: WarningsResponse['lowRate']; range: Range }) {
  const { t } = useTranslation()
  return (
    <ReportTable caption={t('reports.warnings.lowRateCaption')}>
      <thead className={THEAD}>
        <tr>
          <th scope="col" className={cn(TH, STICKY, 'sm:min-w-40')}>{t('reports.columns.student')}</th>
          <th scope="col" className={cn(TH, WIDE_ONLY)}>{t('reports.columns.class')}</th>
          <th scope="col" className={TH_NUM}>{t('reports.columns.rate')}</th>
          <CountHeaders />
        </tr>
      </thead>
      <tbody className={TBODY}>
        {rows.map((row) => (
          <tr key={row.studentId} data-student-id={row.studentId}>
            <th scope="row" className={cn(TD, STICKY, 'py-1 text-left font-normal')}>
              <HistoryLink studentId={row.studentId} name={row.name} range={range} />
              <span className="-mt-2 block pb-1 text-xs text-muted sm:hidden">{row.className}</span>
            </th>
            <td className={cn(TD, WIDE_ONLY)}>{row.className}</td>
            <td className={cn(TD_NUM, 'font-semibold text-danger')}>{formatRate(row.rate)}</td>
            <CountCells counts={row.counts} />
          </tr>
        ))}
      </tbody>
    </ReportTable>
  )
}

/** Absent 3 or more school days in a row up to today, longest first. */
export function AbsenceStreakTable({ rows, range }: { rows: WarningsResponse['absentStreaks']; range: Range }) {
  const { t } = useTranslation()
  return (
    <ReportTable caption={t('reports.warnings.streakCaption')} legend={false}>
      <thead className={THEAD}>
        <tr>
          <th scope="col" className={cn(TH, STICKY, 'sm:min-w-40')}>{t('reports.columns.student')}</th>
          <th scope="col" className={cn(TH, WIDE_ONLY)}>{t('reports.columns.class')}</th>
          <th scope="col" className={TH_NUM}>{t('reports.columns.daysInARow')}</th>
          <th scope="col" className={TH}>{t('reports.columns.since')}</th>
        </tr>
      </thead>
      <tbody className={TBODY}>
        {rows.map((row) => (
          <tr key={row.studentId} data-student-id={row.studentId}>
            <th scope="row" className={cn(TD, STICKY, 'py-1 text-left font-normal')}>
              {/* The calendar opens on the whole absence, even when it began before the 30-day window. */}
              <HistoryLink studentId={row.studentId} name={row.name} range={{ from: row.since < range.from ? row.since : range.from, to: range.to }} />
              <span className="-mt-2 block pb-1 text-xs text-muted sm:hidden">{row.className}</span>
            </th>
            <td className={cn(TD, WIDE_ONLY)}>{row.className}</td>
            <td className={cn(TD_NUM, 'font-semibold text-danger')}>{row.days}</td>
            <td className={cn(TD, 'whitespace-nowrap')}>
              <time dateTime={row.since}>{formatShortDate(row.since)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  )
}
