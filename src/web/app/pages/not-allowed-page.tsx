import { ShieldAlert } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import { StatusPage } from '#web/components/status-page'
import { Button } from '#web/components/ui/button'

export function NotAllowedPage() {
  const { t } = useTranslation()
  return (
    <StatusPage
      icon={ShieldAlert}
      title={t('errorPages.notAllowedTitle')}
      body={t('errorPages.notAllowedBody')}
      actions={
        <Button asChild>
          <Link to="/">{t('errorPages.backToOverview')}</Link>
        </Button>
      }
    />
  )
}
