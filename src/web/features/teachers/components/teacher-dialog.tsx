import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { createTeacherSchema, updateTeacherSchema, type TeacherSummary } from '#shared/contracts/teachers'
import { DialogActions } from '#web/components/dialog-actions'
import type { ShownPassword } from '#web/components/one-time-password'
import { ResetPasswordSection } from '#web/components/reset-password-section'
import { Dialog } from '#web/components/ui/dialog'
import { FormAlert } from '#web/components/ui/form-alert'
import { FormField } from '#web/components/ui/form-field'
import { formErrors } from '#web/lib/form-errors'
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

/** Form state shared by Add and Edit: values, field errors, and one alert for refusals about no field. */
function useTeacherForm(initial: TeacherFormValues) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  function onChange<F extends keyof TeacherFormValues>(field: F, value: TeacherFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }))
  }
  function showServerError(error: unknown) {
    const { fields, message } = formErrors(error, [...TEACHER_FIELDS, 'password'])
    setErrors(fields)
    setAlert(message)
  }
  function clearErrors() {
    setErrors({})
    setAlert(null)
  }
  return { values, errors, alert, setErrors, clearErrors, showServerError, fields: { values, errors, onChange } }
}

function AddTeacherForm({ onDone, onPassword }: { onDone: () => void; onPassword: (shown: ShownPassword) => void }) {
  const { t } = useTranslation()
  const form = useTeacherForm(EMPTY_TEACHER)
  const [password, setPassword] = useState('')
  const mutation = useCreateTeacher()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    form.clearErrors()
    const parsed = createTeacherSchema.safeParse({ ...toTeacherInput(form.values), password: password === '' ? undefined : password })
    if (!parsed.success) return form.setErrors(zodFieldErrors(parsed.error))
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
    <TeacherForm onSubmit={onSubmit} busy={mutation.isPending} alert={form.alert} onCancel={onDone}>
      <TeacherFields {...form.fields} />
      <FormField
        label={t('manage.initialPassword')}
        hint={t('manage.initialPasswordHint')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        error={form.errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </TeacherForm>
  )
}

function EditTeacherForm({ teacher, onDone }: { teacher: TeacherSummary; onDone: () => void }) {
  const { t } = useTranslation()
  const form = useTeacherForm(teacherValues(teacher))
  const mutation = useUpdateTeacher()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    form.clearErrors()
    const parsed = updateTeacherSchema.safeParse(toTeacherInput(form.values))
    if (!parsed.success) return form.setErrors(zodFieldErrors(parsed.error))
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
    <TeacherForm onSubmit={onSubmit} busy={mutation.isPending} alert={form.alert} onCancel={onDone}>
      <TeacherFields {...form.fields} />
    </TeacherForm>
  )
}

function TeacherPasswordReset({ teacher }: { teacher: TeacherSummary }) {
  const { t } = useTranslation()
  const reset = useResetTeacherPassword(teacher.id)
  return <ResetPasswordSection name={teacher.name} note={t('teacherManagement.generatedNote')} reset={reset} />
}

interface TeacherFormProps {
  onSubmit: (e: FormEvent) => void
  busy: boolean
  alert: string | null
  onCancel: () => void
  children: ReactNode
}

function TeacherForm({ onSubmit, busy, alert, onCancel, children }: TeacherFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-4">
      {children}
      <FormAlert message={alert} />
      <DialogActions busy={busy} onCancel={onCancel} />
    </form>
  )
}
