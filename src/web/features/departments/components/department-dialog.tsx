import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { DEPARTMENT_NAME_MAX_LENGTH, departmentFormSchema, type DepartmentSummary } from '#shared/contracts/departments'
import { DialogActions } from '#web/components/dialog-actions'
import { Dialog } from '#web/components/ui/dialog'
import { FormAlert } from '#web/components/ui/form-alert'
import { FormField } from '#web/components/ui/form-field'
import { formErrors } from '#web/lib/form-errors'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useCreateDepartment } from '../api/create-department'
import { useRenameDepartment } from '../api/rename-department'

export type DepartmentDialogTarget = { mode: 'add' } | { mode: 'rename'; department: DepartmentSummary }

/** Add Department / Rename Department: one field, the name. */
export function DepartmentDialog({ target, onClose }: { target: DepartmentDialogTarget | null; onClose: () => void }) {
  const { t } = useTranslation()
  const title = target?.mode === 'rename' ? t('departments.renameTitle') : t('departments.addTitle')
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())} title={title} closeLabel={t('common.close')}>
      {/* Mounted only while open, so each opening starts from the saved name. */}
      {target ? <DepartmentForm target={target} onDone={onClose} /> : null}
    </Dialog>
  )
}

function DepartmentForm({ target, onDone }: { target: DepartmentDialogTarget; onDone: () => void }) {
  const { t } = useTranslation()
  const [name, setName] = useState(target.mode === 'rename' ? target.department.name : '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const create = useCreateDepartment()
  const rename = useRenameDepartment()
  const busy = create.isPending || rename.isPending

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setAlert(null)
    const parsed = departmentFormSchema.safeParse({ name })
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error))
    setErrors({})
    const callbacks = {
      onSuccess: () => {
        toast.success(target.mode === 'rename' ? t('departments.renamed') : t('departments.added'))
        onDone()
      },
      onError: (error: unknown) => {
        const { fields, message } = formErrors(error, ['name'])
        setErrors(fields)
        setAlert(message)
      },
    }
    if (target.mode === 'rename') rename.mutate({ id: target.department.id, body: parsed.data }, callbacks)
    else create.mutate(parsed.data, callbacks)
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-4">
      <FormField
        label={t('departments.name')}
        hint={t('departments.nameHint')}
        name="name"
        autoComplete="off"
        maxLength={DEPARTMENT_NAME_MAX_LENGTH}
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <FormAlert message={alert} />
      <DialogActions busy={busy} onCancel={onDone} />
    </form>
  )
}
