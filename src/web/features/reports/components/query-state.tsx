import { useTranslation } from '#web/lib/translation'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'

/** While a report loads, or why it could not. */
export function QueryState({ pending, error, failedText }: { pending: boolean; error: unknown; failedText: string }) {
  const { t } = useTranslation()
  if (pending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-muted">
        <Spinner /> {t('app.loading')}
      </p>
    )
  }
  return (
    <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
      {failedText} {errorMessage(error)}
    </p>
  )
}
