import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { Lesson, LessonGroupResponse } from '#shared/contracts/timetable'
import { DialogForm } from '#web/components/dialog-form'
import { Dialog } from '#web/components/ui/dialog'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useFormErrors } from '#web/lib/use-form-errors'
import { useLessonGroup, useSaveLessonGroup } from '../api/lesson-group'

/** The students a lesson is for: the whole class (the default), or those ticked (ADR 052's groups). */
export function GroupDialog({ lesson, onClose }: { lesson: Lesson | null; onClose: () => void }) {
  const { t } = useTranslation()
  const title = lesson ? t('lessonGroups.title', { subject: lesson.subject, className: lesson.className }) : ''
  return (
    <Dialog open={lesson !== null} onOpenChange={(open) => (open ? null : onClose())} title={title} closeLabel={t('common.close')}>
      {lesson ? <GroupLoader lesson={lesson} onDone={onClose} /> : null}
    </Dialog>
  )
}

function GroupLoader({ lesson, onDone }: { lesson: Lesson; onDone: () => void }) {
  const { t } = useTranslation()
  const group = useLessonGroup(lesson.id)
  if (group.isError) return <FormAlert message={`${t('lessonGroups.loadFailed')} ${errorMessage(group.error)}`} />
  if (!group.data) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted">
        <Spinner /> {t('app.loading')}
      </p>
    )
  }
  return <GroupForm lesson={lesson} group={group.data} onDone={onDone} />
}

function GroupForm({ lesson, group, onDone }: { lesson: Lesson; group: LessonGroupResponse; onDone: () => void }) {
  const { t } = useTranslation()
  const [whole, setWhole] = useState(group.groupIds.length === 0)
  const [chosen, setChosen] = useState(() => new Set(group.groupIds))
  const { alert, clear, showServerError } = useFormErrors([])
  const save = useSaveLessonGroup()
  const toggle = (id: string) => setChosen((current) => {
    const next = new Set(current)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    return next
  })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    clear()
    // None ticked is the whole class, as the server keeps it.
    const studentIds = whole ? [] : group.students.filter((s) => chosen.has(s.id)).map((s) => s.id)
    save.mutate({ lessonId: lesson.id, studentIds }, {
      onSuccess: () => {
        toast.success(t('lessonGroups.saved'))
        onDone()
      },
      onError: showServerError,
    })
  }

  return (
    <DialogForm onSubmit={onSubmit} busy={save.isPending} alert={alert} onCancel={onDone}>
      <p className="text-sm text-muted">{t('lessonGroups.hint')}</p>
      {group.students.length === 0 ? (
        <p className="text-sm text-fg">{t('lessonGroups.noStudents')}</p>
      ) : (
        <>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-fg">
            <input type="checkbox" className="size-5 accent-primary" checked={whole} onChange={(e) => setWhole(e.target.checked)} />
            {t('lessonGroups.whole')}
          </label>
          {whole ? null : (
            <fieldset className="space-y-1">
              <legend className="mb-1 text-sm text-muted">{t('lessonGroups.chosen', { count: chosen.size, total: String(group.students.length) })}</legend>
              <ul className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-border p-2">
                {group.students.map((s) => (
                  <li key={s.id}>
                    <label className="flex min-h-11 items-center gap-3 rounded-md px-2 text-sm text-fg hover:bg-surface-muted">
                      <input type="checkbox" className="size-5 accent-primary" checked={chosen.has(s.id)} onChange={() => toggle(s.id)} />
                      <span className="min-w-0 flex-1 break-words">{s.name}</span>
                      <span className="text-xs text-muted">{s.studentNumber}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </>
      )}
    </DialogForm>
  )
}
