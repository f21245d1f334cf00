import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { DialogActions } from '#web/components/dialog-actions'
import { Dialog } from '#web/components/ui/dialog'
import { FormField } from '#web/components/ui/form-field'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
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

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const { field, onSubmit, mutation } = useChangePasswordForm({
    onSuccess: () => {
      toast.success(t('settings.passwordChanged'))
      onDone()
    },
    onError: (error) => {
      const fields = fieldErrors(error)
      if (fields.currentPassword || fields.newPassword || fields.confirmPassword) return fields
      toast.error(errorMessage(error))
    },
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label={t('settings.currentPassword')} autoComplete="current-password" {...field('currentPassword')} />
      <FormField label={t('settings.newPassword')} hint={t('settings.newPasswordHint')} autoComplete="new-password" {...field('newPassword')} />
      <FormField label={t('settings.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
      <DialogActions busy={mutation.isPending} onCancel={onDone} />
    </form>
  )
}
