import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { createTeacherSchema, updateTeacherSchema, type TeacherSummary } from '#shared/contracts/teachers'
import { DialogForm } from '#web/components/dialog-form'
import type { ShownPassword } from '#web/components/one-time-password'
import { ResetPasswordSection } from '#web/components/reset-password-section'
import { InitialPasswordField } from '#web/components/initial-password-field'
import { Dialog } from '#web/components/ui/dialog'
import { useFormErrors } from '#web/lib/use-form-errors'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useCreateTeacher } from '../api/create-teacher'
import { useResetTeacherPassword } from '../api/reset-teacher-password'
import { useUpdateTeacher } from '../api/update-teacher'
import { EMPTY_TEACHER, TEACHER_FIELDS, TeacherFields, teacherValues, toTeacherInput, type TeacherFormValues } from './teacher-fields'

export type TeacherDialogTarget = { mode: 'add' } | { mode: 'edit'; teacher: TeacherSummary }

interface TeacherDialogProps {
  target: TeacherDialogTarget | null
  onClose: () => void
  /** A password the server generated for a new teacher, to show once. */
  onPassword: (shown: ShownPassword) => void
}

export function TeacherDialog({ target, onClose, onPassword }: TeacherDialogProps) {
  const { t } = useTranslation()
  const title = target?.mode === 'edit' ? t('teacherManagement.editTeacher') : t('teacherManagement.addTeacher')
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())} title={title} closeLabel={t('common.close')}>
      {/* Mounted only while open, so each opening starts from the saved values. */}
      {target?.mode === 'add' ? <AddTeacherForm onDone={onClose} onPassword={onPassword} /> : null}
      {target?.mode === 'edit' ? (
        <div className="space-y-6">
          <EditTeacherForm teacher={target.teacher} onDone={onClose} />
          <TeacherPasswordReset teacher={target.teacher} />
        </div>
      ) : null}
    </Dialog>
  )
}

/** Form state shared by Add and Edit: values and errors (useFormErrors). */
function useTeacherForm(initial: TeacherFormValues) {
  const [values, setValues] = useState(initial)
  const errors = useFormErrors([...TEACHER_FIELDS, 'password'])
  function onChange<F extends keyof TeacherFormValues>(field: F, value: TeacherFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }))
  }
  return { values, ...errors, fields: { values, errors: errors.errors, onChange } }
}

function AddTeacherForm({ onDone, onPassword }: { onDone: () => void; onPassword: (shown: ShownPassword) => void }) {
  const { t } = useTranslation()
  const form = useTeacherForm(EMPTY_TEACHER)
  const [password, setPassword] = useState('')
  const mutation = useCreateTeacher()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    form.clear()
    const parsed = createTeacherSchema.safeParse({ ...toTeacherInput(form.values), password: password === '' ? undefined : password })
    if (!parsed.success) return form.showFieldErrors(zodFieldErrors(parsed.error))
    mutation.mutate(parsed.data, {
      onSuccess: ({ teacher, initialPassword }) => {
        toast.success(t('teacherManagement.added'))
        onDone()
        if (initialPassword) onPassword({ name: teacher.name, password: initialPassword })
      },
      onError: form.showServerError,
    })
  }

  return (
    <DialogForm onSubmit={onSubmit} busy={mutation.isPending} alert={form.alert} onCancel={onDone}>
      <TeacherFields {...form.fields} />
      <InitialPasswordField value={password} error={form.errors.password} onChange={setPassword} />
    </DialogForm>
  )
}

function EditTeacherForm({ teacher, onDone }: { teacher: TeacherSummary; onDone: () => void }) {
  const { t } = useTranslation()
  const form = useTeacherForm(teacherValues(teacher))
  const mutation = useUpdateTeacher()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    form.clear()
    const parsed = updateTeacherSchema.safeParse(toTeacherInput(form.values))
    if (!parsed.success) return form.showFieldErrors(zodFieldErrors(parsed.error))
    mutation.mutate(
      { id: teacher.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('teacherManagement.updated'))
          onDone()
        },
        onError: form.showServerError,
      },
    )
  }

  return (
    <DialogForm onSubmit={onSubmit} busy={mutation.isPending} alert={form.alert} onCancel={onDone}>
      <TeacherFields teacherId={teacher.id} {...form.fields} />
    </DialogForm>
  )
}

function TeacherPasswordReset({ teacher }: { teacher: TeacherSummary }) {
  const { t } = useTranslation()
  const reset = useResetTeacherPassword(teacher.id)
  return <ResetPasswordSection name={teacher.name} note={t('teacherManagement.generatedNote')} reset={reset} />
}
