import { ArrowDown, ArrowUp, ArrowUpDown, CalendarDays, CameraOff, HeartHandshake, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { StudentSort, StudentSortKey } from '#shared/contracts/students'
import { StudentPhoto } from '#web/components/student-photo'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import type { StudentGridProps } from './student-grid'

/** The sortable columns, in order, with their headings (the card's words). */
const SORTABLE_COLUMNS = [
  ['name', 'studentManagement.name'],
  ['studentNumber', 'studentManagement.id'],
  ['class', 'studentManagement.class'],
  ['department', 'studentManagement.department'],
] as const satisfies readonly (readonly [StudentSortKey, string])[]

interface StudentTableProps extends StudentGridProps {
  /** The list's order (by name when absent); a heading's button asks for another, sorted by the server over every page. */
  sort: StudentSort | undefined
  onSort: (sort: StudentSort) => void
}

/**
 * The laptop's student list (from 1024px; phones keep the cards): one dense row a student, the card's
 * facts and actions, the headings of Name, ID, Class and Department sort the whole school.
 */
export function StudentTable({ students, busy, sort = 'name', onSort, onFamily, onEdit, onDelete }: StudentTableProps) {
  const { t } = useTranslation()
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
      <table aria-label={t('studentManagement.list')} aria-busy={busy} className={cn('w-full text-left text-sm', busy && 'opacity-70 transition-opacity')}>
        <thead className="border-b border-border bg-surface-muted text-xs text-muted">
          <tr>
            <th scope="col" className="w-12 py-2 pl-3 font-semibold"><span className="sr-only">{t('studentPhotos.filter')}</span></th>
            {SORTABLE_COLUMNS.map(([column, label]) => (
              <SortableHeading key={column} column={column} label={t(label)} sort={sort} onSort={onSort} />
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">{t('studentManagement.parentNumber')}</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">{t('studentManagement.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {students.map((student) => (
            <tr key={student.id} data-student-id={student.id} className="hover:bg-surface-muted/60">
              {/* Its own cell: inside the name's, the photo's alternative text (the name) would be said twice. */}
              {/* The "No photo" flag here too, so that the row's header is the name alone. */}
              <td className="py-1.5 pl-3">
                {student.photoUpdatedAt ? (
                  <StudentPhoto studentId={student.id} name={student.name} updatedAt={student.photoUpdatedAt} className="size-9 rounded-lg" />
                ) : (
                  <span title={t('studentPhotos.noPhoto')} className="flex size-9 items-center justify-center rounded-lg border border-dashed border-input text-muted">
                    <CameraOff aria-hidden className="size-4" />
                    <span className="sr-only">{t('studentPhotos.noPhoto')}</span>
                  </span>
                )}
              </td>
              <th scope="row" className="px-3 py-1.5 font-medium break-words">{student.name}</th>
              <td className="px-3 py-1.5 tabular-nums">{student.studentNumber}</td>
              <td className="px-3 py-1.5">{student.class.name}</td>
              <td className="px-3 py-1.5">{student.department.name}</td>
              <td className="px-3 py-1.5 tabular-nums">{student.parentNumber || '—'}</td>
              <td className="px-3 py-1">
                <span className="flex justify-end gap-1">
                  <RowAction label={t('reports.history.cardLink')} name={student.name} icon={<CalendarDays aria-hidden className="size-4" />}>
                    {(content) => <Link to={`/reports/students/${encodeURIComponent(student.id)}`}>{content}</Link>}
                  </RowAction>
                  {onFamily ? (
                    <RowAction label={t('families.staff.button')} name={student.name} icon={<HeartHandshake aria-hidden className="size-4" />} onClick={() => onFamily(student)} />
                  ) : null}
                  {onEdit ? (
                    <RowAction label={t('manage.edit')} name={student.name} icon={<Pencil aria-hidden className="size-4" />} onClick={() => onEdit(student)} />
                  ) : null}
                  {onDelete ? (
                    <RowAction danger label={t('manage.delete')} name={student.name} icon={<Trash2 aria-hidden className="size-4" />} onClick={() => onDelete(student)} />
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A sortable heading: its button sorts by the column, A to Z first, then, pressed again, Z to A. */
function SortableHeading({ column, label, sort, onSort }: { column: StudentSortKey; label: string; sort: StudentSort; onSort: (sort: StudentSort) => void }) {
  const direction = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : undefined
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown
  return (
    <th scope="col" aria-sort={direction} className="px-1 py-1 font-semibold">
      <button
        type="button"
        onClick={() => onSort(direction === 'ascending' ? `-${column}` : column)}
        className={cn('inline-flex min-h-11 items-center gap-1 rounded-md px-2 hover:bg-surface hover:text-fg', direction && 'text-fg')}
      >
        {label}
        <Icon aria-hidden className={cn('size-3.5', !direction && 'opacity-50')} />
      </button>
    </th>
  )
}

/** One of a row's actions as an icon: its name (and hover title) the card's words and the student's name. */
function RowAction({ label, name, icon, onClick, danger, children }: {
  label: string
  name: string
  icon: ReactNode
  onClick?: () => void
  danger?: boolean
  children?: (content: ReactNode) => ReactNode
}) {
  const content = (
    <>
      {icon}
      <span className="sr-only">{label} {name}</span>
    </>
  )
  const variant = danger ? 'danger' : 'ghost'
  if (children) return <Button asChild variant={variant} size="icon" title={label}>{children(content)}</Button>
  return <Button variant={variant} size="icon" title={label} onClick={onClick}>{content}</Button>
}
