import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { MeResponse } from '#shared/contracts/auth'
import { Brand } from '#web/components/brand'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { FormField } from '#web/components/ui/form-field'
import { Spinner } from '#web/components/ui/spinner'
import { api } from '#web/lib/api-client'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { meQueryKey } from '#web/lib/query-client'
import { useMe } from '#web/lib/session'
import { useChangePasswordForm } from './use-change-password-form'

/**
 * After a sign-in with a one-time password (a sign-in sheet, Add or Reset by staff): the only screen
 * until the user has chosen their own. The server refuses everything else meanwhile
 * (docs/security.md, "One-time passwords").
 */
export function FirstPasswordPage() {
  const { t } = useTranslation()
  const { user } = useMe()
  const queryClient = useQueryClient()
  const [signingOut, setSigningOut] = useState(false)
  const { field, onSubmit, mutation } = useChangePasswordForm({
    // The app (app-root) opens as soon as 'me' no longer asks for a new password.
    onSuccess: () =>
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) => (me ? { ...me, user: { ...me.user, mustChangePassword: false } } : me)),
    onError: (error) => fieldErrors(error),
  })

  async function signOut() {
    setSigningOut(true)
    await api.post('/api/auth/logout', { expectUnauthorized: true }).catch(() => undefined)
    window.history.replaceState(null, '', '/')
    queryClient.setQueryData(meQueryKey, null)
  }

  const unexplained = mutation.isError && Object.keys(fieldErrors(mutation.error)).length === 0
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-4">
        <Brand />
        <Button variant="ghost" size="compact" onClick={() => void signOut()} disabled={signingOut}>
          {t('firstPassword.signOut')}
        </Button>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pt-6 pb-10">
        <section aria-labelledby="first-password-title" className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
          <h1 id="first-password-title" className="text-2xl font-bold tracking-tight">
            {t('firstPassword.title')}
          </h1>
          <p className="mt-1 text-sm font-medium">{user.name}</p>
          <p className="mt-1 mb-5 text-sm text-muted">{t('firstPassword.hint')}</p>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <FormField label={t('firstPassword.currentPassword')} autoComplete="current-password" {...field('currentPassword')} />
            <FormField label={t('settings.newPassword')} hint={t('settings.newPasswordHint')} autoComplete="new-password" {...field('newPassword')} />
            <FormField label={t('settings.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
            <FormAlert message={unexplained ? errorMessage(mutation.error) : null} />
            <Button type="submit" className="w-full" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
              {mutation.isPending ? <Spinner /> : null}
              {mutation.isPending ? t('firstPassword.saving') : t('firstPassword.submit')}
            </Button>
          </form>
        </section>
      </main>
    </div>
  )
}
