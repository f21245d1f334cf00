import { Compass } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import { StatusPage } from '#web/components/status-page'
import { Button } from '#web/components/ui/button'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <StatusPage
      icon={Compass}
      title={t('errorPages.notFoundTitle')}
      body={t('errorPages.notFoundBody')}
      actions={
        <Button asChild>
          <Link to="/">{t('errorPages.backToOverview')}</Link>
        </Button>
      }
    />
  )
}
