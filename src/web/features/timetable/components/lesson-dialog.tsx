import { Trash2, UsersRound } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { SUBJECT_MAX_LENGTH, type TeacherSummary } from '#shared/contracts/teachers'
import { lessonFormSchema, type BellPeriod, type Lesson } from '#shared/contracts/timetable'
import { ClassOptions } from '#web/components/class-options'
import { DialogForm } from '#web/components/dialog-form'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { FormField } from '#web/components/ui/form-field'
import { SelectField } from '#web/components/ui/select-field'
import { useFormErrors } from '#web/lib/use-form-errors'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useSaveLesson } from '../api/save-lesson'
import { useWeekdayNames } from './weekday-names'

const FIELDS = ['classId', 'teacherId', 'subject', 'weekday', 'period'] as const

/** An empty period tapped (with the week's class or teacher, when one is chosen), or a lesson tapped. */
export type LessonDialogTarget =
  | { mode: 'add'; weekday: number; period: number; classId: string; teacherId: string }
  | { mode: 'edit'; lesson: Lesson }

interface LessonDialogProps {
  target: LessonDialogTarget | null
  periods: readonly BellPeriod[]
  teachers: readonly TeacherSummary[]
  onDelete: (lesson: Lesson) => void
  /** Opens the lesson's students (its group, ADR 052). */
  onGroup: (lesson: Lesson) => void
  onClose: () => void
}

/** Add lesson / Change lesson: class, teacher, subject (the teacher's offered, any typed), day and period; a 409 under its field. */
export function LessonDialog({ target, onClose, ...props }: LessonDialogProps) {
  const { t } = useTranslation()
  const title = target?.mode === 'edit' ? t('timetable.form.editTitle') : t('timetable.form.addTitle')
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())} title={title} closeLabel={t('common.close')}>
      {/* Mounted only while open, so each opening starts from the lesson or period tapped. */}
      {target ? <LessonForm target={target} onDone={onClose} {...props} /> : null}
    </Dialog>
  )
}

function initialValues(target: LessonDialogTarget) {
  if (target.mode === 'edit') {
    const { lesson } = target
    return { classId: lesson.classId, teacherId: lesson.teacher.id, subject: lesson.subject, weekday: lesson.weekday, period: lesson.period }
  }
  return { classId: target.classId, teacherId: target.teacherId, subject: '', weekday: target.weekday, period: target.period }
}

function LessonForm({ target, periods, teachers, onDelete, onGroup, onDone }: Omit<LessonDialogProps, 'onClose' | 'target'> & { target: LessonDialogTarget; onDone: () => void }) {
  const { t } = useTranslation()
  const names = useWeekdayNames()
  const [values, setValues] = useState(() => initialValues(target))
  const { errors, alert, clear, showFieldErrors, showServerError } = useFormErrors(FIELDS)
  const save = useSaveLesson()
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }))
  const weekdays = [...new Set(periods.map((p) => p.weekday))].sort((a, b) => a - b)
  const dayPeriods = periods.filter((p) => p.weekday === values.weekday).sort((a, b) => a.number - b.number)
  const teacher = teachers.find((x) => x.id === values.teacherId)
  const subjects = teacher?.subjects ?? []

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    clear()
    const parsed = lessonFormSchema.safeParse(values)
    if (!parsed.success) return showFieldErrors(zodFieldErrors(parsed.error))
    save.mutate(
      { id: target.mode === 'edit' ? target.lesson.id : null, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(target.mode === 'edit' ? t('timetable.form.changed') : t('timetable.form.added'))
          onDone()
        },
        onError: showServerError,
      },
    )
  }

  return (
    <DialogForm onSubmit={onSubmit} busy={save.isPending} alert={alert} onCancel={onDone}>
      <SelectField label={t('timetable.form.class')} value={values.classId} error={errors.classId} onChange={(classId) => set('classId', classId)}>
        <option value="">{t('timetable.form.chooseClass')}</option>
        <ClassOptions />
      </SelectField>
      <SelectField label={t('timetable.form.teacher')} value={values.teacherId} error={errors.teacherId} onChange={(teacherId) => set('teacherId', teacherId)}>
        <option value="">{t('timetable.form.chooseTeacher')}</option>
        {teachers.map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
          </option>
        ))}
      </SelectField>
      <FormField
        label={t('timetable.form.subject')}
        hint={t('timetable.form.subjectHint')}
        name="subject"
        autoComplete="off"
        maxLength={SUBJECT_MAX_LENGTH}
        value={values.subject}
        error={errors.subject}
        onChange={(e) => set('subject', e.target.value)}
      />
      {teacher && subjects.length > 0 ? (
        <div role="group" aria-label={t('timetable.form.teachersSubjects', { name: teacher.name })} className="-mt-2 flex flex-wrap gap-2">
          {subjects.map((subject) => (
            <Button
              key={subject}
              variant="secondary"
              size="compact"
              className="aria-pressed:border-primary aria-pressed:bg-accent-soft aria-pressed:text-accent-soft-fg"
              aria-pressed={values.subject === subject}
              onClick={() => set('subject', subject)}>
              {subject}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
        <SelectField
          label={t('timetable.form.weekday')}
          value={String(values.weekday)}
          error={errors.weekday}
          onChange={(weekday) => setValues((current) => ({ ...current, weekday: Number(weekday) }))}
        >
          {weekdays.map((weekday) => (
            <option key={weekday} value={weekday}>
              {names.long(weekday)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('timetable.form.period')} value={String(values.period)} error={errors.period} onChange={(period) => set('period', Number(period))}>
          {dayPeriods.some((p) => p.number === values.period) ? null : <option value={values.period}>{t('timetable.bells.period', { number: String(values.period) })}</option>}
          {dayPeriods.map((p) => (
            <option key={p.number} value={p.number}>
              {t('timetable.form.periodOption', { number: String(p.number), startsAt: p.startsAt, endsAt: p.endsAt })}
            </option>
          ))}
        </SelectField>
      </div>
      {target.mode === 'edit' ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" className="w-full sm:w-auto" onClick={() => onGroup(target.lesson)}>
            <UsersRound aria-hidden className="size-4" />
            {t('lessonGroups.button', {
              who: target.lesson.groupSize > 0 ? t('lessonGroups.some', { count: target.lesson.groupSize }) : t('lessonGroups.wholeClass'),
            })}
          </Button>
          <Button variant="danger" className="w-full sm:w-auto" onClick={() => onDelete(target.lesson)}>
            <Trash2 aria-hidden className="size-4" />
            {t('timetable.form.delete')}
          </Button>
        </div>
      ) : null}
    </DialogForm>
  )
}
