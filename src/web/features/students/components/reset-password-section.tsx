import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { resetPasswordSchema } from '#shared/contracts/students'
import { Button } from '#web/components/ui/button'
import { FormField } from '#web/components/ui/form-field'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useResetStudentPassword } from '../api/reset-student-password'
import { OneTimePassword, type ShownPassword } from './one-time-password'

/** Edit Student's own small form: type a new password, or leave it empty to have one generated and shown once. */
export function ResetPasswordSection({ studentId, studentName }: { studentId: string; studentName: string }) {
  const { t } = useTranslation()
  const headingId = useId()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [shown, setShown] = useState<ShownPassword | null>(null)
  const mutation = useResetStudentPassword(studentId)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const typed = password === '' ? undefined : password
    const parsed = resetPasswordSchema.safeParse({ password: typed })
    if (!parsed.success) return setError(zodFieldErrors(parsed.error).password)
    setError(undefined)
    mutation.mutate(typed, {
      onSuccess: ({ initialPassword }) => {
        toast.success(t('studentManagement.passwordReset'))
        setPassword('')
        setShown(initialPassword ? { name: studentName, password: initialPassword } : null)
      },
      onError: (err) => {
        const fields = fieldErrors(err)
        if (fields.password) setError(fields.password)
        else toast.error(errorMessage(err))
      },
    })
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-border pt-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t('studentManagement.resetPassword')}
      </h3>
      {shown ? <OneTimePassword {...shown} /> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <FormField
          label={t('studentManagement.newPassword')}
          hint={t('studentManagement.resetPasswordHint')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={password}
          error={error}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? t('studentManagement.resetting') : t('studentManagement.resetPassword')}
          </Button>
        </div>
      </form>
    </section>
  )
}
