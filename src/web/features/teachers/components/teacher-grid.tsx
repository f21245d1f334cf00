import { Home, Mail, Pencil, Trash2 } from 'lucide-react'
import { Fragment } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { TeacherSummary } from '#shared/contracts/teachers'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardTitle } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'

interface TeacherGridProps {
  teachers: TeacherSummary[]
  busy: boolean
  /** Given only to staff who may edit teachers: each card then has an Edit button. */
  onEdit?: (teacher: TeacherSummary) => void
  /** Given only to staff who may delete teachers: each card but one's own then has a Delete button. */
  onDelete?: (teacher: TeacherSummary) => void
  /** The signed-in user, who cannot delete themselves. */
  selfId: string
}

/** The teacher cards: name, email, department, subjects, and a "Homeroom: class" badge. */
export function TeacherGrid({ teachers, busy, onEdit, onDelete, selfId }: TeacherGridProps) {
  const { t } = useTranslation()
  if (teachers.length === 0) {
    return <p className="rounded-2xl border border-dashed border-input bg-surface p-5 text-sm text-muted">{t('teacherManagement.noTeachers')}</p>
  }
  return (
    <ul
      aria-label={t('teacherManagement.list')}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3', busy && 'opacity-70 transition-opacity')}
    >
      {teachers.map((teacher) => (
        <li key={teacher.id} data-teacher-id={teacher.id}>
          <TeacherCard teacher={teacher} onEdit={onEdit} onDelete={teacher.id === selfId ? undefined : onDelete} />
        </li>
      ))}
    </ul>
  )
}

function TeacherCard({ teacher, onEdit, onDelete }: { teacher: TeacherSummary } & Pick<TeacherGridProps, 'onEdit' | 'onDelete'>) {
  const { t } = useTranslation()
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CardTitle className="min-w-0 break-words">{teacher.name}</CardTitle>
        {teacher.homeroomClass ? (
          <Badge data-testid="homeroom-badge">
            <Home aria-hidden className="mr-1 size-3.5" />
            {t('teacherManagement.homeroom', { class: teacher.homeroomClass.name })}
          </Badge>
        ) : null}
      </div>
      <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-muted">
        <Mail aria-hidden className="size-4 shrink-0" />
        <EmailText email={teacher.email} />
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-muted">{t('teacherManagement.department')}</dt>
        <dd className="min-w-0 break-words text-fg">{teacher.department.name}</dd>
        <dt className="text-muted">{t('teacherManagement.subjects')}</dt>
        <dd className="min-w-0">
          {teacher.subjects.length > 0 ? (
            // Badges, not a nested list: the cards are the list. The hidden commas keep them apart when read aloud.
            <span className="flex flex-wrap gap-1">
              {teacher.subjects.map((subject, i) => (
                <Fragment key={subject}>
                  <Badge tone="neutral">{subject}</Badge>
                  {i < teacher.subjects.length - 1 ? <span className="sr-only">, </span> : null}
                </Fragment>
              ))}
            </span>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      {onEdit || onDelete ? (
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-3">
          {onEdit ? (
            <Button variant="secondary" onClick={() => onEdit(teacher)}>
              <Pencil aria-hidden className="size-4" />
              {t('manage.edit')}
              <span className="sr-only"> {teacher.name}</span>
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="danger" onClick={() => onDelete(teacher)}>
              <Trash2 aria-hidden className="size-4" />
              {t('manage.delete')}
              <span className="sr-only"> {teacher.name}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  )
}

/** An address that wraps before its "@" when the card is narrow, and mid-part only when a part is too long. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@')
  return (
    <span className="min-w-0 break-words">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  )
}
