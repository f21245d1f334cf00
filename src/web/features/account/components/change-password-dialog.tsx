import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { changePasswordSchema, type ChangePasswordRequest } from '#shared/contracts/account'
import { DialogActions } from '#web/components/dialog-actions'
import { Dialog } from '#web/components/ui/dialog'
import { FormField } from '#web/components/ui/form-field'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useChangePassword } from '../api/change-password'

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

const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' }

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const mutation = useChangePassword()
  const field = (key: keyof ChangePasswordRequest) => ({
    name: key,
    type: 'password',
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
  })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = changePasswordSchema.safeParse(values)
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error))
    setErrors({})
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(t('settings.passwordChanged'))
        onDone()
      },
      onError: (error) => {
        const fields = fieldErrors(error)
        if (fields.currentPassword || fields.newPassword || fields.confirmPassword) setErrors(fields)
        else toast.error(errorMessage(error))
      },
    })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label={t('settings.currentPassword')} autoComplete="current-password" {...field('currentPassword')} />
      <FormField label={t('settings.newPassword')} hint={t('settings.newPasswordHint')} autoComplete="new-password" {...field('newPassword')} />
      <FormField label={t('settings.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
      <DialogActions busy={mutation.isPending} onCancel={onDone} />
    </form>
  )
}
