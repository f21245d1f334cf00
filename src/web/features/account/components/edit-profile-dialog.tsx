import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { updateProfileSchema } from '#shared/contracts/account'
import { isStaffRole } from '#shared/roles'
import { DialogForm } from '#web/components/dialog-form'
import { Dialog } from '#web/components/ui/dialog'
import { FormField } from '#web/components/ui/form-field'
import { useMe } from '#web/lib/session'
import { useFormErrors } from '#web/lib/use-form-errors'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useUpdateProfile } from '../api/update-profile'

const PROFILE_FIELDS = ['name', 'email'] as const

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function EditProfileDialog({ open, onOpenChange }: DialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('settings.editProfile')} description={t('settings.editProfileHint')} closeLabel={t('common.close')}>
      {/* Mounted only while open, so each opening starts from the saved values. */}
      {open ? <EditProfileForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function EditProfileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const { user } = useMe()
  // Staff and parents keep their own email (a parent's is how they sign in); a student has none here.
  const withEmail = isStaffRole(user.role) || user.role === 'parent'
  const [name, setName] = useState(user.name)
  const [email, setEmail] = useState(user.email ?? '')
  const { errors, alert, clear, showFieldErrors, showServerError } = useFormErrors(PROFILE_FIELDS)
  const mutation = useUpdateProfile()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    clear()
    const body = withEmail ? { name, email } : { name }
    const parsed = updateProfileSchema.safeParse(body)
    if (!parsed.success) return showFieldErrors(zodFieldErrors(parsed.error))
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(t('settings.profileUpdated'))
        onDone()
      },
      onError: showServerError,
    })
  }

  return (
    <DialogForm onSubmit={onSubmit} busy={mutation.isPending} alert={alert} onCancel={onDone}>
      <FormField label={t('settings.name')} name="name" autoComplete="name" value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
      {withEmail ? (
        <FormField label={t('settings.email')} name="email" type="email" autoComplete="email" value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      ) : null}
    </DialogForm>
  )
}
