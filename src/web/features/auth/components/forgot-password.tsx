import { useTranslation } from '#web/lib/translation'

/**
 * "Forgot password?": who gives a new one. A native disclosure — no script, nothing added to the
 * sign-in page's download (ADR 009). Reset by mail comes with the families issue.
 */
export function ForgotPassword() {
  const { t } = useTranslation()
  return (
    <details className="group mt-4 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
        {t('forgotPassword.link')}
      </summary>
      <div className="mt-1 space-y-2 rounded-lg border border-border bg-surface-muted p-3">
        <p className="font-semibold">{t('forgotPassword.title')}</p>
        <p>{t('forgotPassword.student')}</p>
        <p>{t('forgotPassword.staff')}</p>
      </div>
    </details>
  )
}
