import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { DialogForm } from '#web/components/dialog-form'
import { Dialog } from '#web/components/ui/dialog'
import { FormField } from '#web/components/ui/form-field'
import { formErrors } from '#web/lib/form-errors'
import { useChangePasswordForm } from './use-change-password-form'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function ChangePasswordDialog({ open, onOpenChange }: DialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('settings.changePassword')} description={t('settings.changePasswordHint')} closeLabel={t('common.close')}>
      {open ? <ChangePasswordForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  // Field messages are the form hook's; what no field explains is shown as every dialog shows it (DialogForm).
  const [alert, setAlert] = useState<string | null>(null)
  const { field, onSubmit, mutation } = useChangePasswordForm({
    onSuccess: () => {
      toast.success(t('settings.passwordChanged'))
      onDone()
    },
    onError: (error) => {
      const { fields, message } = formErrors(error, PASSWORD_FIELDS)
      setAlert(message)
      return fields
    },
  })

  return (
    <DialogForm
      onSubmit={(event) => {
        setAlert(null)
        onSubmit(event)
      }}
      busy={mutation.isPending}
      alert={alert}
      onCancel={onDone}
    >
      <FormField label={t('settings.currentPassword')} autoComplete="current-password" {...field('currentPassword')} />
      <FormField label={t('settings.newPassword')} hint={t('settings.newPasswordHint')} autoComplete="new-password" {...field('newPassword')} />
      <FormField label={t('settings.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
    </DialogForm>
  )
}
