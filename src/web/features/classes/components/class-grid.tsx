import { Pencil, Trash2, UserRound, Users } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import type { ClassSummary } from '#shared/contracts/classes'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardTitle } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'

interface ClassGridProps {
  classes: ClassSummary[]
  busy: boolean
  /** Given only to staff who may manage classes: each card then has Edit and Delete. */
  onEdit?: (klass: ClassSummary) => void
  onDelete?: (klass: ClassSummary) => void
}

/** The class cards: name, department badge, student count, teacher, Edit and Delete. */
export function ClassGrid({ classes, busy, onEdit, onDelete }: ClassGridProps) {
  const { t } = useTranslation()
  if (classes.length === 0) {
    return <p className="rounded-2xl border border-dashed border-input bg-surface p-5 text-sm text-muted">{t('classManagement.noClasses')}</p>
  }
  return (
    <ul
      aria-label={t('classManagement.list')}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3', busy && 'opacity-70 transition-opacity')}
    >
      {classes.map((klass) => (
        <li key={klass.id} data-class-id={klass.id}>
          <ClassCard klass={klass} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  )
}

function ClassCard({ klass, onEdit, onDelete }: { klass: ClassSummary } & Pick<ClassGridProps, 'onEdit' | 'onDelete'>) {
  const { t } = useTranslation()
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CardTitle className="text-lg break-words">{klass.name}</CardTitle>
        <Badge>{klass.department}</Badge>
      </div>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2 text-muted">
            <Users aria-hidden className="size-4 shrink-0" />
            {t('classManagement.students')}
          </dt>
          <dd className="font-semibold text-fg tabular-nums">{klass.studentCount}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2 text-muted">
            <UserRound aria-hidden className="size-4 shrink-0" />
            {t('classManagement.teacher')}
          </dt>
          <dd className="min-w-0 break-words text-fg">{klass.teacher?.name ?? t('classManagement.noTeacher')}</dd>
        </div>
      </dl>
      {onEdit || onDelete ? (
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-3">
          {onEdit ? (
            <Button variant="secondary" onClick={() => onEdit(klass)}>
              <Pencil aria-hidden className="size-4" />
              {t('manage.edit')}
              <span className="sr-only"> {klass.name}</span>
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="danger" onClick={() => onDelete(klass)}>
              <Trash2 aria-hidden className="size-4" />
              {t('manage.delete')}
              <span className="sr-only"> {klass.name}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  )
}
