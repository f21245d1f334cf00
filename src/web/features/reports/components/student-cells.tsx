import { useTranslation } from '#web/lib/translation'
import { cn } from '#web/lib/cn'
import { HistoryLink } from './history-link'
import { STICKY, TD, TH, WIDE_ONLY } from '#web/components/report-table'

/** The first two headers of a table of students: the student (kept in view) and, from the small breakpoint up, the class. */
export function StudentHeaders() {
  const { t } = useTranslation()
  return (
    <>
      <th scope="col" className={cn(TH, STICKY, 'sm:min-w-40')}>{t('reports.columns.student')}</th>
      <th scope="col" className={cn(TH, WIDE_ONLY)}>{t('reports.columns.class')}</th>
    </>
  )
}

interface StudentCellsProps {
  studentId: string
  name: string
  className: string
  /** The dates the student's calendar opens on. */
  range: { from: string; to: string }
}

/** The row's student, linked to their calendar (with the class under the name on a phone), then the class. */
export function StudentCells({ studentId, name, className, range }: StudentCellsProps) {
  return (
    <>
      <th scope="row" className={cn(TD, STICKY, 'py-1 text-left font-normal')}>
        <HistoryLink studentId={studentId} name={name} range={range} />
        <span className="-mt-2 block pb-1 text-xs text-muted sm:hidden">{className}</span>
      </th>
      <td className={cn(TD, WIDE_ONLY)}>{className}</td>
    </>
  )
}
