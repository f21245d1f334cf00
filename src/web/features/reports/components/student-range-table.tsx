import { GraduationCap } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { StudentRangeRow } from '#shared/contracts/reports'
import { EmptyState } from '#web/components/empty-state'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { useMe } from '#web/lib/session'
import { RateValue } from './rate-cell'
import { TBODY, TD_NUM, TH_NUM, THEAD, WIDE_ONLY } from '#web/components/report-table'
import { CountCells, CountHeaders, ReportTable } from './report-table'
import { StudentCells, StudentHeaders } from './student-cells'

interface StudentRangeTableProps {
  rows: StudentRangeRow[]
  /** Early departures by student (ADR 029), for those who have any. */
  leftEarly: Record<string, number>
  range: { from: string; to: string }
  busy: boolean
  threshold: number | null
}

/** One row per student: school days counted, days per status, the attendance rate, and days they left early. */
export function StudentRangeTable({ rows, leftEarly, range, busy, threshold }: StudentRangeTableProps) {
  const { t } = useTranslation()
  const { permissions } = useMe()
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={GraduationCap}
        title={t('reports.range.noStudents')}
        body={t('emptyState.reportsNoStudentsBody')}
        action={permissions.canCreateStudent ? <Button asChild><Link to="/students">{t('emptyState.goToStudents')}</Link></Button> : null}
      />
    )
  }
  return (
    <ReportTable caption={t('reports.range.students')} busy={busy}>
      <thead className={THEAD}>
        <tr>
          <StudentHeaders />
          <th scope="col" className={cn(TH_NUM, WIDE_ONLY)}>{t('reports.columns.schoolDays')}</th>
          <CountHeaders />
          <th scope="col" className={TH_NUM}>{t('reports.columns.rate')}</th>
          <th scope="col" className={cn(TH_NUM, WIDE_ONLY)}>{t('reports.columns.leftEarly')}</th>
        </tr>
      </thead>
      <tbody className={TBODY}>
        {rows.map((row) => (
          <tr key={row.studentId} data-student-id={row.studentId}>
            <StudentCells studentId={row.studentId} name={row.name} className={row.className} range={range} />
            <td className={cn(TD_NUM, WIDE_ONLY)}>{row.schoolDays}</td>
            <CountCells counts={row.counts} />
            <td className={TD_NUM}>
              <RateValue rate={row.rate} threshold={threshold} counts={row.counts} />
            </td>
            <td className={cn(TD_NUM, WIDE_ONLY)} data-left-early>{leftEarly[row.studentId] ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  )
}
