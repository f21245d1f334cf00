import { useTranslation } from '#web/lib/translation'
import type { WarningsResponse } from '#shared/contracts/reports'
import { cn } from '#web/lib/cn'
import { formatShortDate } from '#web/lib/dates'
import { RateValue } from './rate-cell'
import { TBODY, TD, TD_NUM, TH, TH_NUM, THEAD } from '#web/components/report-table'
import { CountCells, CountHeaders, ReportTable } from './report-table'
import { StudentCells, StudentHeaders } from './student-cells'

type Range = { from: string; to: string }

/** Rate over the last 30 school days below the threshold, lowest first (the server's order). */
export function LowRateTable({ rows, range }: { rows: WarningsResponse['lowRate']; range: Range }) {
  const { t } = useTranslation()
  return (
    <ReportTable caption={t('reports.warnings.lowRateCaption')}>
      <thead className={THEAD}>
        <tr>
          <StudentHeaders />
          <th scope="col" className={TH_NUM}>{t('reports.columns.rate')}</th>
          <CountHeaders />
        </tr>
      </thead>
      <tbody className={TBODY}>
        {rows.map((row) => (
          <tr key={row.studentId} data-student-id={row.studentId}>
            <StudentCells studentId={row.studentId} name={row.name} className={row.className} range={range} />
            <td className={TD_NUM}>
              <RateValue rate={row.rate} threshold={null} counts={row.counts} className="text-danger" />
            </td>
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
          <StudentHeaders />
          <th scope="col" className={TH_NUM}>{t('reports.columns.daysInARow')}</th>
          <th scope="col" className={TH}>{t('reports.columns.since')}</th>
        </tr>
      </thead>
      <tbody className={TBODY}>
        {rows.map((row) => (
          <tr key={row.studentId} data-student-id={row.studentId}>
            {/* The calendar opens on the whole absence, even when it began before the 30-day window. */}
            <StudentCells studentId={row.studentId} name={row.name} className={row.className} range={{ from: row.since < range.from ? row.since : range.from, to: range.to }} />
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
