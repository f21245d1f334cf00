import { Archive, Pencil, Plus } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import type { DepartmentSummary } from '#shared/contracts/departments'
import { Button } from '#web/components/ui/button'
import { Card, CardTitle } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'

interface DepartmentListProps {
  departments: DepartmentSummary[]
  busy: boolean
  onAdd: () => void
  onRename: (department: DepartmentSummary) => void
  onArchive: (department: DepartmentSummary) => void
}

/** One card per department, as the class cards look: its name, what uses it, Rename and Archive. */
export function DepartmentList({ departments, busy, onAdd, onRename, onArchive }: DepartmentListProps) {
  const { t } = useTranslation()
  if (departments.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-input bg-surface p-5">
        <p className="text-sm text-muted">{t('departments.empty')}</p>
        <Button onClick={onAdd}>
          <Plus aria-hidden className="size-4" />
          {t('departments.add')}
        </Button>
      </div>
    )
  }
  return (
    <ul
      aria-label={t('departments.list')}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3', busy && 'opacity-70 transition-opacity')}
    >
      {departments.map((department) => (
        <li key={department.id} data-department-id={department.id}>
          <Card className="flex h-full flex-col p-4">
            <CardTitle className="text-lg break-words">{department.name}</CardTitle>
            <p className="mt-2 text-sm text-muted">
              {[
                t('departments.uses.classes', { count: department.classCount }),
                t('departments.uses.teachers', { count: department.teacherCount }),
                t('departments.uses.students', { count: department.studentCount }),
              ].join(' · ')}
            </p>
            <div className="mt-auto flex flex-wrap justify-end gap-2 pt-3">
              <Button variant="secondary" onClick={() => onRename(department)}>
                <Pencil aria-hidden className="size-4" />
                {t('departments.rename')}
                <span className="sr-only"> {department.name}</span>
              </Button>
              <Button variant="danger" onClick={() => onArchive(department)}>
                <Archive aria-hidden className="size-4" />
                {t('departments.archive')}
                <span className="sr-only"> {department.name}</span>
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
