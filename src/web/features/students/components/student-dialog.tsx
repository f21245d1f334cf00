import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { createStudentSchema, updateStudentSchema, type StudentDetail } from '#shared/contracts/students'
import { DialogForm } from '#web/components/dialog-form'
import type { ShownPassword } from '#web/components/one-time-password'
import { ResetPasswordSection } from '#web/components/reset-password-section'
import { InitialPasswordField } from '#web/components/initial-password-field'
import { Dialog } from '#web/components/ui/dialog'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useFormErrors } from '#web/lib/use-form-errors'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useCreateStudent } from '../api/create-student'
import { useStudent } from '../api/get-student'
import { useResetStudentPassword } from '../api/reset-student-password'
import { useUpdateStudent } from '../api/update-student'
import { DETAIL_FIELDS, EMPTY_STUDENT, STUDENT_FIELDS, StudentFields, studentValues, toStudentInput, type StudentFieldName, type StudentFormValues } from './student-fields'
import { StudentPhotoField } from './student-photo-field'

export type StudentDialogTarget = { mode: 'add' } | { mode: 'edit'; id: string }

interface StudentDialogProps {
  target: StudentDialogTarget | null
  onClose: () => void
  /** A password the server generated for a new student, to show once. */
  onPassword: (shown: ShownPassword) => void
}

export function StudentDialog({ target, onClose, onPassword }: StudentDialogProps) {
  const { t } = useTranslation()
  const title = target?.mode === 'edit' ? t('studentManagement.editStudent') : t('studentManagement.addStudent')
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())} title={title} closeLabel={t('common.close')}>
      {/* Mounted only while open, so each opening starts from the saved values. */}
      {target?.mode === 'add' ? <AddStudentForm onDone={onClose} onPassword={onPassword} /> : null}
      {target?.mode === 'edit' ? <EditStudent id={target.id} onDone={onClose} /> : null}
    </Dialog>
  )
}

/** Form state shared by Add and Edit: values, errors (useFormErrors), and "More details" opening on an error inside it. */
function useStudentForm(initial: StudentFormValues) {
  const [values, setValues] = useState(initial)
  const [detailsOpen, setDetailsOpen] = useState(DETAIL_FIELDS.some((f) => initial[f] !== ''))
  const errors = useFormErrors([...STUDENT_FIELDS, 'password'], (fields) => {
    if (DETAIL_FIELDS.some((f) => fields[f])) setDetailsOpen(true)
  })
  const onChange = (field: StudentFieldName, value: string) => setValues((current) => ({ ...current, [field]: value }))
  const fields = { values, errors: errors.errors, onChange, detailsOpen, onDetailsOpen: setDetailsOpen }
  return { values, ...errors, fields }
}

function AddStudentForm({ onDone, onPassword }: { onDone: () => void; onPassword: (shown: ShownPassword) => void }) {
  const { t } = useTranslation()
  const form = useStudentForm(EMPTY_STUDENT)
  const [password, setPassword] = useState('')
  const mutation = useCreateStudent()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    form.clear()
    const parsed = createStudentSchema.safeParse({ ...toStudentInput(form.values), password: password === '' ? undefined : password })
    if (!parsed.success) return form.showFieldErrors(zodFieldErrors(parsed.error))
    mutation.mutate(parsed.data, {
      onSuccess: ({ student, initialPassword }) => {
        toast.success(t('studentManagement.added'))
        onDone()
        if (initialPassword) onPassword({ name: student.name, password: initialPassword })
      },
      onError: form.showServerError,
    })
  }

  return (
    <DialogForm onSubmit={onSubmit} busy={mutation.isPending} alert={form.alert} onCancel={onDone}>
      <StudentFields {...form.fields} />
      <InitialPasswordField value={password} error={form.errors.password} onChange={setPassword} />
    </DialogForm>
  )
}

function EditStudent({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation()
  const student = useStudent(id)
  if (student.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-muted">
        <Spinner /> {t('app.loading')}
      </p>
    )
  }
  if (student.isError) {
    return (
      <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
        {t('studentManagement.loadStudentFailed')} {errorMessage(student.error)}
      </p>
    )
  }
  return (
    <div className="space-y-6">
      <StudentPhotoField student={student.data} />
      <EditStudentForm student={student.data} onDone={onDone} />
      <StudentPasswordReset id={id} name={student.data.name} />
    </div>
  )
}

function StudentPasswordReset({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation()
  const reset = useResetStudentPassword(id)
  return <ResetPasswordSection name={name} note={t('studentManagement.generatedNote')} reset={reset} />
}

function EditStudentForm({ student, onDone }: { student: StudentDetail; onDone: () => void }) {
  const { t } = useTranslation()
  const form = useStudentForm(studentValues(student))
  const mutation = useUpdateStudent(student.id)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    form.clear()
    const parsed = updateStudentSchema.safeParse(toStudentInput(form.values))
    if (!parsed.success) return form.showFieldErrors(zodFieldErrors(parsed.error))
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('studentManagement.updated'))
        onDone()
      },
      onError: form.showServerError,
    })
  }

  return (
    <DialogForm onSubmit={onSubmit} busy={mutation.isPending} alert={form.alert} onCancel={onDone}>
      <StudentFields {...form.fields} editing />
    </DialogForm>
  )
}
