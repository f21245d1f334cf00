import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { TeacherSummary } from '#shared/contracts/teachers'
import type { Lesson } from '#shared/contracts/timetable'
import { DialogForm } from '#web/components/dialog-form'
import { Dialog } from '#web/components/ui/dialog'
import { SelectField } from '#web/components/ui/select-field'
import { formatSchoolDate } from '#web/lib/dates'
import { useFormErrors } from '#web/lib/use-form-errors'
import { useSetLessonChange } from '../api/lesson-changes'

interface SubstituteDialogProps {
  lesson: Lesson | null
  date: string
  /** The teachers free in the lesson's period that date (free-teachers.ts); the server checks again (409 `teacher_busy`). */
  free: readonly TeacherSummary[]
  onClose: () => void
}

/** Gives one date's lesson to a substitute chosen from the teachers free then. */
export function SubstituteDialog({ lesson, onClose, ...props }: SubstituteDialogProps) {
  const { t } = useTranslation()
  const title = lesson ? t('timetableDay.dialogTitle', { subject: lesson.subject, className: lesson.className }) : ''
  return (
    <Dialog open={lesson !== null} onOpenChange={(open) => (open ? null : onClose())} title={title} closeLabel={t('common.close')}>
      {lesson ? <SubstituteForm lesson={lesson} onDone={onClose} {...props} /> : null}
    </Dialog>
  )
}

function SubstituteForm({ lesson, date, free, onDone }: Omit<SubstituteDialogProps, 'lesson' | 'onClose'> & { lesson: Lesson; onDone: () => void }) {
  const { t } = useTranslation()
  const [teacherId, setTeacherId] = useState('')
  const { errors, alert, clear, showFieldErrors, showServerError } = useFormErrors(['teacherId', 'date'])
  const save = useSetLessonChange()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    clear()
    if (!teacherId) return showFieldErrors({ teacherId: t('timetableDay.chooseTeacher') })
    save.mutate(
      { lessonId: lesson.id, date, body: { kind: 'substitute', teacherId } },
      {
        onSuccess: (change) => {
          toast.success(t('timetableDay.substitutedToast', { name: change.substitute?.name ?? '', date: formatSchoolDate(date) }))
          onDone()
        },
        onError: showServerError,
      },
    )
  }

  return (
    <DialogForm onSubmit={onSubmit} busy={save.isPending} alert={alert ?? errors.date ?? null} onCancel={onDone} submitLabel={t('timetableDay.give')}>
      <p className="text-sm text-muted">
        {t('timetableDay.dialogHint', { number: String(lesson.period), date: formatSchoolDate(date), startsAt: lesson.startsAt, endsAt: lesson.endsAt })}
      </p>
      {free.length === 0 ? (
        <p role="status" className="rounded-lg border border-border bg-surface-muted px-3 py-2 text-sm text-fg">
          {t('timetableDay.noFreeTeachers')}
        </p>
      ) : (
        <SelectField label={t('timetableDay.teacher')} value={teacherId} error={errors.teacherId} onChange={setTeacherId}>
          <option value="">{t('timetableDay.chooseTeacher')}</option>
          {free.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </SelectField>
      )}
    </DialogForm>
  )
}
