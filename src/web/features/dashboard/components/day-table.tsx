import { ClipboardPen } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import type { StudentDayRow } from '#shared/contracts/attendance'
import { StatusBadge } from '#web/components/status-badge'
import { DepartureNote } from '#web/components/departure-note'
import { Button } from '#web/components/ui/button'

interface DayTableProps {
  rows: StudentDayRow[]
  /** Null when recording is not offered (no permission, or not a recordable day). */
  onTakeAttendance: ((row: StudentDayRow) => void) | null
  busy: boolean
  /** The day is not a school day: a student without a record is not missing ("No school", not "Not recorded"). */
  noSchool?: boolean
}

const TH = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted uppercase'

/**
 * Name, class, department, status, action. On a phone, Class and Department move under the name so
 * name, status and the action always fit side by side.
 */
export function DayTable({ rows, onTakeAttendance, busy, noSchool = false }: DayTableProps) {
  const { t } = useTranslation()
  return (
    <div className="-mx-4 overflow-hidden border-y border-border bg-surface sm:mx-0 sm:rounded-2xl sm:border">
      <table className="w-full text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">{t('attendance.students')}</caption>
        <thead className="border-b border-border bg-surface-muted">
          <tr>
            <th scope="col" className={TH}>{t('attendance.columns.student')}</th>
            <th scope="col" className={`${TH} hidden sm:table-cell`}>{t('attendance.columns.class')}</th>
            <th scope="col" className={`${TH} hidden md:table-cell`}>{t('attendance.columns.department')}</th>
            <th scope="col" className={TH}>{t('attendance.columns.status')}</th>
            {onTakeAttendance ? <th scope="col" className={`${TH} text-right`}>{t('attendance.columns.actions')}</th> : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.student.id} data-student-id={row.student.id} data-status={row.record?.status ?? (noSchool ? 'no_school' : 'not_recorded')}>
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <span className="block font-semibold break-words text-fg">{row.student.name}</span>
                <span className="block text-xs text-muted">{t('attendance.parentNumber', { number: row.student.parentNumber })}</span>
                <span className="block text-xs text-muted sm:hidden">
                  {row.class.name} · {row.department}
                </span>
                <span className="hidden text-xs text-muted sm:block md:hidden">{row.department}</span>
              </th>
              <td className="hidden px-3 py-3 sm:table-cell">{row.class.name}</td>
              <td className="hidden px-3 py-3 md:table-cell">{row.department}</td>
              <td className="px-3 py-3">
                <StatusBadge status={row.record?.status ?? null} noSchool={noSchool} />
                <DepartureNote departure={row.departure} className="mt-1" />
              </td>
              {onTakeAttendance ? (
                <td className="py-2 pr-3 pl-1 text-right">
                  <Button
                    variant="secondary"
                    size="cell"
                    onClick={() => onTakeAttendance(row)}
                  >
                    <ClipboardPen aria-hidden className="hidden size-4 shrink-0 sm:block" />
                    {t('attendance.takeAttendance')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="px-4 py-8 text-center text-muted">{t('attendance.noStudents')}</p> : null}
    </div>
  )
}
