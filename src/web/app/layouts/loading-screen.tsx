import { WifiOff } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { StatusPage } from '#web/components/status-page'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'

export function LoadingScreen() {
  const { t } = useTranslation()
  return (
    <main className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner className="size-5" />
        {t('app.loading')}
      </p>
    </main>
  )
}

/** The server could not tell us who is signed in (offline, or it is down). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <main>
      <StatusPage
        icon={WifiOff}
        title={t('app.loadFailedTitle')}
        body={t('errors.network')}
        actions={<Button onClick={onRetry}>{t('app.retry')}</Button>}
      />
    </main>
  )
}
