import { TriangleAlert } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link, useRouteError } from 'react-router'
import { StatusPage } from '#web/components/status-page'
import { Button } from '#web/components/ui/button'

/**
 * Route error boundary: a calm message and two ways back, never a stack trace.
 * `standalone` when it replaces the whole app (it then provides its own <main>).
 */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation()
  const error = useRouteError()
  useEffect(() => {
    console.error(error)
  }, [error])

  const page = (
    <StatusPage
      icon={TriangleAlert}
      title={t('errorPages.errorTitle')}
      body={t('errorPages.errorBody')}
      actions={
        <>
          <Button asChild>
            <Link to="/" reloadDocument={standalone}>
              {t('errorPages.backToOverview')}
            </Link>
          </Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('errorPages.reload')}
          </Button>
        </>
      }
    />
  )
  return standalone ? <main>{page}</main> : page
}
