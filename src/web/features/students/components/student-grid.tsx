import { CalendarDays, CameraOff, HeartHandshake, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { StudentSummary } from '#shared/contracts/students'
import { StudentPhoto } from '#web/components/student-photo'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardTitle } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'

export interface StudentGridProps {
  students: StudentSummary[]
  busy: boolean
  /** Each card's Family button (ADR 020): the adults linked to the student, and their link codes. */
  onFamily?: (student: StudentSummary) => void
  /** Given only to staff who may edit students: each card then has an Edit button. */
  onEdit?: (student: StudentSummary) => void
  /** Given only to staff who may delete students: each card then has a Delete button. */
  onDelete?: (student: StudentSummary) => void
}

/**
 * The student cards: photo (or the "No photo" flag: who still needs one taken), name, ID, Class,
 * Department, Parent #, with Attendance (the calendar), Family, Edit and Delete.
 */
export function StudentGrid({ students, busy, onFamily, onEdit, onDelete }: StudentGridProps) {
  const { t } = useTranslation()
  if (students.length === 0) {
    return <p className="rounded-2xl border border-dashed border-input bg-surface p-5 text-sm text-muted">{t('studentManagement.noStudents')}</p>
  }
  return (
    <ul
      aria-label={t('studentManagement.list')}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3', busy && 'opacity-70 transition-opacity')}
    >
      {students.map((student) => (
        <li key={student.id} data-student-id={student.id}>
          <StudentCard student={student} onFamily={onFamily} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  )
}

function StudentCard({ student, onFamily, onEdit, onDelete }: { student: StudentSummary } & Pick<StudentGridProps, 'onFamily' | 'onEdit' | 'onDelete'>) {
  const { t } = useTranslation()
  const facts = [
    [t('studentManagement.id'), student.studentNumber],
    [t('studentManagement.class'), student.class.name],
    [t('studentManagement.department'), student.department.name],
    [t('studentManagement.parentNumber'), student.parentNumber],
  ] as const
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex items-start gap-3">
        <StudentPhoto studentId={student.id} name={student.name} updatedAt={student.photoUpdatedAt} className="size-14 rounded-xl" />
        <div className="min-w-0 space-y-1">
          <CardTitle className="break-words">{student.name}</CardTitle>
          {student.photoUpdatedAt ? null : (
            <Badge tone="neutral" className="gap-1 text-muted">
              <CameraOff aria-hidden className="size-3.5" />
              {t('studentPhotos.noPhoto')}
            </Badge>
          )}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 break-words text-fg tabular-nums">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap justify-end gap-2 pt-3">
        {/* Whoever sees this list may read reports: the student's attendance calendar. */}
        <Button asChild variant="secondary">
          <Link to={`/reports/students/${encodeURIComponent(student.id)}`}>
            <CalendarDays aria-hidden className="size-4" />
            {t('reports.history.cardLink')}
            <span className="sr-only"> {student.name}</span>
          </Link>
        </Button>
        {onFamily ? (
          <Button variant="secondary" onClick={() => onFamily(student)}>
            <HeartHandshake aria-hidden className="size-4" />
            {t('families.staff.button')}
            <span className="sr-only"> {student.name}</span>
          </Button>
        ) : null}
        {onEdit ? (
          <Button variant="secondary" onClick={() => onEdit(student)}>
            <Pencil aria-hidden className="size-4" />
            {t('manage.edit')}
            <span className="sr-only"> {student.name}</span>
          </Button>
        ) : null}
        {onDelete ? (
          <Button variant="danger" onClick={() => onDelete(student)}>
            <Trash2 aria-hidden className="size-4" />
            {t('manage.delete')}
            <span className="sr-only"> {student.name}</span>
          </Button>
        ) : null}
      </div>
    </Card>
  )
}
