import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { districtLoginRequestSchema } from '#shared/contracts/district'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { FormField } from '#web/components/ui/form-field'
import { Spinner } from '#web/components/ui/spinner'
import { useFormErrors } from '#web/lib/use-form-errors'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useDistrictLogin } from '../api/district-session'

const FIELDS = ['email', 'password'] as const

/** A district user's sign-in: email and password, the district's own cookie (not a school's). */
export function DistrictSignIn() {
  const { t } = useTranslation()
  const [values, setValues] = useState({ email: '', password: '' })
  const { errors, alert, clear, showFieldErrors, showServerError } = useFormErrors(FIELDS)
  const login = useDistrictLogin()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    clear()
    const parsed = districtLoginRequestSchema.safeParse(values)
    if (!parsed.success) return showFieldErrors(zodFieldErrors(parsed.error))
    login.mutate(parsed.data, { onError: showServerError })
  }

  return (
    <section aria-labelledby="district-sign-in-title" className="mx-auto max-w-md rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <h1 id="district-sign-in-title" className="text-2xl font-bold tracking-tight">
        {t('district.signInTitle')}
      </h1>
      <p className="mt-1 mb-5 text-sm text-muted">{t('district.signInIntro')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={login.isPending || undefined}>
        <FormField
          label={t('district.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={values.email}
          error={errors.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        <FormField
          label={t('district.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <FormAlert message={alert} />
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending ? <Spinner /> : null}
          {login.isPending ? t('district.signingIn') : t('district.signIn')}
        </Button>
      </form>
      <p className="mt-4 text-sm">
        <a className="inline-flex min-h-11 items-center rounded-md font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring" href="/">
          {t('district.schoolSignIn')}
        </a>
      </p>
    </section>
  )
}
