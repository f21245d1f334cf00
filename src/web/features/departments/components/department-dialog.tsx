import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { DEPARTMENT_NAME_MAX_LENGTH, departmentFormSchema, type DepartmentSummary } from '#shared/contracts/departments'
import { DialogForm } from '#web/components/dialog-form'
import { Dialog } from '#web/components/ui/dialog'
import { FormField } from '#web/components/ui/form-field'
import { useFormErrors } from '#web/lib/use-form-errors'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useCreateDepartment } from '../api/create-department'
import { useRenameDepartment } from '../api/rename-department'

const NAME_FIELD = ['name'] as const

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
  const { errors, alert, clear, showFieldErrors, showServerError } = useFormErrors(NAME_FIELD)
  const create = useCreateDepartment()
  const rename = useRenameDepartment()
  const busy = create.isPending || rename.isPending

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    clear()
    const parsed = departmentFormSchema.safeParse({ name })
    if (!parsed.success) return showFieldErrors(zodFieldErrors(parsed.error))
    const callbacks = {
      onSuccess: () => {
        toast.success(target.mode === 'rename' ? t('departments.renamed') : t('departments.added'))
        onDone()
      },
      onError: showServerError,
    }
    if (target.mode === 'rename') rename.mutate({ id: target.department.id, body: parsed.data }, callbacks)
    else create.mutate(parsed.data, callbacks)
  }

  return (
    <DialogForm onSubmit={onSubmit} busy={busy} alert={alert} onCancel={onDone}>
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
    </DialogForm>
  )
}
