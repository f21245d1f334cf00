import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { resetPasswordSchema, type ResetPasswordResponse } from '#shared/contracts/students'
import { useFormErrors } from '#web/lib/use-form-errors'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { OneTimePassword, type ShownPassword } from './one-time-password'
import { Button } from './ui/button'
import { FormAlert } from './ui/form-alert'
import { FormField } from './ui/form-field'
import { Spinner } from './ui/spinner'

/** The feature's reset request: a typed password, or none to have the server generate one. */
export interface PasswordReset {
  mutate: (
    password: string | undefined,
    options: { onSuccess: (response: ResetPasswordResponse) => void; onError: (error: unknown) => void },
  ) => void
  isPending: boolean
}

interface ResetPasswordSectionProps {
  /** Whose password: shown with a generated one. */
  name: string
  /** Who to give a generated password to. */
  note: string
  reset: PasswordReset
}

const PASSWORD_FIELD = ['password'] as const

/** An edit dialog's own small form: type a new password, or leave it empty to have one generated and shown once. */
export function ResetPasswordSection({ name, note, reset }: ResetPasswordSectionProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const [password, setPassword] = useState('')
  const { errors, alert, clear, showFieldErrors, showServerError } = useFormErrors(PASSWORD_FIELD)
  const [shown, setShown] = useState<ShownPassword | null>(null)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const typed = password === '' ? undefined : password
    clear()
    const parsed = resetPasswordSchema.safeParse({ password: typed })
    if (!parsed.success) return showFieldErrors(zodFieldErrors(parsed.error))
    reset.mutate(typed, {
      onSuccess: ({ initialPassword }) => {
        toast.success(t('manage.passwordReset'))
        setPassword('')
        setShown(initialPassword ? { name, password: initialPassword } : null)
      },
      onError: showServerError,
    })
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-border pt-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t('manage.resetPassword')}
      </h3>
      {shown ? <OneTimePassword {...shown} note={note} /> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <FormField
          label={t('manage.newPassword')}
          hint={t('manage.resetPasswordHint')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormAlert message={alert} />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={reset.isPending} aria-busy={reset.isPending || undefined}>
            {reset.isPending ? <Spinner /> : null}
            {reset.isPending ? t('manage.resetting') : t('manage.resetPassword')}
          </Button>
        </div>
      </form>
    </section>
  )
}
