import { ChevronRight, School } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { DayReportResponse } from '#shared/contracts/reports'
import { EmptyState } from '#web/components/empty-state'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { useMe } from '#web/lib/session'
import { STICKY, TBODY, TD, TD_NUM, TH, TH_NUM, THEAD, WIDE_ONLY } from '#web/components/report-table'
import { CountCells, CountHeaders, ReportTable } from './report-table'

type ClassRow = DayReportResponse['classes'][number]

/** The roll call of a class on a date: where "clicking a class" leads. */
export function rollCallPath(classId: string, date: string): string {
  return `/roll-call?${new URLSearchParams({ classId, date })}`
}

/** One row per class: its counts for the day, and whether its attendance has been taken. */
export function ClassDayTable({ date, rows, busy, isSchoolDay }: { date: string; rows: ClassRow[]; busy: boolean; isSchoolDay: boolean }) {
  const { t } = useTranslation()
  const { permissions } = useMe()
  // A roll can be taken on school days only; on other days there is nothing "not taken" either.
  const link = isSchoolDay && permissions.canTakeAttendance
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={School}
        title={t('reports.day.noClasses')}
        body={t('emptyState.reportsNoClassesBody')}
        action={permissions.canManageClasses ? <Button asChild><Link to="/classes">{t('emptyState.goToClasses')}</Link></Button> : null}
      />
    )
  }
  return (
    <ReportTable caption={t('reports.day.classes')} busy={busy}>
      <thead className={THEAD}>
        <tr>
          <th scope="col" className={cn(TH, STICKY)}>{t('reports.columns.class')}</th>
          <th scope="col" className={cn(TH, WIDE_ONLY)}>{t('reports.columns.department')}</th>
          <th scope="col" className={cn(TH_NUM, WIDE_ONLY)}>{t('reports.columns.students')}</th>
          <CountHeaders />
          <th scope="col" className={cn(TH, WIDE_ONLY)}>{t('reports.columns.taken')}</th>
        </tr>
      </thead>
      <tbody className={TBODY}>
        {rows.map((row) => (
          <tr key={row.classId} data-class-id={row.classId} data-not-taken={(isSchoolDay && row.notTaken) || undefined}>
            <th scope="row" className={cn(TD, STICKY, 'py-1 text-left font-normal')}>
              {link ? (
                <Link to={rollCallPath(row.classId, date)} className="inline-flex min-h-11 items-center print:min-h-0 gap-0.5 font-semibold text-accent underline-offset-4 hover:underline">
                  {row.className}
                  <span className="sr-only"> {t('reports.day.openRoll')}</span>
                  <ChevronRight aria-hidden className="size-4 print:hidden" />
                </Link>
              ) : (
                <span className="inline-flex min-h-11 items-center print:min-h-0 font-semibold">{row.className}</span>
              )}
              {/* On a phone the department and "not taken" sit under the class. */}
              <span className="-mt-2 block pb-1 text-xs text-muted sm:hidden">{row.department}</span>
              {isSchoolDay && row.notTaken ? <NotTakenBadge row={row} className="mb-1 sm:hidden" /> : null}
            </th>
            <td className={cn(TD, WIDE_ONLY, 'text-muted')}>{row.department}</td>
            <td className={cn(TD_NUM, WIDE_ONLY)}>{row.students}</td>
            <CountCells counts={row.counts} noSchool={!isSchoolDay} />
            <td className={cn(TD, WIDE_ONLY, 'whitespace-nowrap')}>
              {!isSchoolDay ? (
                <span className="text-muted">—</span>
              ) : row.notTaken ? (
                <NotTakenBadge row={row} />
              ) : (
                <span className="text-xs font-semibold text-fg">{t('reports.day.taken')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  )
}

/** "Not taken yet", or how far the roll has got: "3 of 4 students recorded", "Scanned in only". */
export function RollProgress({ row }: { row: Pick<ClassRow, 'students' | 'recorded'> }) {
  const { t } = useTranslation()
  if (row.recorded === 0) return t('reports.day.notTaken')
  if (row.recorded >= row.students) return t('rollTaken.scansOnly')
  return t('rollTaken.recordedOf', { recorded: String(row.recorded), count: row.students })
}

function NotTakenBadge({ row, className }: { row: ClassRow; className?: string }) {
  return (
    <span
      data-roll-progress
      className={cn('inline-flex items-center rounded-full border border-dashed border-input px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-muted', className)}
    >
      <RollProgress row={row} />
    </span>
  )
}
